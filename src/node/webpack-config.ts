import type { GatsbyNode } from 'gatsby';
import { CompileHintPlugin } from './compile-hints';
import { compileInlineScripts } from './inline-scripts';
import { extractStylesInOneCompilation, stylesPerPage } from './page-styles';

/**
 * Where the build adds to Gatsby's webpack set-up. Server rendering, in development too, gets the
 * compiled inline scripts (gatsby-ssr.tsx writes them into every page). The production browser
 * bundle gets a stylesheet per page, its CSS built in the build's own compilation
 * (src/node/page-styles.ts) and the compile hints. The development server keeps Gatsby's set-up.
 */
export const configureWebpack: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
  if (stage === 'develop-html' || stage === 'build-html') {
    actions.setWebpackConfig({ plugins: [plugins.define({ __INLINE_SCRIPTS__: JSON.stringify(compileInlineScripts()) })] });
  }
  if (stage === 'build-javascript') {
    const config = getConfig();
    extractStylesInOneCompilation(config);
    actions.setWebpackConfig({ ...stylesPerPage(config), plugins: [new CompileHintPlugin()] });
  }
};
