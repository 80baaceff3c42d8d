// Shared helpers for the deterministic artwork generator.
// No Math.random, no dates: every random choice comes from a PRNG seeded by the output file name.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const P = {
  ink: '#0B1B3A',
  ink2: '#13284F',
  navy: '#0F2347',
  green: '#16A34A',
  green2: '#22C55E',
  saffron: '#F5B301',
  cream: '#F7F5F0',
  sand: '#EDE9E0',
  white: '#FFFFFF',
};

const FONT = 'DejaVu Sans, sans-serif';

/** A drawing in two parts: what goes in the image's <defs>, and what is drawn. */
export type Layer = { defs: string; body: string };
/** A gradient stop: offset (0–1), colour, opacity (1 when left out). */
export type Stop = [offset: number, color: string, opacity?: number];
/** The ids of one image: each call gives a new one. */
export type Ids = () => string;
/** A seeded random source: a number in [0, 1) per call, and helpers over it. */
export type Rng = (() => number) & {
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
};

// ---------- deterministic PRNG ----------
function hashString(str: string) {
  let h1 = 0xdeadbeef ^ str.length;
  let h2 = 0x41c6ce57 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export function rng(seed: string | number): Rng {
  let a = hashString(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Object.assign(next, {
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  });
}

// ---------- svg helpers ----------
export const r2 = (n: number): number => Math.round(n * 100) / 100;

function esc(s: string | number): string {
  return String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  // "sh": a soft drop-shadow blur shared by every image (use via SHADOW below).
  const sh = '<filter id="sh" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="18"/></filter>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${sh}${defs}</defs>${body}</svg>`;
}

/** Build a unique-id generator per image so gradient ids never collide. */
export function ids(prefix = 'g'): Ids {
  let n = 0;
  return () => `${prefix}${n++}`;
}

/** Linear gradient; angle in degrees (0 = left→right, 90 = top→bottom). */
export function linGrad(id: string, stops: Stop[], angle = 90): string {
  const a = (angle * Math.PI) / 180;
  const x = Math.cos(a) / 2;
  const y = Math.sin(a) / 2;
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${r2(0.5 - x)}" y1="${r2(0.5 - y)}" x2="${r2(0.5 + x)}" y2="${r2(0.5 + y)}">${s}</linearGradient>`;
}

function radGrad(id: string, stops: Stop[]): string {
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${s}</radialGradient>`;
}

/** Soft round glow (radial gradient circle). Returns {defs, body}. */
export function glow(nid: Ids, cx: number, cy: number, r: number, color: string, opacity = 0.5): Layer {
  const id = nid();
  return {
    defs: radGrad(id, [
      [0, color, opacity],
      [0.55, color, opacity * 0.35],
      [1, color, 0],
    ]),
    body: `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="url(#${id})"/>`,
  };
}

/** Dotted grid made of real circles (rsvg handles this well, compresses fine). */
export function dotGrid(x: number, y: number, cols: number, rows: number, gap: number, rad: number, color: string, opacity = 0.35) {
  let s = `<g fill="${color}" fill-opacity="${opacity}">`;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      s += `<circle cx="${r2(x + i * gap)}" cy="${r2(y + j * gap)}" r="${rad}"/>`;
    }
  }
  return s + '</g>';
}

/** Smooth wave path across width w, centred on y. */
export function wavePath(w: number, y: number, amp: number, len: number, phase = 0, x0 = -50, x1 = w + 50) {
  const pts: [number, number][] = [];
  const step = 20;
  for (let x = x0; x <= x1; x += step) {
    pts.push([x, y + amp * Math.sin(((x / len) * 2 + phase) * Math.PI)]);
  }
  return 'M' + pts.map(([a, b]) => `${r2(a)} ${r2(b)}`).join(' L');
}

/** Approximate text width for DejaVu Sans (it is a wide face). */
export function textWidth(str: string | number, size: number, bold = false): number {
  let w = 0;
  for (const ch of String(str)) {
    if (ch === ' ') w += 0.32;
    else if ('il.,:;|!\'1'.includes(ch)) w += 0.3;
    else if ('MW@mw'.includes(ch)) w += 0.9;
    else if (ch >= 'A' && ch <= 'Z') w += 0.7;
    else if (ch >= '0' && ch <= '9') w += 0.64;
    else w += 0.6;
  }
  return w * size * (bold ? 1.08 : 1);
}

/** Soft shadow under a rounded rect (blurred, offset downwards). */
export function shadow(x: number, y: number, w: number, h: number, rx: number, opacity = 0.38, dy = 26): string {
  return `<rect x="${r2(x + 4)}" y="${r2(y + dy)}" width="${r2(w - 8)}" height="${r2(h - 6)}" rx="${r2(rx)}" fill="#020817" fill-opacity="${opacity}" filter="url(#sh)"/>`;
}

/** How a line of text is set. */
export type TextStyle = { size?: number; color?: string; weight?: string; anchor?: 'start' | 'middle' | 'end'; opacity?: number; spacing?: number };

export function text(x: number, y: number, str: string | number, { size = 16, color = P.ink, weight = 'normal', anchor = 'start', opacity = 1, spacing = 0 }: TextStyle = {}): string {
  const ls = spacing ? ` letter-spacing="${spacing}"` : '';
  const op = opacity !== 1 ? ` fill-opacity="${opacity}"` : '';
  return `<text x="${r2(x)}" y="${r2(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}"${op} text-anchor="${anchor}"${ls}>${esc(str)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${r2(rx)}" fill="${fill}" ${extra}/>`;
}

function hexToRgb(hex: string) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

export function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  const c = A.map((v, i) => Math.round(v + (B[i] - v) * t));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}

// ---------- output ----------
export const written: { path: string; bytes: number; width?: number; height?: number }[] = [];

/** How an image is encoded, and the size it is scaled to (its SVG's own size when left out). */
export type ImageOptions = { format?: 'jpeg' | 'png' | 'webp'; quality?: number; width?: number; height?: number };

export async function writeImage(absPath: string, svg: string, { format = 'jpeg', quality = 80, width, height }: ImageOptions = {}): Promise<Buffer> {
  fs.mkdirSync(path.dirname(absPath), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (width && height) img = img.resize(width, height);
  if (format === 'jpeg') {
    img = img.flatten({ background: '#0B1B3A' }).jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' });
  } else if (format === 'png') {
    img = img.png({ compressionLevel: 9, adaptiveFiltering: true, palette: false });
  } else if (format === 'webp') {
    img = img.webp({ quality, effort: 6 });
  }
  const buf = await img.toBuffer();
  fs.writeFileSync(absPath, buf);
  const meta = await sharp(buf).metadata();
  written.push({ path: absPath, bytes: buf.length, width: meta.width, height: meta.height });
  console.log(`wrote ${absPath} ${meta.width}x${meta.height} ${(buf.length / 1024).toFixed(1)} KB`);
  return buf;
}

/** Write an already-encoded buffer or sharp pipeline (for variants). */
export async function writeBuffer(absPath: string, buf: Buffer): Promise<void> {
  fs.mkdirSync(path.dirname(absPath), { recursive: true });
  fs.writeFileSync(absPath, buf);
  const meta = await sharp(buf).metadata();
  written.push({ path: absPath, bytes: buf.length, width: meta.width, height: meta.height });
  console.log(`wrote ${absPath} ${meta.width}x${meta.height} ${(buf.length / 1024).toFixed(1)} KB`);
}
