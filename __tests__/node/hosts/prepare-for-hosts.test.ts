/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostPlanOf } from '../../../src/node/hosts/host-pages';
import { pagesAt } from '../../support/site-pages';
import { siteSources, strayHtmlFiles, writePagePolicies } from '../../../src/node/hosts/prepare-for-hosts';
import { compileInlineScripts } from '../../../src/node/webpack/inline-scripts';
import type { SiteSources } from '../../../src/node/hosts/security-headers';

const SOURCES: SiteSources = { mapOrigin: 'https://www.openstreetmap.org', emailOrigin: null };
const page = (body: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;

let publicDir: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), content);
};
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const { plan } = hostPlanOf(pagesAt([
  { path: '/', matchPath: null },
  { path: '/about', matchPath: null },
  { path: '/contact', matchPath: null },
  { path: '/404.html', matchPath: null },
]));

test('each page gets its policy once; an unknown script, a missing file or a page without charset is named with its page', () => {
  write('index.html', page(`<script>${compileInlineScripts().markScripted}</script>`));
  write('about/index.html', page('<script>alert("hi")</script>'));
  write('404.html', '<html><head></head><body>Not found</body></html>');
  const first = writePagePolicies(publicDir, plan, SOURCES);
  expect(first.problems).toEqual([
    'page /404.html (public/404.html): no <meta charSet="utf-8"/> to put the policy after',
    'page /about (public/about/index.html): an inline script of no known kind: <script>alert("hi")…',
    'page /contact: public/contact/index.html is missing',
  ]);
  expect(fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8')).toContain('<meta http-equiv="Content-Security-Policy" content="default-src');
  expect(first.changed).toBe(2);
  expect(writePagePolicies(publicDir, plan, SOURCES).changed).toBe(0);
});

test('an HTML file that is no page, no flat copy and no build internal is reported', () => {
  for (const file of ['index.html', 'about/index.html', 'about.html', '404.html', '_gatsby/slices/_gatsby-scripts-1.html', 'extra/landing.html']) write(file, page(''));
  expect(strayHtmlFiles(publicDir, plan)).toEqual(['extra/landing.html']);
});

describe('where the pages may connect and frame', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const keys = {
    GATSBY_EMAILJS_PUBLIC_KEY: 'key',
    GATSBY_EMAILJS_SERVICE_ID: 'service',
    GATSBY_EMAILJS_TEMPLATE_ID: 'notice',
    GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'reply',
  };
  const MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=3.4';

  test("the form's configured origin, EmailJS's own by default, none without a form; the map's origin", () => {
    Object.assign(process.env, keys, { GATSBY_EMAILJS_ORIGIN: 'http://127.0.0.1:9001' });
    expect(siteSources(MAP)).toEqual({ mapOrigin: 'https://www.openstreetmap.org', emailOrigin: 'http://127.0.0.1:9001' });
    process.env.GATSBY_EMAILJS_ORIGIN = '';
    expect(siteSources(MAP).emailOrigin).toBe('https://api.emailjs.com');
    for (const name of Object.keys(keys)) delete process.env[name];
    expect(siteSources(MAP).emailOrigin).toBeNull();
  });
});
