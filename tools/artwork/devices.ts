// Device frames and screen building blocks used by job, inventory and home images.
import { P, r2, rect, text, textWidth, shadow, type TextStyle } from './lib.ts';
import { smoothPath, type Point } from './shapes.ts';

/** The screen of a device frame: where its content goes. */
export type Box = { x: number; y: number; w: number; h: number };
/** A device frame: drawn under the content (`body`), the clip path of its screen, and the screen. */
export type Frame = { body: string; clip: string; inner: Box };

/** Browser chrome. Returns {body, inner:{x,y,w,h}}. Content must be drawn by caller (clip provided). */
export function browserFrame(x: number, y: number, w: number, h: number, { url = '', clipId, dark = false, radius = 22 }: { url?: string; clipId: string; dark?: boolean; radius?: number }): Frame {
  const bar = 52;
  let s = '';
  s += shadow(x, y, w, h, radius, 0.45, 30);
  s += rect(x, y, w, h, radius, dark ? P.ink2 : P.white);
  s += `<path d="M${x} ${y + bar} L${x} ${y + radius} Q${x} ${y} ${x + radius} ${y} L${x + w - radius} ${y} Q${x + w} ${y} ${x + w} ${y + radius} L${x + w} ${y + bar}Z" fill="${dark ? P.ink : '#E6E2D8'}"/>`;
  ['#F87171', P.saffron, P.green2].forEach((c, i) => (s += `<circle cx="${x + 30 + i * 26}" cy="${y + bar / 2}" r="8" fill="${c}"/>`));
  const uw = Math.min(560, w * 0.45);
  const ux = x + (w - uw) / 2;
  s += rect(ux, y + 12, uw, bar - 24, (bar - 24) / 2, dark ? P.ink2 : P.white);
  if (url) {
    s += `<circle cx="${ux + 20}" cy="${y + bar / 2}" r="5" fill="${P.green}"/>`;
    s += text(ux + 34, y + bar / 2 + 6, url, { size: 16, color: dark ? '#9FB0CF' : '#6B7280' });
  }
  const inner = { x, y: y + bar, w, h: h - bar };
  const clip = `<clipPath id="${clipId}"><path d="M${x} ${y + bar} L${x + w} ${y + bar} L${x + w} ${y + h - radius} Q${x + w} ${y + h} ${x + w - radius} ${y + h} L${x + radius} ${y + h} Q${x} ${y + h} ${x} ${y + h - radius}Z"/></clipPath>`;
  return { body: s, clip, inner };
}

/** Phone frame. Returns {body (frame under), top (notch over), clip, inner}. */
export function phoneFrame(x: number, y: number, w: number, h: number, { clipId, frame = P.ink, screen = P.white }: { clipId: string; frame?: string; screen?: string }): Frame & { top: string } {
  const R = w * 0.14;
  const b = w * 0.04;
  let s = '';
  s += shadow(x, y, w, h, R, 0.45, 28);
  s += rect(x, y, w, h, R, frame);
  s += rect(x + b, y + b, w - 2 * b, h - 2 * b, R - b, screen);
  const inner = { x: x + b, y: y + b, w: w - 2 * b, h: h - 2 * b };
  const clip = `<clipPath id="${clipId}"><rect x="${r2(inner.x)}" y="${r2(inner.y)}" width="${r2(inner.w)}" height="${r2(inner.h)}" rx="${r2(R - b)}"/></clipPath>`;
  const top = rect(x + w / 2 - w * 0.15, y + b + 10, w * 0.3, w * 0.06, w * 0.03, frame) + rect(x + w / 2 - w * 0.17, y + h - b - 18, w * 0.34, 6, 3, P.ink, 'fill-opacity="0.25"');
  return { body: s, top, clip, inner };
}

/** Laptop: screen frame + base. */
export function laptopFrame(x: number, y: number, w: number, h: number, { clipId }: { clipId: string }): Frame {
  const b = 18;
  let s = shadow(x - 60, y, w + 120, h + 44, 24, 0.42, 30);
  s += `<path d="M${x - 70} ${y + h} L${x + w + 70} ${y + h} L${x + w + 40} ${y + h + 34} Q${x + w + 30} ${y + h + 44} ${x + w + 10} ${y + h + 44} L${x - 10} ${y + h + 44} Q${x - 30} ${y + h + 44} ${x - 40} ${y + h + 34}Z" fill="#C9CFDA"/>`;
  s += rect(x + w / 2 - 90, y + h, 180, 12, 6, '#9AA3B5');
  s += rect(x, y, w, h, 24, P.ink);
  const inner = { x: x + b, y: y + b, w: w - 2 * b, h: h - 2 * b - 6 };
  s += rect(inner.x, inner.y, inner.w, inner.h, 6, P.white);
  const clip = `<clipPath id="${clipId}"><rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" rx="6"/></clipPath>`;
  return { body: s, clip, inner };
}

/** Placeholder text line (rounded bar). */
export function line(x: number, y: number, w: number, h = 12, color = P.navy, op = 0.22): string {
  return rect(x, y, w, h, h / 2, color, `fill-opacity="${op}"`);
}

