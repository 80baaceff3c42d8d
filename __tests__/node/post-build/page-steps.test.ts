/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuiltPage } from '../../../src/node/pages/built-pages';
import { PageStepError, runPageSteps, type PageStep } from '../../../src/node/post-build/page-steps';

let publicDir: string;
let cacheDir: string;
beforeEach(() => {
  markInputs = 'v1';
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-'));
});
afterEach(() => [publicDir, cacheDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), html);
};
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

/** A step that marks the body, and fails on a page without one. */
let markInputs = 'v1';
const mark: PageStep = {
  name: 'mark',
  inputs: () => markInputs,
  rewrite: (html) => {
    if (!html.includes('<body>')) throw new PageStepError('found no <body>');
    return html.replace('<body>', '<body data-marked>');
  },
};

test('every page goes through the steps once; a page Gatsby did not write again is left alone', () => {
  const pages: BuiltPage[] = [
    { path: '/', component: 'c', file: 'index.html', canonical: true, matchPath: null },
    { path: '/about', component: 'c', file: 'about/index.html', canonical: true, matchPath: null },
  ];
  write('index.html', '<html><body>home</body></html>');
  write('about/index.html', '<html><body>about</body></html>');
  expect(runPageSteps(publicDir, cacheDir, pages, [mark])).toEqual({ rewritten: 2, unchanged: 0, problems: [] });
  expect(read('index.html')).toBe('<html><body data-marked>home</body></html>');

  // The next build: Gatsby writes the about page again, and keeps the home page.
  write('about/index.html', '<html><body>about, edited</body></html>');
  expect(runPageSteps(publicDir, cacheDir, pages, [mark])).toEqual({ rewritten: 1, unchanged: 1, problems: [] });
  expect(read('index.html')).toBe('<html><body data-marked>home</body></html>');
  expect(read('about/index.html')).toBe('<html><body data-marked>about, edited</body></html>');

  // What the step writes from elsewhere changed (new stylesheets): every page goes through it again.
  markInputs = 'v2';
  expect(runPageSteps(publicDir, cacheDir, pages, [{ ...mark, rewrite: (html) => html.replace('data-marked', 'data-marked="v2"') }])).toEqual({
    rewritten: 2,
    unchanged: 0,
    problems: [],
  });
  expect(read('index.html')).toBe('<html><body data-marked="v2">home</body></html>');
});

test('a page a step cannot rewrite, or a page Gatsby did not write, is named with the step; the others are still rewritten', () => {
  const pages: BuiltPage[] = [
    { path: '/', component: 'c', file: 'index.html', canonical: true, matchPath: null },
    { path: '/odd', component: 'c', file: 'odd/index.html', canonical: true, matchPath: null },
    { path: '/gone', component: 'c', file: 'gone/index.html', canonical: true, matchPath: null },
  ];
  write('index.html', '<html><body>home</body></html>');
  write('odd/index.html', '<html><main>no body tag</main></html>');
  const outcome = runPageSteps(publicDir, cacheDir, pages, [mark]);
  expect(outcome.problems).toEqual([
    'mark: page /odd (public/odd/index.html): found no <body>',
    'page /gone: Gatsby wrote no gone/index.html',
  ]);
  expect(outcome.rewritten).toBe(1);
  expect(read('odd/index.html')).toBe('<html><main>no body tag</main></html>');
});
