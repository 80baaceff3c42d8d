/**
 * The owner drops JPEGs into data/images; visitors get small modern formats. Checked over the
 * build output.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { servicePath } from '../src/lib/routes';
import { readData } from './support/screens';

const PUBLIC = path.resolve(__dirname, '../public');
const services = readData('services.json');

test('service images are served as AVIF and WebP in several widths, with their space reserved', async () => {
  const html = fs.readFileSync(path.join(PUBLIC, servicePath(services[0]), 'index.html'), 'utf8');
  // The service's own picture (the page banner before it is a fixed file).
  const picture = [...html.matchAll(/<picture[\s\S]*?<\/picture>/g)].map((m) => m[0]).find((p) => p.includes('image/avif')) ?? '';
  const avif = picture.match(/<source type="image\/avif"[^>]*srcset="([^"]+)"/i)?.[1] ?? '';
  const webp = picture.match(/<source type="image\/webp"[^>]*srcset="([^"]+)"/i)?.[1] ?? '';
  expect(avif.split(',').length).toBeGreaterThan(1);
  expect(webp.split(',').length).toBeGreaterThan(1);
  const firstAvif = avif.split(',')[0].trim().split(' ')[0];
  const file = path.join(PUBLIC, decodeURIComponent(firstAvif));
  const meta = await sharp(file).metadata();
  expect(meta.format).toBe('heif');
  const original = await sharp(path.join('data', services[0].image)).metadata();
  expect(meta.width).toBeLessThan(original.width ?? 0);
  expect(fs.statSync(file).size).toBeLessThan(fs.statSync(path.join('data', services[0].image)).size);
  // Width and height are set, so the space is reserved before the picture arrives.
  const img = picture.match(/<img[^>]*>/)?.[0] ?? '';
  expect(img).toMatch(/ width="\d+"/);
  expect(img).toMatch(/ height="\d+"/);
});
