/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { BuiltPage } from '../../../src/node/pages/built-pages';
import { writeOgImages } from '../../../src/node/post-build/og-images';
import { OG_IMAGE_SIZE, ogImagePath } from '../../../src/lib/seo';

let publicDir: string;
let cacheDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-'));
});
afterEach(() => [publicDir, cacheDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const page = (pagePath: string, canonical = true): BuiltPage => ({
  path: pagePath,
  component: 'c',
  file: path.join(pagePath.slice(1), 'index.html'),
  canonical,
  matchPath: null,
});
const writePage = ({ file }: BuiltPage, title: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), `<html><head><meta property="og:title" content="${title}"/></head><body></body></html>`);
};
const imageOf = (pagePath: string) => path.join(publicDir, ogImagePath(pagePath));

// Drawing a card with sharp takes about a second of CPU each, more on a busy machine.
jest.setTimeout(30_000);

test('each canonical page gets a JPEG card of the link-preview size; alias pages get none', async () => {
  const about = page('/about');
  const alias = page('/landing/about', false);
  writePage(about, 'The title of a page');
  writePage(alias, 'The title of a page');
  await expect(writeOgImages(publicDir, cacheDir, 'Studio', [about, alias])).resolves.toEqual({ written: 1, unchanged: 0 });
  const metadata = await sharp(imageOf('/about')).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height });
  expect(fs.existsSync(imageOf('/landing/about'))).toBe(false);
});

test('the next build draws again only the cards whose title changed, or whose file is gone or was replaced', async () => {
  const pages = ['/about', '/contact', '/services', '/ourjobs'].map((pagePath) => page(pagePath));
  pages.forEach((p, index) => writePage(p, `Page ${index}`));
  await expect(writeOgImages(publicDir, cacheDir, 'Studio', pages)).resolves.toEqual({ written: 4, unchanged: 0 });
  const first = fs.readFileSync(imageOf('/about'));

  await expect(writeOgImages(publicDir, cacheDir, 'Studio', pages)).resolves.toEqual({ written: 0, unchanged: 4 });

  writePage(pages[0], 'A new title');
  fs.rmSync(imageOf('/contact'));
  fs.writeFileSync(imageOf('/services'), 'not a picture');
  await expect(writeOgImages(publicDir, cacheDir, 'Studio', pages)).resolves.toEqual({ written: 3, unchanged: 1 });
  expect(fs.readFileSync(imageOf('/about')).equals(first)).toBe(false);
  await expect(sharp(imageOf('/services')).metadata()).resolves.toMatchObject({ format: 'jpeg' });

  // Another site name changes every card.
  await expect(writeOgImages(publicDir, cacheDir, 'Another Studio', pages)).resolves.toEqual({ written: 4, unchanged: 0 });
});

test('a canonical page without og:title stops the step, naming the page', async () => {
  const about = page('/about');
  fs.mkdirSync(path.join(publicDir, 'about'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, about.file), '<html><head></head></html>');
  await expect(writeOgImages(publicDir, cacheDir, 'Studio', [about])).rejects.toThrow('page /about (public/about/index.html) has no <meta property="og:title">');
});
