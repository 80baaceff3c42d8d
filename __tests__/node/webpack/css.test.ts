/**
 * @jest-environment node
 */
import path from 'node:path';
import { className } from '../../../src/node/webpack/class-names';
import { perPageCss, sameClassNamesInBothStages, splitStylesByPage, extractStylesInOneCompilation } from '../../../src/node/webpack/css';

describe('class names', () => {
  test("every css-loader for CSS modules gets the same hook, wherever the rule sits, which names a class from its file's path in the project; plain CSS keeps its names", () => {
    const modules = { loader: '/nm/css-loader/dist/cjs.js', options: { modules: { namedExport: true } as Record<string, unknown> } };
    const plain = { loader: '/nm/css-loader/dist/cjs.js', options: { modules: false } };
    const extract = { loader: '/nm/mini-css-extract-plugin/dist/loader.js', options: { modules: { namedExport: true } } };
    sameClassNamesInBothStages({ module: { rules: [{ oneOf: [{ use: [extract, modules] }, { use: [plain] }] }, { test: /\.js$/ }] } });
    const getLocalIdent = modules.options.modules.getLocalIdent as (...args: unknown[]) => string;
    const context = { resourcePath: path.join('/site', 'src', 'pages', 'contact.module.css') };
    expect(getLocalIdent(context, '[name]--[local]--[hash:hex:5]', 'layout', { context: '/site' })).toBe(className('src/pages/contact.module.css', 'layout'));
    expect(plain.options.modules).toBe(false);
    expect(extract.options.modules).toEqual({ namedExport: true });
  });

  test('a Gatsby whose configuration has no css-loader for CSS modules stops the build with a pointer here', () => {
    expect(() => sameClassNamesInBothStages({ module: { rules: [{ test: /\.js$/ }] } })).toThrow('src/node/webpack/css.ts');
  });
});

describe('stylesheets per page', () => {
  test("Gatsby's one stylesheet for every page is switched off", () => {
    const config = { optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: 'styles' } } } } };
    splitStylesByPage(config);
    expect(config.optimization.splitChunks.cacheGroups).toEqual({ framework: {}, styles: false });
  });

  test('a Gatsby without that stylesheet stops the build with a pointer here', () => {
    expect(() => splitStylesByPage({ optimization: { splitChunks: { cacheGroups: {} } } })).toThrow('src/node/webpack/css.ts');
  });

  test("the CSS extract plugin builds the CSS in the build's own compilation; a build without that one plugin stops", () => {
    class MiniCssExtractPlugin {
      options = { filename: '[name].css', experimentalUseImportModule: false };
    }
    class OtherPlugin {
      options = {};
    }
    const extractor = new MiniCssExtractPlugin();
    extractStylesInOneCompilation({ plugins: [new OtherPlugin(), extractor] });
    expect(extractor.options).toEqual({ filename: '[name].css', experimentalUseImportModule: true });
    expect(() => extractStylesInOneCompilation({ plugins: [new OtherPlugin()] })).toThrow('src/node/webpack/css.ts');
    expect(() => extractStylesInOneCompilation({ plugins: [extractor, new MiniCssExtractPlugin()] })).toThrow('2 CSS extract plugins');
  });
});

test("PER_PAGE_CSS switches the per-page CSS off for Gatsby's one stylesheet, and any other value stops the build", () => {
  expect(perPageCss({})).toBe(true);
  expect(perPageCss({ PER_PAGE_CSS: 'on' })).toBe(true);
  expect(perPageCss({ PER_PAGE_CSS: 'off' })).toBe(false);
  expect(() => perPageCss({ PER_PAGE_CSS: 'no' })).toThrow('PER_PAGE_CSS is "on" (the default) or "off"');
});
