import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { OG_IMAGE_SIZE, ogImagePath } from '../../lib/seo';
import type { BuiltPage } from '../pages/built-pages';
import { DigestRecord, digestOf } from './digest-record';

/**
 * Link-preview images: after the build, every page that is its own canonical page gets a
 * 1200 x 630 card with its title, drawn in the page family's colours. The title is the one the
 * page itself declares (og:title), so the picture always says what the page says. A picture is
 * drawn again only when what it shows changed (or its file did): a record in Gatsby's cache
 * keeps what each one was drawn from.
 */

/**
 * The cards' JPEG: progressive, with optimised Huffman tables and mozjpeg's quantisation table, but
 * without mozjpeg's trellis quantisation and scan search: 12 ms of processor time to encode a card
 * of about 38 KB, against 46 ms and 32 KB with every mozjpeg setting (docs/build-speed.md). A card is
 * fetched once by each platform a page is shared on, never by the page's visitors.
 */
const CARD_JPEG: sharp.JpegOptions = { quality: 82, progressive: true, optimiseCoding: true, quantisationTable: 3 };

type Family = { label: string; accent: string; glow: string };

const FAMILIES: [prefix: string, family: Family][] = [
  ['/services/', { label: 'Our Services', accent: '#22C55E', glow: '#16A34A' }],
  ['/ourjobs/', { label: 'Portfolio', accent: '#F5B301', glow: '#B7860B' }],
  ['/product/', { label: 'Inventory & POS Software', accent: '#22C55E', glow: '#0E7490' }],
  ['/terms', { label: 'Legal', accent: '#C9D2E3', glow: '#13284F' }],
  ['/privacy', { label: 'Legal', accent: '#C9D2E3', glow: '#13284F' }],
];
const DEFAULT_FAMILY: Family = { label: 'Lagos · PR · Web · Digital Marketing', accent: '#F5B301', glow: '#16A34A' };

function familyOf(pagePath: string): Family {
  return FAMILIES.find(([prefix]) => pagePath.startsWith(prefix))?.[1] ?? DEFAULT_FAMILY;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[.,;:]?$/, '')}…`;
  return kept;
}

function ogCardSvg(title: string, siteName: string, pagePath: string): string {
  const { width, height } = OG_IMAGE_SIZE;
  const family = familyOf(pagePath);
  const lines = wrap(title, 22, 3);
  const fontSize = lines.length > 2 ? 64 : 76;
  const top = 300 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const titleLines = lines
    .map((line, i) => `<text x="80" y="${top + i * fontSize * 1.15}" font-size="${fontSize}" font-weight="700" fill="#F7F5F0">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="0.9" cy="0.15" r="0.7">
      <stop offset="0" stop-color="${family.glow}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#0B1B3A" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="#0B1B3A"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <circle cx="1080" cy="560" r="220" fill="none" stroke="${family.accent}" stroke-opacity="0.25" stroke-width="2"/>
  <circle cx="1080" cy="560" r="160" fill="none" stroke="${family.accent}" stroke-opacity="0.35" stroke-width="2"/>
  <rect x="80" y="96" width="96" height="8" rx="4" fill="${family.accent}"/>
  <text x="80" y="150" font-size="30" font-weight="700" fill="${family.accent}" letter-spacing="2">${escapeXml(family.label.toUpperCase())}</text>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif">${titleLines}</g>
  <g transform="translate(80 500)">
    <rect width="64" height="64" rx="16" fill="#13284F"/>
    <path d="M16 45 L32 19 L48 45" fill="none" stroke="#22C55E" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M24 45 L40 45" stroke="#F5B301" stroke-width="6.5" stroke-linecap="round"/>
    <text x="88" y="44" font-size="34" font-weight="700" fill="#F7F5F0" font-family="DejaVu Sans, Liberation Sans, sans-serif">${escapeXml(siteName)}</text>
  </g>
</svg>`;
}

const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];
const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Where the drawing step remembers what each picture was drawn from, and the file it wrote. */
const RECORD_FILE = 'og-images.json';

type Drawn = { card: string; file: string };

/** How many preview pictures were drawn, and how many were still current from an earlier build. */
export type OgImagesOutcome = { written: number; unchanged: number };

/**
 * Writes the preview image of every canonical page of the build whose card is new or changed,
 * remembering in `cacheDir` what it drew; throws if such a page declares no og:title.
 */
export async function writeOgImages(publicDir: string, cacheDir: string, siteName: string, pages: readonly BuiltPage[]): Promise<OgImagesOutcome> {
  const record = new DigestRecord<Drawn>(cacheDir, RECORD_FILE);
  const outcome: OgImagesOutcome = { written: 0, unchanged: 0 };
  const drawings: (() => Promise<void>)[] = [];
  for (const { file, path: pagePath } of pages.filter((page) => page.canonical)) {
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    const title = attribute(html, /<meta[^>]+property="og:title"[^>]+content="([^"]*)"/);
    if (title === undefined) throw new Error(`Link-preview images: page ${pagePath} (public/${file}) has no <meta property="og:title">`);
    const pageTitle = unescapeHtml(title).split(' · ')[pagePath === '/' ? 1 : 0] ?? unescapeHtml(title);
    const image = ogImagePath(pagePath);
    const target = path.join(publicDir, image);
    const svg = ogCardSvg(pageTitle, siteName, pagePath);
    const drawn = record.last(image);
    if (drawn?.card === digestOf(svg) && fs.existsSync(target) && drawn.file === digestOf(fs.readFileSync(target))) {
      record.note(image, drawn);
      outcome.unchanged += 1;
      continue;
    }
    drawings.push(async () => {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const jpeg = await sharp(Buffer.from(svg)).jpeg(CARD_JPEG).toBuffer();
      fs.writeFileSync(target, jpeg);
      record.note(image, { card: digestOf(svg), file: digestOf(jpeg) });
      outcome.written += 1;
    });
  }
  // Drawing one card keeps about one core busy: as many at once as the machine has cores.
  const atOnce = os.availableParallelism();
  for (let start = 0; start < drawings.length; start += atOnce) {
    await Promise.all(drawings.slice(start, start + atOnce).map((draw) => draw()));
  }
  record.save();
  return outcome;
}
