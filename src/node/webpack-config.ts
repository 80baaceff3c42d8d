import type { GatsbyNode } from 'gatsby';
import { CompileHintPlugin } from './compile-hints';
import { addEarlyEntries } from './early-entry';
import { shortenClassNames, splitStylesByPage } from './page-styles';

/**
 * Where the production build departs from Gatsby's webpack set-up; the development server keeps
 * Gatsby's. The server rendering stage gets the same class names as the browser bundle, or the
 * markup would not match the CSS.
 */
export const configureWebpack: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig();
  shortenClassNames(config);
  if (stage === 'build-javascript') {
    addEarlyEntries(config);
    splitStylesByPage(config);
    config.plugins = [...(config.plugins ?? []), new CompileHintPlugin()];
  }
  // setWebpackConfig would merge the configuration without its entry; it is replaced whole instead.
  actions.replaceWebpackConfig(config);
};
