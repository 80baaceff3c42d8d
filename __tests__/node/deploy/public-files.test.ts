/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { hashedAssets } from '../../../src/node/deploy/cache-rules';
import { writeFlatPages } from '../../../src/node/deploy/flat-pages';
import { precompress } from '../../../src/node/deploy/precompress';
import { privateFilesIn, removePrivateFiles } from '../../../src/node/deploy/private-files';
import { removeStaleRootAssets, staleRootAssets } from '../../../src/node/deploy/stale-assets';

let publicDir: string;
let cacheDir: string;
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), content);
};
const exists = (file: string) => fs.existsSync(path.join(publicDir, file));
const read = (file: string) => fs.readFileSync(path.join(publicDir, file));
const TEXT = `<!DOCTYPE html><p>${'A page of the site. '.repeat(200)}</p>`;

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-'));
});
afterEach(() => [publicDir, cacheDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('compressed twins', () => {
  test('text files get .gz and .br twins that unpack to them; small, binary and private files get none', async () => {
    write('about/index.html', TEXT);
    write('app-0123456789abcdef0123.js', TEXT);
    write('robots.txt', 'User-agent: *');
    write('static/abc/seo.avif', Buffer.alloc(4096, 1));
    write('app-0123456789abcdef0123.js.map', TEXT);
    write('webpack.stats.json', TEXT);
    // The page and the script hold the same text here: one gzip for both, and a Brotli for each, as
    // a page is compressed at Brotli's quality 10 and a script at its strongest, 11.
    expect(await precompress(publicDir, cacheDir)).toEqual({ written: 4, compressed: 3, removed: 0 });
    const brotliAt = (quality: number) => zlib.brotliCompressSync(TEXT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: TEXT.length } });
    expect(read('about/index.html.br').equals(brotliAt(10))).toBe(true);
    expect(read('app-0123456789abcdef0123.js.br').equals(brotliAt(11))).toBe(true);
    expect(zlib.brotliDecompressSync(read('about/index.html.br')).toString()).toBe(TEXT);
    expect(zlib.gunzipSync(read('app-0123456789abcdef0123.js.gz')).toString()).toBe(TEXT);
    for (const file of ['robots.txt.gz', 'static/abc/seo.avif.br', 'app-0123456789abcdef0123.js.map.gz', 'webpack.stats.json.br']) expect([file, exists(file)]).toEqual([file, false]);
  });

  test('files with the same bytes, such as a page and its flat copy, are compressed once and get the same twins', async () => {
    write('about/index.html', TEXT);
    write('about.html', TEXT);
    write('contact/index.html', `${TEXT}<p>contact</p>`);
    expect(await precompress(publicDir, cacheDir)).toEqual({ written: 6, compressed: 4, removed: 0 });
    expect(read('about.html.br').equals(read('about/index.html.br'))).toBe(true);
    expect(zlib.gunzipSync(read('about.html.gz')).toString()).toBe(TEXT);
    expect(zlib.brotliDecompressSync(read('contact/index.html.br')).toString()).toContain('contact');
  });

  test('only files whose content changed are compressed again, and twins of files that are gone are removed', async () => {
    write('about/index.html', TEXT);
    write('contact/index.html', `${TEXT}<p>contact</p>`);
    write('services/index.html', `${TEXT}<p>services</p>`);
    write('downloads/brochure.pdf.gz', 'not ours');
    await precompress(publicDir, cacheDir);
    write('about/index.html', `${TEXT}<p>changed</p>`);
    fs.rmSync(path.join(publicDir, 'contact/index.html'));
    // Written again with the same bytes, as Gatsby writes every page on every build: left alone.
    write('services/index.html', `${TEXT}<p>services</p>`);
    expect(await precompress(publicDir, cacheDir)).toEqual({ written: 2, compressed: 2, removed: 2 });
    // A twin gone missing is made again.
    fs.rmSync(path.join(publicDir, 'services/index.html.br'));
    expect(await precompress(publicDir, cacheDir)).toEqual({ written: 1, compressed: 1, removed: 0 });
    expect(zlib.gunzipSync(read('about/index.html.gz')).toString()).toContain('changed');
    expect(exists('contact/index.html.br')).toBe(false);
    expect(exists('downloads/brochure.pdf.gz')).toBe(true);
  });
});

test('the build internals are found and removed, and nothing else', () => {
  for (const file of ['webpack.stats.json', 'chunk-map.json', '_gatsby/slices/_gatsby-scripts-1.html', 'app-1.js.map', 'static/x/y.css.map', 'app-1.js', 'app-1.js.LICENSE.txt']) write(file, '{}');
  expect(privateFilesIn(publicDir)).toEqual(['_gatsby/slices/_gatsby-scripts-1.html', 'app-1.js.map', 'chunk-map.json', 'static/x/y.css.map', 'webpack.stats.json']);
  removePrivateFiles(publicDir);
  expect(privateFilesIn(publicDir)).toEqual([]);
  expect(['app-1.js', 'app-1.js.LICENSE.txt'].map(exists)).toEqual([true, true]);
});

