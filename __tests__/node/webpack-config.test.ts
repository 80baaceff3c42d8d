/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { configureWebpack } from '../../src/node/webpack-config';

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

test("the browser bundle gets a stylesheet per page, its CSS built in the build's compilation and the class names of server rendering, and keeps Gatsby's entry", () => {
  const { config, replaceWebpackConfig } = configure('build-javascript');
  expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
  expect(config.mode).toBe('production');
  expect(config.entry).toEqual({ app: '/production-app.js' });
  expect(config.optimization.splitChunks.cacheGroups.styles).toBe(false);
  expect(cssModules(config).getLocalIdent).toEqual(expect.any(Function));
  const extractor = config.plugins.find((plugin) => plugin instanceof MiniCssExtractPlugin) as MiniCssExtractPlugin;
  expect(extractor.options.experimentalUseImportModule).toBe(true);
});

test('server rendering gets the same class names and the compiled inline scripts, and nothing else', () => {
  const { config, replaceWebpackConfig } = configure('build-html');
  expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
  expect(Object.keys(JSON.parse(inlineScriptsOf(config.plugins) ?? '{}'))).toEqual(['markScripted', 'wakeControls', 'markPendingReveals', 'loadScripts']);
  expect(config.entry).toEqual({ app: '/production-app.js' });
  expect(config.optimization.splitChunks.cacheGroups.styles).toEqual({ name: 'styles' });
  const context = { resourcePath: '/site/src/a.module.css' };
  const name = (cssModules(config).getLocalIdent as (...a: unknown[]) => string)(context, '', 'title', { context: '/site' });
  const browser = configure('build-javascript').config;
  expect((cssModules(browser).getLocalIdent as (...a: unknown[]) => string)(context, '', 'title', { context: '/site' })).toBe(name);
});

test("the development server keeps Gatsby's set-up; its server rendering gets the inline scripts too", () => {
  for (const stage of ['develop', 'develop-html']) expect(configure(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  expect(configure('develop').setWebpackConfig).not.toHaveBeenCalled();
  const [[{ plugins }]] = configure('develop-html').setWebpackConfig.mock.calls as [[{ plugins: unknown[] }]];
  expect(inlineScriptsOf(plugins)).toEqual(expect.stringContaining('classList.add'));
});
