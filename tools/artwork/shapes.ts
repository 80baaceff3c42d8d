// Reusable geometric motifs (all return SVG fragments; some also need defs).
import { P, r2, glow, dotGrid, linGrad, wavePath, type Ids, type Layer, type Rng } from './lib.ts';

/** A point: x, y. */
export type Point = [number, number];

export function star(cx: number, cy: number, R: number, r = R * 0.45, fill = P.saffron, extra = ''): string {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 === 0 ? R : r;
    pts.push(`${r2(cx + rad * Math.cos(a))},${r2(cy + rad * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke-linejoin="round" ${extra}/>`;
}

/** Arc path (SVG arc) between two angles in degrees (0 = east, clockwise positive). */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number): Point => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)];
  const [x0, y0] = p(a0);
  const [x1, y1] = p(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${r2(x0)} ${r2(y0)} A${r2(r)} ${r2(r)} 0 ${large} ${sweep} ${r2(x1)} ${r2(y1)}`;
}

/** Head-and-shoulders silhouette inside a circle of radius r centred at cx,cy. */
export function person(cx: number, cy: number, r: number, bg: string, fg: string, clipId: string): string {
  return (
    `<clipPath id="${clipId}"><circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}"/></clipPath>` +
    `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${bg}"/>` +
    `<g clip-path="url(#${clipId})" fill="${fg}">` +
    `<circle cx="${r2(cx)}" cy="${r2(cy - r * 0.18)}" r="${r2(r * 0.34)}"/>` +
    `<ellipse cx="${r2(cx)}" cy="${r2(cy + r * 0.78)}" rx="${r2(r * 0.68)}" ry="${r2(r * 0.55)}"/>` +
    `</g>`
  );
}

/** Map-pin teardrop whose tip sits at (x, y). */
export function pin(x: number, y: number, s: number, fill: string, dot = P.white): string {
  const top = y - s * 2.2;
  return (
    `<path d="M${r2(x)} ${r2(y)} C${r2(x - s * 0.4)} ${r2(y - s * 0.7)} ${r2(x - s)} ${r2(top + s * 1.1)} ${r2(x - s)} ${r2(top)} ` +
    `A${r2(s)} ${r2(s)} 0 1 1 ${r2(x + s)} ${r2(top)} C${r2(x + s)} ${r2(top + s * 1.1)} ${r2(x + s * 0.4)} ${r2(y - s * 0.7)} ${r2(x)} ${r2(y)}Z" fill="${fill}"/>` +
    `<circle cx="${r2(x)}" cy="${r2(top)}" r="${r2(s * 0.42)}" fill="${dot}"/>`
  );
}

/** Shield outline path centred at cx with top at y, width w, height h. */
export function shieldPath(cx: number, y: number, w: number, h: number): string {
  const hw = w / 2;
  return (
    `M${r2(cx)} ${r2(y)} ` +
    `C${r2(cx + hw * 0.45)} ${r2(y + h * 0.1)} ${r2(cx + hw * 0.8)} ${r2(y + h * 0.1)} ${r2(cx + hw)} ${r2(y + h * 0.08)} ` +
    `L${r2(cx + hw)} ${r2(y + h * 0.45)} ` +
    `C${r2(cx + hw)} ${r2(y + h * 0.75)} ${r2(cx + hw * 0.45)} ${r2(y + h * 0.92)} ${r2(cx)} ${r2(y + h)} ` +
    `C${r2(cx - hw * 0.45)} ${r2(y + h * 0.92)} ${r2(cx - hw)} ${r2(y + h * 0.75)} ${r2(cx - hw)} ${r2(y + h * 0.45)} ` +
    `L${r2(cx - hw)} ${r2(y + h * 0.08)} ` +
    `C${r2(cx - hw * 0.8)} ${r2(y + h * 0.1)} ${r2(cx - hw * 0.45)} ${r2(y + h * 0.1)} ${r2(cx)} ${r2(y)}Z`
  );
}

/** Check mark polyline inside a box. */
export function checkPath(cx: number, cy: number, s: number): string {
  return `M${r2(cx - s * 0.5)} ${r2(cy + s * 0.02)} L${r2(cx - s * 0.14)} ${r2(cy + s * 0.36)} L${r2(cx + s * 0.52)} ${r2(cy - s * 0.34)}`;
}

/** Smooth polyline through points using Catmull-Rom → cubic Bézier. */
export function smoothPath(pts: readonly Point[]): string {
  if (pts.length < 2) return '';
  let d = `M${r2(pts[0][0])} ${r2(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r2(c1[0])} ${r2(c1[1])} ${r2(c2[0])} ${r2(c2[1])} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return d;
}

/**
 * Standard dark backdrop: diagonal ink gradient, two soft glows, a dotted grid and faint waves.
 * Returns {defs, body}.
 */
export function darkBackdrop(nid: Ids, w: number, h: number, rnd: Rng, opts: { glowA?: string; glowB?: string; light?: boolean } = {}): Layer {
  const { glowA = P.green2, glowB = P.saffron, light = false } = opts;
  const bgId = nid();
  let defs = light
    ? linGrad(bgId, [[0, P.cream], [1, P.sand]], 35)
    : linGrad(bgId, [[0, P.ink], [0.55, P.navy], [1, P.ink2]], 35);
  let body = `<rect width="${w}" height="${h}" fill="url(#${bgId})"/>`;
  const g1 = glow(nid, w * rnd.range(0.75, 0.95), h * rnd.range(0.05, 0.3), Math.max(w, h) * 0.42, glowA, light ? 0.22 : 0.3);
  const g2 = glow(nid, w * rnd.range(0.02, 0.2), h * rnd.range(0.75, 1), Math.max(w, h) * 0.32, glowB, light ? 0.16 : 0.14);
  defs += g1.defs + g2.defs;
  body += g1.body + g2.body;
  const waveColor = light ? P.navy : P.white;
  for (let i = 0; i < 3; i++) {
    body += `<path d="${wavePath(w, h * (0.78 + i * 0.06), h * 0.04, w * rnd.range(0.45, 0.7), rnd.range(0, 2))}" fill="none" stroke="${waveColor}" stroke-opacity="${light ? 0.07 : 0.06}" stroke-width="2"/>`;
  }
  const gx = rnd.pick([0.04, 0.06]) * w;
  body += dotGrid(gx, h * 0.1, 6, 5, 22, 2.4, light ? P.navy : P.white, light ? 0.14 : 0.16);
  return { defs, body };
}
