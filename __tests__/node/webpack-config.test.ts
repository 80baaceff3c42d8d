/**
 * @jest-environment node
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { configureWebpack } from '../../src/node/webpack-config';

/** Gatsby's configuration, reduced to the parts the build changes. */
function gatsbyConfig() {
  return {
    mode: 'production',
    entry: { app: '/production-app.js' },
    module: { rules: [{ oneOf: [{ use: [{ loader: '/nm/css-loader/dist/cjs.js', options: { modules: { namedExport: true } } }] }] }] },
    optimization: { splitChunks: { cacheGroups: { styles: { name: 'styles' } } } },
  };
}

function configure(stage: string) {
  const config = gatsbyConfig();
  const replaceWebpackConfig = jest.fn();
  (configureWebpack as (a: unknown) => void)({ stage, getConfig: () => config, actions: { replaceWebpackConfig } } as unknown as CreateWebpackConfigArgs);
  return { config, replaceWebpackConfig };
}

const cssModules = (config: ReturnType<typeof gatsbyConfig>) => config.module.rules[0].oneOf[0].use[0].options.modules as Record<string, unknown>;

test('the browser bundle gets the early entries, a stylesheet per page and short class names', () => {
  const { config, replaceWebpackConfig } = configure('build-javascript');
  expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
  expect(config.mode).toBe('production');
  expect(Object.keys(config.entry)).toEqual(['app', 'early-react', 'early-libraries']);
  expect(config.optimization.splitChunks.cacheGroups.styles).toBe(false);
  expect(cssModules(config).getLocalIdent).toEqual(expect.any(Function));
});

test('server rendering gets the same class names, and nothing else', () => {
  const { config, replaceWebpackConfig } = configure('build-html');
  expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
  expect(config.entry).toEqual({ app: '/production-app.js' });
  expect(config.optimization.splitChunks.cacheGroups.styles).toEqual({ name: 'styles' });
  const context = { resourcePath: '/site/src/a.module.css' };
  const name = (cssModules(config).getLocalIdent as (...a: unknown[]) => string)(context, '', 'title', { context: '/site' });
  const browser = configure('build-javascript').config;
  expect((cssModules(browser).getLocalIdent as (...a: unknown[]) => string)(context, '', 'title', { context: '/site' })).toBe(name);
});

test('the development server keeps Gatsby\'s set-up', () => {
  for (const stage of ['develop', 'develop-html']) expect(configure(stage).replaceWebpackConfig).not.toHaveBeenCalled();
});