test('each page gets a flat copy for static CDNs, kept equal to it; copies of pages that are gone are removed', () => {
  write('index.html', 'home');
  write('about/index.html', 'about');
  write('services/5/Website_Design/index.html', 'service 5');
  write('gone.html', 'old copy');
  fs.mkdirSync(path.join(publicDir, 'gone'));
  const pages = [
    { file: 'about.html', source: 'about/index.html' },
    { file: 'services/5/Website_Design.html', source: 'services/5/Website_Design/index.html' },
    { file: 'services/by-number/5/index.html', source: 'services/5/Website_Design/index.html' },
  ];
  write('services/by-number/99/index.html', 'an entry that is gone');
  write('services/by-number/98.html', 'an entry copy of an earlier layout');
  // A page of its own beside the folder of another page that has no index.html: the family's
  // fallback page ourjobs/404.html beside job 404's ourjobs/404/.
  write('ourjobs/404.html', 'the first job, with status 404');
  write('ourjobs/404/naira-ledger/index.html', 'job 404');
  const pageFiles = new Set(['index.html', 'about/index.html', 'services/5/Website_Design/index.html', 'ourjobs/404.html', 'ourjobs/404/naira-ledger/index.html']);
  expect(writeFlatPages(publicDir, pages, pageFiles)).toEqual({ written: 3, removed: 3 });
  expect(read('ourjobs/404.html').toString()).toBe('the first job, with status 404');
  expect(read('services/by-number/5/index.html').toString()).toBe('service 5');
  expect(exists('services/by-number/99/index.html')).toBe(false);
  expect(exists('services/by-number/98.html')).toBe(false);
  expect(read('about.html').toString()).toBe('about');
  expect(read('services/5/Website_Design.html').toString()).toBe('service 5');
  expect(exists('gone.html')).toBe(false);
  expect(writeFlatPages(publicDir, pages, pageFiles)).toEqual({ written: 0, removed: 0 });
  write('about/index.html', 'about, changed');
  expect(writeFlatPages(publicDir, pages, pageFiles)).toEqual({ written: 1, removed: 0 });
  expect(read('about.html').toString()).toBe('about, changed');
});

test('only files named by their content may be kept for a year', () => {
  write('app-0123456789abcdef0123.js', '');
  write('styles.0123456789abcdef0123.css', '');
  write('sw.js', '');
  write('static/0dd0ea78e551c44bbbad1b05a61f6843/316b8/seo.avif', '');
  write('static/font-d6578b4e85b986795c74e4a02db6d680.woff2', '');
  write('static/logo.png', '');
  expect(hashedAssets(publicDir)).toEqual({
    rootAssets: ['app-0123456789abcdef0123.js', 'styles.0123456789abcdef0123.css'],
    unhashed: ['sw.js', 'static/logo.png'],
  });
});

describe('scripts and stylesheets of earlier builds', () => {
  const hash = (digit: string) => digit.repeat(20);
  const groups = {
    app: { assets: [{ name: `app-${hash('a')}.js` }, { name: `app.${hash('b')}.css` }] },
    'component---src-pages-index-tsx': { assets: [{ name: `component---src-pages-index-tsx-${hash('c')}.js` }, { name: `component---src-pages-index-tsx-${hash('c')}.js.map` }] },
  };

  test('a file no chunk group or kept script names is removed; what the runtime loads later stays, and every other file', () => {
    // The runtime's map of chunks loaded later names them by hash only.
    write(`app-${hash('a')}.js`, `var chunks = { 452: "${hash('d')}" };`);
    write(`app.${hash('b')}.css`, 'body{}');
    write(`component---src-pages-index-tsx-${hash('c')}.js`, 'page();');
    write(`452-${hash('d')}.js`, `load("${hash('e')}")`);
    write(`453-${hash('e')}.js`, 'later();');
    write(`app-${hash('1')}.js`, 'an earlier build();');
    write(`app.${hash('2')}.css`, 'body{color:red}');
    write('index.html', TEXT);
    write('static/abc/seo.avif', 'x');
    expect(removeStaleRootAssets(publicDir, groups)).toEqual([`app-${hash('1')}.js`, `app.${hash('2')}.css`]);
    expect(hashedAssets(publicDir).rootAssets).toEqual([`452-${hash('d')}.js`, `453-${hash('e')}.js`, `app-${hash('a')}.js`, `app.${hash('b')}.css`, `component---src-pages-index-tsx-${hash('c')}.js`]);
    expect(['index.html', 'static/abc/seo.avif'].every(exists)).toBe(true);
  });

  test('chunk groups that name none of the files stop the build', () => {
    write(`app-${hash('1')}.js`, 'an earlier build();');
    expect(() => staleRootAssets(publicDir, groups)).toThrow('names none of the scripts and stylesheets');
    expect(exists(`app-${hash('1')}.js`)).toBe(true);
  });
});
