/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintPlugin } from '../../src/node/compile-hints';
import { configureWebpack } from '../../src/node/webpack-config';

/** Stands for Gatsby's CSS extract plugin, found by its class name. */
class MiniCssExtractPlugin {
  options: { experimentalUseImportModule?: boolean } = {};
}

/** Gatsby's configuration, reduced to the parts the build reads; only the browser bundle extracts CSS. */
function gatsbyConfig(stage: string) {
  return {
    mode: 'production',
    entry: { app: '/production-app.js' },
    optimization: { splitChunks: { cacheGroups: { styles: { name: 'styles' } } } },
    plugins: stage === 'build-javascript' ? [new MiniCssExtractPlugin()] : ([] as unknown[]),
  };
}

/** Stands for webpack's DefinePlugin, as Gatsby's `plugins.define` makes it. */
type Define = { definitions: Record<string, string> };

/** Runs the hook for a stage; returns Gatsby's configuration and the changes the hook handed to `setWebpackConfig`. */
function configure(stage: string) {
  const config = gatsbyConfig(stage);
  const replaceWebpackConfig = jest.fn();
  const setWebpackConfig = jest.fn();
  const plugins = { define: (definitions: Record<string, string>): Define => ({ definitions }) };
  (configureWebpack as (a: unknown) => void)({
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig, setWebpackConfig },
    plugins,
  } as unknown as CreateWebpackConfigArgs);
  expect(replaceWebpackConfig).not.toHaveBeenCalled();
  const changes = setWebpackConfig.mock.calls.map(([change]) => change as { plugins?: unknown[]; optimization?: unknown });
  return { config, changes };
}

/** The inline scripts a change hands to server rendering, if any. */
const inlineScriptsOf = (plugins: unknown[] | undefined) =>
  (plugins as Define[] | undefined)?.find((plugin) => plugin.definitions?.__INLINE_SCRIPTS__)?.definitions.__INLINE_SCRIPTS__;

test("the browser bundle gets a stylesheet per page and the compile hints, its CSS built in the build's compilation, Gatsby's configuration adjusted, not replaced", () => {
  const { config, changes } = configure('build-javascript');
  expect(changes).toHaveLength(1);
  expect(changes[0].optimization).toEqual({ splitChunks: { cacheGroups: { styles: false } } });
  expect(changes[0].plugins).toEqual([expect.any(CompileHintPlugin)]);
  expect(config.optimization.splitChunks.cacheGroups.styles).toEqual({ name: 'styles' });
  const extractor = config.plugins.find((plugin) => plugin instanceof MiniCssExtractPlugin) as MiniCssExtractPlugin;
  expect(extractor.options.experimentalUseImportModule).toBe(true);
});

test('server rendering, in production and development, gets the compiled inline scripts and nothing else', () => {
  for (const stage of ['build-html', 'develop-html']) {
    const { changes } = configure(stage);
    expect(changes).toHaveLength(1);
    expect(Object.keys(changes[0])).toEqual(['plugins']);
    expect(Object.keys(JSON.parse(inlineScriptsOf(changes[0].plugins) ?? '{}'))).toEqual(['markScripted', 'markPendingReveals', 'loadScripts']);
  }
});

test("the development server keeps Gatsby's set-up", () => {
  expect(configure('develop').changes).toEqual([]);
});
