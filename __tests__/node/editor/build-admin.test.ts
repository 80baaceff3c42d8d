/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminPage, configFileName, pruneAdminOutput } from '../../../src/node/editor/build-admin';
import { CDN_FONT_FACES, withoutCdnFonts } from '../../../src/node/editor/bundle';

const ROOT = path.resolve(__dirname, '../../..');

test("the editor's page: not indexed, its configuration and one script of our own, and nothing of the site's", () => {
  const html = adminPage({ title: 'Brightlane Digital · Content', entry: 'cms.0123456789ab.js', config: 'config.ba9876543210.json' });
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<link rel="cms-config-url" type="application/json" href="/admin/config.ba9876543210.json">');
  expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script type="module" src="/admin/cms.0123456789ab.js">']);
  expect(html).not.toMatch(/https?:\/\//);
  expect(html).not.toMatch(/___gatsby|page-data|webpack-runtime/);
});

test('the title is escaped', () => {
  expect(adminPage({ title: 'A & B <Co>', entry: 'e.js', config: 'c.json' })).toContain('<title>A &amp; B &lt;Co&gt;</title>');
});

test('the configuration file is named after its content', () => {
  expect(configFileName('{"a":1}\n')).toMatch(/^config\.[0-9a-f]{12}\.json$/);
  expect(configFileName('{"a":1}\n')).not.toBe(configFileName('{"a":2}\n'));
});

test("the pinned CMS's stylesheet loads its three fonts from a CDN; the bundle drops exactly those rules and keeps the rest", () => {
  const source = fs.readFileSync(path.join(ROOT, 'node_modules/@sveltia/cms/npm/index.js'), 'utf8');
  const { source: stripped, removed } = withoutCdnFonts(source);
  expect(removed).toBe(CDN_FONT_FACES);
  expect(stripped).not.toContain('cdn.jsdelivr.net');
  expect(stripped).toContain(".material-symbols-outlined {");
  expect(source.length - stripped.length).toBeLessThan(2000);
});

test('after the build, public/admin keeps only what static/admin has, and the precompressed copies of those files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-prune-'));
  try {
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), 'x');
    };
    ['static/admin/index.html', 'static/admin/config.b.json', 'static/admin/chunks/new.js'].forEach(write);
    ['public/admin/index.html', 'public/admin/config.a.json', 'public/admin/config.b.json', 'public/admin/chunks/old.js', 'public/admin/chunks/new.js', 'public/index.html'].forEach(write);
    ['public/admin/chunks/new.js.br', 'public/admin/chunks/new.js.gz', 'public/admin/config.a.json.br'].forEach(write);
    expect(pruneAdminOutput(root, path.join(root, 'public'), ['.br', '.gz'])).toBe(3);
    expect(fs.readdirSync(path.join(root, 'public/admin'), { recursive: true, encoding: 'utf8' }).sort()).toEqual([
      'chunks',
      'chunks/new.js',
      'chunks/new.js.br',
      'chunks/new.js.gz',
      'config.b.json',
      'index.html',
    ]);
    expect(fs.existsSync(path.join(root, 'public/index.html'))).toBe(true);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
