import type { GatsbyNode } from 'gatsby';
import { TRUSTED_TYPES_POLICIES } from '../../lib/trusted-types';
import { CompactIconsPlugin } from './compact-icons';
import { CompileHintPlugin } from './compile-hints';
import { compileInlineScripts } from './inline-scripts';
import { DesignTokensPlugin } from './design-tokens';
import { extractStylesInOneCompilation, perPageCss, sameClassNamesInBothStages, splitStylesByPage } from './css';

/**
 * Where the build departs from Gatsby's webpack set-up. Server rendering, in development too, gets
 * the compiled inline scripts (gatsby-ssr.tsx writes them into every page). Otherwise the
 * development server keeps Gatsby's set-up. The production server rendering stage gets the same
 * class names as the browser bundle, or the markup would not match the CSS (see className in
 * src/node/webpack/class-names.ts), and the same rounded icons (compact-icons.ts).
 */
export const configureWebpack: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
  const inlineScripts = () => plugins.define({ __INLINE_SCRIPTS__: JSON.stringify(compileInlineScripts()) });
  if (stage === 'develop-html') actions.setWebpackConfig({ plugins: [inlineScripts()] });
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig();
  sameClassNamesInBothStages(config);
  config.plugins = [...(config.plugins ?? []), new CompactIconsPlugin()];
  if (stage === 'build-html') config.plugins = [...(config.plugins ?? []), inlineScripts()];
  if (stage === 'build-javascript') {
    if (perPageCss()) splitStylesByPage(config);
    extractStylesInOneCompilation(config);
    config.plugins = [...(config.plugins ?? []), new CompileHintPlugin(), new DesignTokensPlugin()];
    // The runtime asks its own Trusted Types policy for the address of each chunk it loads
    // (src/lib/trusted-types.ts); without one, the pages' policy would refuse the address.
    config.output = { ...config.output, trustedTypes: { policyName: TRUSTED_TYPES_POLICIES.chunks, onPolicyCreationFailure: 'stop' } };
    // No source maps: nothing publishes them (src/node/hosts/private-files.ts) and nothing reads them.
    config.devtool = false;
  }
  // setWebpackConfig can only add to Gatsby's rules and plugins, not change the options of its
  // css-loader (the class names) or of its CSS extract plugin: the configuration is changed in
  // place and replaced whole instead.
  actions.replaceWebpackConfig(config);
};