/** Simple logo: rounded square with initial + name. */
export function brandLogo(x: number, cy: number, name: string, accent: string, { size = 24, color = P.ink, mark = 'square' }: { size?: number; color?: string; mark?: 'square' | 'circle' } = {}): { svg: string; width: number } {
  const m = size * 1.45;
  let s = '';
  if (mark === 'circle') s += `<circle cx="${r2(x + m / 2)}" cy="${r2(cy)}" r="${r2(m / 2)}" fill="${accent}"/>`;
  else s += rect(x, cy - m / 2, m, m, m * 0.28, accent);
  s += text(x + m / 2, cy + size * 0.36, name[0], { size: size * 0.95, color: P.white, weight: 'bold', anchor: 'middle' });
  s += text(x + m + size * 0.45, cy + size * 0.36, name, { size, color, weight: 'bold' });
  return { svg: s, width: m + size * 0.45 + textWidth(name, size, true) };
}

/** Bar chart in a box. */
export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  colors: string | readonly string[],
  { gap = 0.35, radius = 6, base = true, baseColor = P.navy } = {},
): string {
  const n = values.length;
  const bw = w / (n + (n - 1) * gap);
  const max = Math.max(...values);
  let s = '';
  values.forEach((v: number, i: number) => {
    const bh = (v / max) * h;
    const c = Array.isArray(colors) ? colors[i % colors.length] : colors;
    s += rect(x + i * bw * (1 + gap), y + h - bh, bw, bh, Math.min(radius, bw / 2), c);
  });
  if (base) s += rect(x - 6, y + h, w + 12, 2, 1, baseColor, 'fill-opacity="0.15"');
  return s;
}

/** Line chart (smooth) with optional area. */
export function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  color: string,
  { area = null, width = 5, dots = false }: { area?: string | null; width?: number; dots?: boolean } = {},
): string {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const pts = values.map((v, i): Point => [x + (i / (values.length - 1)) * w, y + h - ((v - min) / (max - min || 1)) * h * 0.9 - h * 0.05]);
  let s = '';
  if (area) s += `<path d="${smoothPath(pts)} L${r2(x + w)} ${r2(y + h)} L${r2(x)} ${r2(y + h)}Z" fill="${area}"/>`;
  s += `<path d="${smoothPath(pts)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (dots) {
    const [lx, ly] = pts[pts.length - 1];
    s += `<circle cx="${r2(lx)}" cy="${r2(ly)}" r="${width * 1.6}" fill="${P.white}" stroke="${color}" stroke-width="${width * 0.8}"/>`;
  }
  return s;
}

/** Donut chart. */
export function donut(cx: number, cy: number, r: number, parts: readonly number[], colors: readonly string[], width: number): string {
  const total = parts.reduce((a, b) => a + b, 0);
  const C = 2 * Math.PI * r;
  let off = 0;
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${P.sand}" stroke-width="${width}"/>`;
  parts.forEach((p, i) => {
    const len = (p / total) * C;
    s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colors[i]}" stroke-width="${width}" stroke-dasharray="${r2(len - 4)} ${r2(C - len + 4)}" stroke-dashoffset="${r2(-off + C / 4)}"/>`;
    off += len;
  });
  return s;
}

/** Status pill with text. */
export function pill(x: number, y: number, label: string, bg: string, fg: string, size = 14): { svg: string; w: number; h: number } {
  const w = textWidth(label, size, true) + size * 1.6;
  const h = size * 1.9;
  return { svg: rect(x, y, w, h, h / 2, bg) + text(x + w / 2, y + h / 2 + size * 0.36, label, { size, color: fg, weight: 'bold', anchor: 'middle' }), w, h };
}

/** Button with label. */
export function button(x: number, y: number, label: string, bg: string, fg: string, size = 18, { outline = false } = {}): { svg: string; w: number; h: number } {
  const w = textWidth(label, size, true) + size * 2.4;
  const h = size * 2.6;
  const body = outline
    ? rect(x + 1.5, y + 1.5, w - 3, h - 3, (h - 3) / 2, 'none', `stroke="${bg}" stroke-width="3"`)
    : rect(x, y, w, h, h / 2, bg);
  return { svg: body + text(x + w / 2, y + h / 2 + size * 0.36, label, { size, color: fg, weight: 'bold', anchor: 'middle' }), w, h };
}

/** Headline text that wraps into at most maxLines lines within maxW (greedy by words). */
export function headline(
  x: number,
  y: number,
  str: string,
  { size, maxW, color, lineGap = 1.18, weight = 'bold', anchor = 'start', maxLines = 3 }: TextStyle & { size: number; maxW: number; lineGap?: number; maxLines?: number },
): { svg: string; height: number; size: number; lines: number } {
  const words = str.split(' ');
  let s = size;
  for (;;) {
    const lines: string[] = [];
    let cur = '';
    for (const wd of words) {
      const t = cur ? cur + ' ' + wd : wd;
      if (textWidth(t, s, weight === 'bold') <= maxW || !cur) cur = t;
      else {
        lines.push(cur);
        cur = wd;
      }
    }
    if (cur) lines.push(cur);
    const fits = lines.length <= maxLines && lines.every((l) => textWidth(l, s, weight === 'bold') <= maxW);
    if (fits || s <= 10) {
      const out = lines.map((l, i) => text(x, y + i * s * lineGap, l, { size: s, color, weight, anchor })).join('');
      return { svg: out, height: lines.length * s * lineGap, size: s, lines: lines.length };
    }
    s -= 1;
  }
}

