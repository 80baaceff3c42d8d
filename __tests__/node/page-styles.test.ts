/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  className,
  inlineStylesheets,
  inlineStylesheetsStep,
  perPageCss,
  sameClassNamesInBothStages,
  splitStylesByPage,
  extractStylesInOneCompilation,
} from '../../src/node/page-styles';
import { PageStepError } from '../../src/node/built-pages';

describe('class names', () => {
  test("are Gatsby's readable file-module--class--hash, and depend on the file's path and the class", () => {
    const name = className('src/components/layout/header.module.css', 'brand');
    expect(name).toMatch(/^header-module--brand--[0-9a-f]{5}$/);
    expect(className('src/components/layout/header.module.css', 'brand')).toBe(name);
    expect(className('src/components/home/header.module.css', 'brand')).not.toBe(name);
    expect(className('src/components/layout/header.module.css', 'bar')).toMatch(/^header-module--bar--/);
  });

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
    expect(() => sameClassNamesInBothStages({ module: { rules: [{ test: /\.js$/ }] } })).toThrow('src/node/page-styles.ts');
  });
});

describe('stylesheets per page', () => {
  test("Gatsby's one stylesheet for every page is switched off", () => {
    const config = { optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: 'styles' } } } } };
    splitStylesByPage(config);
    expect(config.optimization.splitChunks.cacheGroups).toEqual({ framework: {}, styles: false });
  });

  test('a Gatsby without that stylesheet stops the build with a pointer here', () => {
    expect(() => splitStylesByPage({ optimization: { splitChunks: { cacheGroups: {} } } })).toThrow('src/node/page-styles.ts');
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
    expect(() => extractStylesInOneCompilation({ plugins: [new OtherPlugin()] })).toThrow('src/node/page-styles.ts');
    expect(() => extractStylesInOneCompilation({ plugins: [extractor, new MiniCssExtractPlugin()] })).toThrow('2 CSS extract plugins');
  });

  const sheet = (file: string, css: string) => `<style data-href="${file}" data-identity="gatsby-global-css">${css}</style>`;
  const page = (...sheets: string[]) => `<html><head><meta charset="utf-8"/>${sheets.join('')}<title>t</title></head><body></body></html>`;

  test("a page's stylesheets are written anew in the given order, where Gatsby's first one stood", () => {
    const html = page(sheet('/component.css', '.a{color:red}'), sheet('/app.css', '.card{padding:0}'));
    const sheets = [
      { href: '/app.css', css: '.card{padding:1px}' },
      { href: '/component.css', css: '.a{color:blue}' },
    ];
    expect(inlineStylesheets(html, sheets)).toBe(page(sheet('/app.css', '.card{padding:1px}'), sheet('/component.css', '.a{color:blue}')));
    expect(inlineStylesheets(inlineStylesheets(html, sheets), sheets)).toBe(inlineStylesheets(html, sheets));
  });

  test('a page without any stylesheet inlined by Gatsby stops the step, saying what it looked for', () => {
    expect(() => inlineStylesheets(page(), [{ href: '/app.css', css: '' }])).toThrow(
      new PageStepError('found no stylesheet inlined by Gatsby (<style data-href="…" data-identity="gatsby-global-css">)'),
    );
  });

  test("as a step: each page gets the build's current app stylesheets, then its component's, whatever it held", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
    fs.writeFileSync(path.join(publicDir, 'app-2.css'), '.card{padding:2px}');
    fs.writeFileSync(path.join(publicDir, 'home-2.css'), '.h{color:green}');
    const assets = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
    const step = inlineStylesheetsStep(publicDir, { app: assets('app-2.css', 'app.js'), 'component---home': assets('home-2.css', 'home.js') });
    const built = { path: '/', component: 'component---home', file: 'index.html', canonical: true };
    // A page Gatsby kept from the build before, with the stylesheets of that build.
    const kept = page(sheet('/app-1.css', '.card{padding:1px}'), sheet('/home-1.css', '.h{color:red}'));
    expect(step.rewrite(kept, built)).toBe(page(sheet('/app-2.css', '.card{padding:2px}'), sheet('/home-2.css', '.h{color:green}')));
    expect(step.inputs(built)).toBe('/app-2.css /home-2.css');
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});

test("PER_PAGE_CSS switches the per-page CSS off for Gatsby's one stylesheet, and any other value stops the build", () => {
  expect(perPageCss({})).toBe(true);
  expect(perPageCss({ PER_PAGE_CSS: 'on' })).toBe(true);
  expect(perPageCss({ PER_PAGE_CSS: 'off' })).toBe(false);
  expect(() => perPageCss({ PER_PAGE_CSS: 'no' })).toThrow('PER_PAGE_CSS is "on" (the default) or "off"');
});
