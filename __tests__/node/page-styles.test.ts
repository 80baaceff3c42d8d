/**
 * @jest-environment node
 */
import path from 'node:path';
import {
  classNamer,
  orderStylesheets,
  orderStylesheetsStep,
  shortClassName,
  shortenClassNames,
  splitStylesByPage,
} from '../../src/node/page-styles';
import { PageStepError } from '../../src/node/built-pages';

describe('class names', () => {
  test('are six letters and digits, start with a letter, and depend on the file and the class', () => {
    const name = shortClassName('src/components/layout/header.module.css', 'brand');
    expect(name).toMatch(/^[a-zA-Z][a-zA-Z0-9]{5}$/);
    expect(shortClassName('src/components/layout/header.module.css', 'brand')).toBe(name);
    expect(shortClassName('src/components/layout/footer.module.css', 'brand')).not.toBe(name);
    expect(shortClassName('src/components/layout/header.module.css', 'bar')).not.toBe(name);
  });

  test("css-loader's hook names a class from its file's path relative to the project", () => {
    const getLocalIdent = classNamer();
    const context = { resourcePath: path.join('/site', 'src', 'pages', 'contact.module.css') };
    expect(getLocalIdent(context, '[hash]', 'layout', { context: '/site' })).toBe(shortClassName('src/pages/contact.module.css', 'layout'));
  });

  test('two classes with the same short name stop the build, naming both', () => {
    const getLocalIdent = classNamer(() => 'aaaaaa');
    const header = { resourcePath: '/site/src/header.module.css' };
    expect(getLocalIdent(header, '', 'brand', { context: '/site' })).toBe('aaaaaa');
    expect(getLocalIdent(header, '', 'brand', { context: '/site' })).toBe('aaaaaa');
    expect(() => getLocalIdent({ resourcePath: '/site/src/footer.module.css' }, '', 'links', { context: '/site' })).toThrow(
      'Two CSS classes got the same short name "aaaaaa": src/header.module.css .brand and src/footer.module.css .links',
    );
  });

  test('every css-loader for CSS modules gets the hook, wherever the rule sits; plain CSS keeps its names', () => {
    const hook = classNamer();
    const modules = { loader: '/nm/css-loader/dist/cjs.js', options: { modules: { namedExport: true } } };
    const plain = { loader: '/nm/css-loader/dist/cjs.js', options: { modules: false } };
    const extract = { loader: '/nm/mini-css-extract-plugin/dist/loader.js', options: { modules: { namedExport: true } } };
    const config = { module: { rules: [{ oneOf: [{ use: [extract, modules] }, { use: [plain] }] }, { test: /\.js$/ }] } };
    shortenClassNames(config, hook);
    expect(modules.options.modules).toEqual({ namedExport: true, getLocalIdent: hook });
    expect(plain.options.modules).toBe(false);
    expect(extract.options.modules).toEqual({ namedExport: true });
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

  const sheet = (file: string, css: string) => `<style data-href="${file}" data-identity="gatsby-global-css">${css}</style>`;
  const page = (...sheets: string[]) => `<html><head><meta charset="utf-8"/>${sheets.join('')}<title>t</title></head><body></body></html>`;

  test("a page's stylesheets take the given order, in the places they held; unknown ones go last", () => {
    const html = page(sheet('/component.css', '.a{color:red}'), sheet('/extra.css', '.x{}'), sheet('/app.css', '.card{padding:0}'));
    expect(orderStylesheets(html, ['/app.css', '/component.css'])).toBe(
      page(sheet('/app.css', '.card{padding:0}'), sheet('/component.css', '.a{color:red}'), sheet('/extra.css', '.x{}')),
    );
  });

  test('a page already in order, or without stylesheets, is left alone', () => {
    const html = page(sheet('/app.css', ''), sheet('/component.css', ''));
    expect(orderStylesheets(html, ['/app.css', '/component.css'])).toBe(html);
    expect(orderStylesheets(page(), ['/app.css'])).toBe(page());
  });

  test('a page without the app\'s stylesheet stops the step, saying what it looked for', () => {
    expect(() => orderStylesheets(page(sheet('/component.css', '')), ['/app.css', '/component.css'], ['/app.css'])).toThrow(
      new PageStepError('found no inlined stylesheet <style data-href="/app.css">'),
    );
  });

  test("as a step: each page gets the app's stylesheets, then its component's, from webpack's chunk groups", () => {
    const assets = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
    const step = orderStylesheetsStep({ app: assets('app.css', 'app.js'), 'component---home': assets('home.css', 'home.js') });
    const home = page(sheet('/home.css', 'h'), sheet('/app.css', 'a'));
    const built = { path: '/', component: 'component---home', file: 'index.html', canonical: true };
    expect(step.rewrite(home, built)).toBe(page(sheet('/app.css', 'a'), sheet('/home.css', 'h')));
    expect(() => step.rewrite(page(), built)).toThrow(PageStepError);
  });
});
