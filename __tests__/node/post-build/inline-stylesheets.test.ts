/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineStylesheets, inlineStylesheetsStep } from '../../../src/node/post-build/inline-stylesheets';
import { PageStepError } from '../../../src/node/post-build/page-steps';

describe('stylesheets inlined in each page', () => {
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
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-stylesheets-'));
    fs.writeFileSync(path.join(publicDir, 'app-2.css'), '.card{padding:2px}');
    fs.writeFileSync(path.join(publicDir, 'home-2.css'), '.h{color:green}');
    const assets = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
    const step = inlineStylesheetsStep(publicDir, { app: assets('app-2.css', 'app.js'), 'component---home': assets('home-2.css', 'home.js') });
    const built = { path: '/', component: 'component---home', file: 'index.html', canonical: true, matchPath: null };
    // A page Gatsby kept from the build before, with the stylesheets of that build.
    const kept = page(sheet('/app-1.css', '.card{padding:1px}'), sheet('/home-1.css', '.h{color:red}'));
    expect(step.rewrite(kept, built)).toBe(page(sheet('/app-2.css', '.card{padding:2px}'), sheet('/home-2.css', '.h{color:green}')));
    expect(step.inputs(built)).toBe('/app-2.css /home-2.css');
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});
