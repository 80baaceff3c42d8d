/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from '../../../src/node/hosts/precompress';
import { PAGE_TEXT, tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, cacheDir, write, exists, read } = tempPublicDir();

describe('precompressed copies', () => {
  test('text files get precompressed .gz and .br copies that unpack to them; small, binary and private files get none', async () => {
    write('about/index.html', PAGE_TEXT);
    write('page-data/about/page-data.json', PAGE_TEXT);
    write('app-0123456789abcdef0123.js', PAGE_TEXT);
    write('robots.txt', 'User-agent: *');
    write('static/abc/seo.avif', Buffer.alloc(4096, 1));
    write('app-0123456789abcdef0123.js.map', PAGE_TEXT);
    write('webpack.stats.json', PAGE_TEXT);
    // The page, its page data and the script hold the same text here: one gzip for all three, and
    // two Brotlis, as page data is compressed at Brotli's quality 10 and a page and a script at its
    // strongest, 11.
    expect(await precompress(publicDir(), cacheDir())).toEqual({ written: 6, compressed: 3, removed: 0 });
    const brotliAt = (quality: number) => zlib.brotliCompressSync(PAGE_TEXT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: PAGE_TEXT.length } });
    expect(read('about/index.html.br').equals(brotliAt(11))).toBe(true);
    expect(read('page-data/about/page-data.json.br').equals(brotliAt(10))).toBe(true);
    expect(read('app-0123456789abcdef0123.js.br').equals(brotliAt(11))).toBe(true);
    expect(zlib.brotliDecompressSync(read('about/index.html.br')).toString()).toBe(PAGE_TEXT);
    expect(zlib.gunzipSync(read('app-0123456789abcdef0123.js.gz')).toString()).toBe(PAGE_TEXT);
    for (const file of ['robots.txt.gz', 'static/abc/seo.avif.br', 'app-0123456789abcdef0123.js.map.gz', 'webpack.stats.json.br']) expect([file, exists(file)]).toEqual([file, false]);
  });

  test('files with the same bytes, such as a page and its flat copy, are compressed once and get the same precompressed copies', async () => {
    write('about/index.html', PAGE_TEXT);
    write('about.html', PAGE_TEXT);
    write('contact/index.html', `${PAGE_TEXT}<p>contact</p>`);
    expect(await precompress(publicDir(), cacheDir())).toEqual({ written: 6, compressed: 4, removed: 0 });
    expect(read('about.html.br').equals(read('about/index.html.br'))).toBe(true);
    expect(zlib.gunzipSync(read('about.html.gz')).toString()).toBe(PAGE_TEXT);
    expect(zlib.brotliDecompressSync(read('contact/index.html.br')).toString()).toContain('contact');
  });

  test('only files whose content changed are compressed again, and precompressed copies of files that are gone are removed', async () => {
    write('about/index.html', PAGE_TEXT);
    write('contact/index.html', `${PAGE_TEXT}<p>contact</p>`);
    write('services/index.html', `${PAGE_TEXT}<p>services</p>`);
    write('downloads/brochure.pdf.gz', 'not ours');
    await precompress(publicDir(), cacheDir());
    write('about/index.html', `${PAGE_TEXT}<p>changed</p>`);
    fs.rmSync(path.join(publicDir(), 'contact/index.html'));
    // Written again with the same bytes, as Gatsby writes every page on every build: left alone.
    write('services/index.html', `${PAGE_TEXT}<p>services</p>`);
    expect(await precompress(publicDir(), cacheDir())).toEqual({ written: 2, compressed: 2, removed: 2 });
    // A precompressed copy gone missing is made again.
    fs.rmSync(path.join(publicDir(), 'services/index.html.br'));
    expect(await precompress(publicDir(), cacheDir())).toEqual({ written: 1, compressed: 1, removed: 0 });
    expect(zlib.gunzipSync(read('about/index.html.gz')).toString()).toContain('changed');
    expect(exists('contact/index.html.br')).toBe(false);
    expect(exists('downloads/brochure.pdf.gz')).toBe(true);
  });

  test('a build that wants none (Cloudflare Pages compresses itself) writes none and removes those an earlier build left', async () => {
    write('about/index.html', PAGE_TEXT);
    write('downloads/brochure.pdf.gz', 'not ours');
    await precompress(publicDir(), cacheDir());
    expect(exists('about/index.html.br')).toBe(true);
    expect(await precompress(publicDir(), cacheDir(), { enabled: false })).toEqual({ written: 0, compressed: 0, removed: 2 });
    expect([exists('about/index.html.br'), exists('about/index.html.gz'), exists('downloads/brochure.pdf.gz')]).toEqual([false, false, true]);
    // Wanted again, they are made again.
    expect(await precompress(publicDir(), cacheDir())).toEqual({ written: 2, compressed: 2, removed: 0 });
  });
});
