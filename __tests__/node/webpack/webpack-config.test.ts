/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { configureWebpack } from '../../../src/node/webpack/webpack-config';

/** Stands for Gatsby's CSS extract plugin, found by its class name. */
class MiniCssExtractPlugin {
  options: { experimentalUseImportModule?: boolean } = {};
}

/** Gatsby's configuration, reduced to the parts the build changes; only the browser bundle extracts CSS. */
function gatsbyConfig(stage: string) {
  return {
    mode: 'production',
    entry: { app: '/production-app.js' },
    module: { rules: [{ oneOf: [{ use: [{ loader: '/nm/css-loader/dist/cjs.js', options: { modules: { namedExport: true } } }] }] }] },
    optimization: { splitChunks: { cacheGroups: { styles: { name: 'styles' } } } },
    plugins: stage === 'build-javascript' ? [new MiniCssExtractPlugin()] : ([] as unknown[]),
  };
}

/** Stands for webpack's DefinePlugin, as Gatsby's `plugins.define` makes it. */
type Define = { definitions: Record<string, string> };

function configure(stage: string) {
  const config: ReturnType<typeof gatsbyConfig> = gatsbyConfig(stage);
  const replaceWebpackConfig = jest.fn();
  const setWebpackConfig = jest.fn();
  const plugins = { define: (definitions: Record<string, string>): Define => ({ definitions }) };
  (configureWebpack as (a: unknown) => void)({
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig, setWebpackConfig },
    plugins,
  } as unknown as CreateWebpackConfigArgs);
  return { config, replaceWebpackConfig, setWebpackConfig };
}

/** The inline scripts a configuration hands to server rendering, if any. */
const inlineScriptsOf = (plugins: unknown[] | undefined) =>
  (plugins as Define[] | undefined)?.find((plugin) => plugin.definitions?.__INLINE_SCRIPTS__)?.definitions.__INLINE_SCRIPTS__;

const cssModules = (config: ReturnType<typeof gatsbyConfig>) => config.module.rules[0].oneOf[0].use[0].options.modules as Record<string, unknown>;

/**
 * Which stage gets which change. What each change does to Gatsby's configuration is tested with
 * it, in css.test.ts.
 */
test("production: both stages get the same class names; only the browser bundle gets a stylesheet per page, only server rendering the inline scripts; Gatsby's entry is kept", () => {
  const browser = configure('build-javascript');
  const server = configure('build-html');
  for (const { config, replaceWebpackConfig } of [browser, server]) {
    expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
    expect(config.entry).toEqual({ app: '/production-app.js' });
  }
  const context = { resourcePath: '/site/src/a.module.css' };
  const nameIn = (config: ReturnType<typeof gatsbyConfig>) =>
    (cssModules(config).getLocalIdent as (...a: unknown[]) => string)(context, '', 'title', { context: '/site' });
  expect(nameIn(server.config)).toBe(nameIn(browser.config));
  expect(browser.config.optimization.splitChunks.cacheGroups.styles).toBe(false);
  expect(server.config.optimization.splitChunks.cacheGroups.styles).toEqual({ name: 'styles' });
  expect(inlineScriptsOf(browser.config.plugins)).toBeUndefined();
  expect(Object.keys(JSON.parse(inlineScriptsOf(server.config.plugins) ?? '{}'))).toEqual(['markScripted', 'wakeControls', 'entrances', 'loadScripts']);
});

test("the development server keeps Gatsby's set-up; its server rendering gets the inline scripts too", () => {
  for (const stage of ['develop', 'develop-html']) expect(configure(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  expect(configure('develop').setWebpackConfig).not.toHaveBeenCalled();
  const [[{ plugins }]] = configure('develop-html').setWebpackConfig.mock.calls as [[{ plugins: unknown[] }]];
  expect(inlineScriptsOf(plugins)).toEqual(expect.stringContaining('classList.add'));
});
