// Process steps, about page, home hero, inventory page and testimonial avatars.
import path from 'node:path';
import { P, rng, ids, svgDoc, writeImage, r2, rect, text, glow, dotGrid, linGrad, wavePath, shadow, type Ids, type Layer, type Rng } from './lib.ts';
import { darkBackdrop, star, arcPath, person, shieldPath, checkPath } from './shapes.ts';
import { browserFrame, phoneFrame, laptopFrame, line, brandLogo, barChart, lineChart, pill, button } from './devices.ts';

/** One image: its drawing on a canvas of W by H, with its ids and its random source. */
type Drawing = (nid: Ids, rnd: Rng, W: number, H: number) => Layer;

// ---------------------------------------------------------------- process (1200x800)
const process: Record<string, Drawing> = {
  discuss(nid) {
    let defs = '';
    let body = '';
    const g = glow(nid, 600, 400, 380, P.green2, 0.25);
    defs += g.defs;
    body += g.body;
    const bubble = (x: number, y: number, w: number, h: number, fill: string, tail: string, lines: number[], lineCol: string) => {
      let s = rect(x + 10, y + 18, w, h, 40, '#000', 'fill-opacity="0.2"');
      s += rect(x, y, w, h, 40, fill);
      s += tail === 'left'
        ? `<path d="M${x + 60} ${y + h - 2} L${x + 40} ${y + h + 60} L${x + 130} ${y + h - 2}Z" fill="${fill}"/>`
        : `<path d="M${x + w - 60} ${y + h - 2} L${x + w - 40} ${y + h + 60} L${x + w - 130} ${y + h - 2}Z" fill="${fill}"/>`;
      lines.forEach((lw, i) => (s += rect(x + 44, y + 46 + i * 40, (w - 88) * lw, 18, 9, lineCol, 'fill-opacity="0.55"')));
      return s;
    };
    body += bubble(190, 150, 520, 210, P.white, 'left', [0.9, 0.7, 0.45], P.navy);
    body += bubble(500, 410, 500, 180, P.green2, 'right', [0.85, 0.55], P.white);
    // typing dots bubble
    body += rect(240, 500, 170, 80, 40, P.saffron);
    [0, 1, 2].forEach((i) => (body += `<circle cx="${285 + i * 40}" cy="540" r="12" fill="${P.ink}" fill-opacity="${0.5 + i * 0.2}"/>`));
    body += person(900, 200, 70, P.saffron, P.ink, 'dp1');
    body += person(160, 690, 50, P.cream, P.navy, 'dp2');
    return { defs, body };
  },
  develop(nid) {
    let defs = '';
    let body = '';
    const g = glow(nid, 600, 400, 380, P.green2, 0.22);
    defs += g.defs;
    body += g.body;
    // editor window
    const x = 250;
    const y = 150;
    const w = 700;
    const h = 500;
    body += shadow(x, y, w, h, 26, 0.4, 26);
    body += rect(x, y, w, h, 26, P.ink);
    body += `<path d="M${x} ${y + 56} L${x} ${y + 26} Q${x} ${y} ${x + 26} ${y} L${x + w - 26} ${y} Q${x + w} ${y} ${x + w} ${y + 26} L${x + w} ${y + 56}Z" fill="${P.ink2}"/>`;
    ['#F87171', P.saffron, P.green2].forEach((c, i) => (body += `<circle cx="${x + 32 + i * 26}" cy="${y + 28}" r="8" fill="${c}"/>`));
    const code: [number, number, string][] = [
      [0, 0.3, P.green2], [1, 0.5, P.white], [2, 0.38, P.saffron], [2, 0.22, P.white], [1, 0.45, P.green2],
      [2, 0.3, P.white], [3, 0.25, P.saffron], [1, 0.2, P.white], [0, 0.15, P.green2],
    ];
    code.forEach(([ind, lw, c], i) => {
      body += rect(x + 40, y + 86 + i * 44, 22, 14, 7, P.white, 'fill-opacity="0.15"');
      body += rect(x + 90 + ind * 36, y + 86 + i * 44, w * lw, 14, 7, c, 'fill-opacity="0.8"');
    });
    // big brackets
    body += `<path d="M180 300 L100 400 L180 500" fill="none" stroke="${P.green2}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += `<path d="M1020 300 L1100 400 L1020 500" fill="none" stroke="${P.green2}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>`;
    // layout block card
    body += rect(760, 460, 320, 230, 22, P.white);
    body += rect(784, 484, 272, 70, 12, P.sand);
    body += rect(784, 570, 128, 96, 12, P.green2);
    body += rect(928, 570, 128, 96, 12, P.saffron);
    return { defs, body };
  },
  approval(nid) {
    let defs = '';
    let body = '';
    const cx = 600;
    const cy = 400;
    const g = glow(nid, cx, cy, 380, P.green2, 0.35);
    defs += g.defs;
    body += g.body;
    // scalloped seal
    const pts = [];
    const n = 28;
    for (let i = 0; i < n * 2; i++) {
      const a = (i / (n * 2)) * Math.PI * 2;
      const rr = i % 2 === 0 ? 230 : 208;
      pts.push(`${r2(cx + rr * Math.cos(a))},${r2(cy + rr * Math.sin(a))}`);
    }
    const sid = nid();
    defs += linGrad(sid, [[0, P.green2], [1, P.green]], 90);
    body += `<polygon points="${pts.join(' ')}" fill="url(#${sid})" stroke-linejoin="round"/>`;
    body += `<circle cx="${cx}" cy="${cy}" r="170" fill="none" stroke="${P.white}" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>`;
    body += `<circle cx="${cx}" cy="${cy}" r="140" fill="${P.white}"/>`;
    body += `<path d="${checkPath(cx, cy, 150)}" fill="none" stroke="${P.green}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`;
    // ribbons
    body += `<path d="M${cx - 120} ${cy + 180} L${cx - 170} ${cy + 340} L${cx - 110} ${cy + 310} L${cx - 80} ${cy + 360} L${cx - 40} ${cy + 210}Z" fill="${P.saffron}"/>`;
    body += `<path d="M${cx + 120} ${cy + 180} L${cx + 170} ${cy + 340} L${cx + 110} ${cy + 310} L${cx + 80} ${cy + 360} L${cx + 40} ${cy + 210}Z" fill="${P.saffron}"/>`;
    body += star(260, 220, 30, 13, P.saffron) + star(940, 600, 24, 10, P.white, 'fill-opacity="0.7"') + star(980, 200, 18, 8, P.green2);
    return { defs, body };
  },
};

// ---------------------------------------------------------------- about (1200x900)
function story(nid: Ids, rnd: Rng, W: number, H: number): Layer {
  // Abstract Lagos skyline at dusk, a long bridge arc over the lagoon.
  const HZ = 560; // horizon
  const skyId = nid();
  let defs = linGrad(skyId, [[0, P.ink], [0.38, P.ink2], [0.66, '#3E2F5C'], [0.86, '#B4575A'], [1, '#F2A33A']], 90);
  let body = `<rect width="${W}" height="${HZ}" fill="url(#${skyId})"/>`;
  for (let i = 0; i < 30; i++) body += `<circle cx="${r2(rnd.range(20, W - 20))}" cy="${r2(rnd.range(20, 260))}" r="${r2(rnd.range(1.2, 2.6))}" fill="${P.white}" fill-opacity="${r2(rnd.range(0.25, 0.7))}"/>`;
  const sunX = 800;
  const sun = glow(nid, sunX, HZ, 420, P.saffron, 0.55);
  defs += sun.defs;
  body += sun.body;
  body += `<circle cx="${sunX}" cy="${HZ - 70}" r="96" fill="${P.saffron}"/>`;
  body += `<circle cx="${sunX}" cy="${HZ - 70}" r="72" fill="#FFD166"/>`;
  // far skyline (hazy)
  let far = '';
  let x = -10;
  while (x < W) {
    const bw = rnd.range(36, 80);
    const inSun = Math.abs(x + bw / 2 - sunX) < 130;
    const bh = rnd.range(60, 200) * (inSun ? 0.55 : 1);
    far += `<rect x="${r2(x)}" y="${r2(HZ - bh)}" width="${r2(bw - 4)}" height="${r2(bh)}" rx="3"/>`;
    x += bw;
  }
  body += `<g fill="#4A3A66" fill-opacity="0.75">${far}</g>`;
  // near skyline with lit windows
  let near = '';
  let win = '';
  x = -20;
  while (x < W) {
    const bw = rnd.range(50, 110);
    const central = x > 220 && x < 560;
    const inSun = Math.abs(x + bw / 2 - sunX) < 150;
    const bh = inSun ? rnd.range(30, 70) : rnd.range(70, 190) * (central ? 1.9 : 1);
    const bx = x;
    const top = HZ - bh;
    near += `<rect x="${r2(bx)}" y="${r2(top)}" width="${r2(bw - 8)}" height="${r2(bh + 4)}" rx="4"/>`;
    if (central && rnd() > 0.4) near += `<rect x="${r2(bx + bw / 2 - 6)}" y="${r2(top - 40)}" width="4" height="40"/>`;
    const cols = Math.floor((bw - 20) / 16);
    const rows = Math.floor((bh - 20) / 26);
    for (let c = 0; c < cols; c++)
      for (let r = 0; r < rows; r++) if (rnd() < 0.18) win += `<rect x="${r2(bx + 10 + c * 16)}" y="${r2(top + 14 + r * 26)}" width="7" height="11" rx="1"/>`;
    x += bw;
  }
  body += `<g fill="#1A1838">${near}</g><g fill="${P.saffron}" fill-opacity="0.75">${win}</g>`;
  // lagoon
  const wid = nid();
  defs += linGrad(wid, [[0, '#2A2A55'], [0.35, P.navy], [1, P.ink]], 90);
  body += `<rect y="${HZ}" width="${W}" height="${H - HZ}" fill="url(#${wid})"/>`;
  for (let i = 0; i < 9; i++) {
    const w2 = 220 - i * 20;
    body += rect(sunX - w2 / 2 + rnd.range(-14, 14), HZ + 14 + i * 22, w2, 5, 2.5, P.saffron, `fill-opacity="${r2(0.55 - i * 0.05)}"`);
  }
  // long bridge arc (quadratic) on short piers standing in the lagoon
  const B0 = [-40, 720];
  const B1 = [560, 600];
  const B2 = [W + 40, 690];
  const q = (t: number, i: number) => (1 - t) * (1 - t) * B0[i] + 2 * (1 - t) * t * B1[i] + t * t * B2[i];
  const waterLine = (px: number) => 730 + (px / W) * 10;
  let piers = '';
  let refl = '';
  for (let i = 1; i < 18; i++) {
    const t = i / 18;
    const px = q(t, 0);
    const py = q(t, 1);
    const wl = waterLine(px);
    piers += `<rect x="${r2(px - 5)}" y="${r2(py)}" width="10" height="${r2(wl - py)}"/>`;
    refl += `<rect x="${r2(px - 4)}" y="${r2(wl + 4)}" width="8" height="${r2((wl - py) * 0.7)}" rx="4"/>`;
  }
  body += `<g fill="#0A1430" fill-opacity="0.45">${refl}</g>`;
  body += `<g fill="#0A1430">${piers}</g>`;
  body += `<path d="M${B0[0]} ${B0[1]} Q${B1[0]} ${B1[1]} ${B2[0]} ${B2[1]}" fill="none" stroke="#0A1430" stroke-width="22"/>`;
  body += `<path d="M${B0[0]} ${B0[1] - 10} Q${B1[0]} ${B1[1] - 10} ${B2[0]} ${B2[1] - 10}" fill="none" stroke="${P.white}" stroke-opacity="0.85" stroke-width="4"/>`;
  body += `<path d="M${B0[0]} ${B0[1] - 10} Q${B1[0]} ${B1[1] - 10} ${B2[0]} ${B2[1] - 10}" fill="none" stroke="${P.green2}" stroke-width="6" stroke-dasharray="3 28" stroke-linecap="round"/>`;
  body += `<path d="M${B0[0]} ${B0[1] + 4} Q${B1[0]} ${B1[1] + 4} ${B2[0]} ${B2[1] + 4}" fill="none" stroke="${P.saffron}" stroke-opacity="0.55" stroke-width="3"/>`;
  // soft ripples in the foreground
  for (let i = 0; i < 4; i++) body += `<path d="${wavePath(W, 790 + i * 28, 5, 180 + i * 50, i * 0.7)}" fill="none" stroke="${P.white}" stroke-opacity="${r2(0.08 - i * 0.012)}" stroke-width="3"/>`;
  return { defs, body };
}

function reputation(nid: Ids, rnd: Rng, W: number, H: number): Layer {
  const bd = darkBackdrop(nid, W, H, rnd);
  let { defs, body } = bd;
  const cx = 470;
  const sid = nid();
  defs += linGrad(sid, [[0, P.green2], [1, P.green]], 90);
  const g = glow(nid, cx, 430, 320, P.green2, 0.3);
  defs += g.defs;
  body += g.body;
  body += `<path d="${shieldPath(cx, 180, 360, 460)}" fill="url(#${sid})"/>`;
  body += star(cx, 400, 90, 40, P.white);
  for (let i = 0; i < 5; i++) body += star(cx - 140 + i * 70, 720, 26, 11, P.saffron);
  // chart card
  body += rect(730, 200, 380, 300, 26, P.white);
  body += text(770, 250, 'Sentiment', { size: 22, color: P.ink, weight: 'bold' });
  body += lineChart(770, 280, 300, 170, [3, 4, 3.5, 5, 6, 5.5, 7.5, 9], P.green, { area: 'rgba(34,197,94,0.15)', width: 6, dots: true });
  body += rect(730, 540, 380, 150, 26, P.cream);
  body += barChart(770, 570, 300, 90, [4, 6, 5, 8, 10], [P.navy, P.navy, P.navy, P.green2, P.saffron]);
  return { defs, body };
}

// ---------------------------------------------------------------- home hero (1200x1200)
function hero(nid: Ids, rnd: Rng, W: number, H: number): Layer {
  const bd = darkBackdrop(nid, W, H, rnd);
  let { defs, body } = bd;
  body += `<circle cx="640" cy="560" r="430" fill="${P.ink2}"/>`;
  body += `<circle cx="640" cy="560" r="330" fill="${P.green}" fill-opacity="0.9"/>`;
  body += `<circle cx="900" cy="300" r="150" fill="${P.saffron}"/>`;
  body += `<circle cx="300" cy="930" r="100" fill="none" stroke="${P.saffron}" stroke-width="18"/>`;
  body += `<path d="${arcPath(640, 560, 500, 200, 320)}" fill="none" stroke="${P.green2}" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>`;
  body += `<path d="${arcPath(640, 560, 500, 20, 60)}" fill="none" stroke="${P.saffron}" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"/>`;
  body += dotGrid(900, 1030, 7, 4, 26, 3.2, P.white, 0.22);
  const clipId = nid();
  const fr = browserFrame(170, 390, 610, 460, { clipId, url: 'brightlane.ng' });
  defs += fr.clip;
  const { x, y, w, h } = fr.inner;
  let inner = rect(x, y, w, h, 0, P.cream);
  inner += rect(x + 30, y + 30, w - 60, 170, 16, P.ink);
  inner += rect(x + 56, y + 70, 250, 24, 12, P.white) + rect(x + 56, y + 108, 180, 16, 8, P.white, 'fill-opacity="0.5"') + rect(x + 56, y + 145, 110, 34, 17, P.green2);
  inner += `<circle cx="${x + w - 130}" cy="${y + 115}" r="60" fill="${P.saffron}"/>`;
  inner += barChart(x + 40, y + 236, 240, 130, [3, 5, 4, 7, 9], [P.navy, P.navy, P.navy, P.navy, P.green2]);
  inner += lineChart(x + 320, y + 236, 240, 130, [2, 4, 3, 6, 5, 8], P.green, { width: 6, dots: true });
  body += fr.body + `<g clip-path="url(#${clipId})">${inner}</g>`;
  // phone
  const pc = nid();
  const ph = phoneFrame(815, 520, 230, 460, { clipId: pc });
  defs += ph.clip;
  let ps = rect(ph.inner.x, ph.inner.y, ph.inner.w, ph.inner.h, 0, P.white);
  ps += rect(ph.inner.x + 20, ph.inner.y + 50, ph.inner.w - 40, 120, 16, P.green2);
  ps += `<circle cx="${ph.inner.x + ph.inner.w - 60}" cy="${ph.inner.y + 100}" r="28" fill="${P.white}" fill-opacity="0.35"/>`;
  ps += rect(ph.inner.x + 38, ph.inner.y + 130, 90, 12, 6, P.white);
  for (let i = 0; i < 3; i++) {
    ps += rect(ph.inner.x + 20, ph.inner.y + 190 + i * 64, ph.inner.w - 40, 50, 12, P.cream);
    ps += `<circle cx="${ph.inner.x + 44}" cy="${ph.inner.y + 215 + i * 64}" r="11" fill="${[P.green2, P.saffron, P.navy][i]}"/>`;
    ps += line(ph.inner.x + 66, ph.inner.y + 209 + i * 64, ph.inner.w - 120, 11, P.navy, 0.35);
  }
  body += ph.body + `<g clip-path="url(#${pc})">${ps}</g>` + ph.top;
  body += star(180, 220, 40, 17, P.saffron);
  return { defs, body };
}

// ---------------------------------------------------------------- inventory (1600x1000)
function dashboard(nid: Ids, rnd: Rng, W: number, H: number): Layer {
  const bd = darkBackdrop(nid, W, H, rnd);
  let { defs, body } = bd;
  const clipId = nid();
  const fr = browserFrame(130, 80, 1340, 860, { clipId, url: 'app.brightlane.ng/inventory' });
  defs += fr.clip;
  const { x, y, w, h } = fr.inner;
  let s = rect(x, y, w, h, 0, '#F4F5F7');
  // sidebar
  s += rect(x, y, 220, h, 0, P.ink);
  s += brandLogo(x + 24, y + 46, 'Brightlane', P.green, { size: 18, color: P.white }).svg;
  ['Dashboard', 'Products', 'Stock', 'Sales', 'Suppliers', 'Reports'].forEach((m, i) => {
    const yy = y + 100 + i * 50;
    if (i === 0) s += rect(x + 12, yy - 4, 196, 40, 10, P.green2, 'fill-opacity="0.2"');
    s += rect(x + 28, yy + 7, 16, 16, 4, i === 0 ? P.green2 : '#8A97B4');
    s += text(x + 58, yy + 21, m, { size: 16, color: i === 0 ? P.white : '#B7C2D8', weight: i === 0 ? 'bold' : 'normal' });
  });
  const cx = x + 250;
  const cw = w - 280;
  s += text(cx, y + 52, 'Inventory overview', { size: 28, color: P.ink, weight: 'bold' });
  s += text(cx, y + 80, 'All branches · This month', { size: 15, color: '#6B7280' });
  s += button(cx + cw - 170, y + 28, '+ New item', P.green, P.white, 16).svg;
  const kpis = [['Total SKUs', '1,284', P.navy], ['Stock value', '₦24.8m', P.green], ['Low stock', '18', P.saffron], ['Out of stock', '4', '#DC2626']];
  const kw = (cw - 60) / 4;
  kpis.forEach(([l, v, c], i) => {
    const kx = cx + i * (kw + 20);
    s += rect(kx, y + 104, kw, 110, 14, P.white);
    s += rect(kx, y + 104, 6, 110, 3, c);
    s += text(kx + 24, y + 140, l, { size: 15, color: '#6B7280' });
    s += text(kx + 24, y + 186, v, { size: 30, color: P.ink, weight: 'bold' });
  });
  // bar chart
  const by = y + 236;
  s += rect(cx, by, cw * 0.45, 500, 14, P.white);
  s += text(cx + 24, by + 38, 'Units sold by category', { size: 17, color: P.ink, weight: 'bold' });
  s += barChart(cx + 30, by + 70, cw * 0.45 - 60, 330, [320, 210, 460, 280, 390, 170], [P.navy, P.green, P.navy, P.green, P.saffron, P.navy]);
  ['Food', 'Drinks', 'Home', 'Beauty', 'Baby', 'Other'].forEach((t, i) => {
    const bw = (cw * 0.45 - 60) / (6 + 5 * 0.35);
    s += text(cx + 30 + i * bw * 1.35 + bw / 2, by + 430, t, { size: 13, color: '#6B7280', anchor: 'middle' });
  });
  // stock table
  const tx = cx + cw * 0.45 + 20;
  const tw = cw * 0.55 - 20;
  s += rect(tx, by, tw, 500, 14, P.white);
  s += text(tx + 24, by + 38, 'Stock levels', { size: 17, color: P.ink, weight: 'bold' });
  const cols: [string, number][] = [['Product', 0], ['SKU', 0.42], ['Qty', 0.62], ['Status', 0.76]];
  cols.forEach(([c, f]) => (s += text(tx + 24 + f * (tw - 48), by + 76, c, { size: 13, color: '#6B7280', weight: 'bold' })));
  const rows = [
    ['Rice 50kg', 'RC-050', '142', 'In stock'],
    ['Palm oil 5L', 'PO-005', '18', 'Low'],
    ['Indomie (ctn)', 'IN-040', '260', 'In stock'],
    ['Peak milk 400g', 'PM-400', '0', 'Out'],
    ['Sugar 1kg', 'SG-001', '34', 'Low'],
    ['Detergent 2kg', 'DT-002', '96', 'In stock'],
    ['Bottled water', 'BW-075', '410', 'In stock'],
  ];
  rows.forEach((r, i) => {
    const ry = by + 96 + i * 54;
    s += `<line x1="${tx + 20}" y1="${ry}" x2="${tx + tw - 20}" y2="${ry}" stroke="#E5E7EB" stroke-width="2"/>`;
    s += text(tx + 24, ry + 34, r[0], { size: 15, color: P.ink, weight: 'bold' });
    s += text(tx + 24 + 0.42 * (tw - 48), ry + 34, r[1], { size: 14, color: '#6B7280' });
    s += text(tx + 24 + 0.62 * (tw - 48), ry + 34, r[2], { size: 15, color: P.ink });
    const st = ({ 'In stock': ['#DCFCE7', P.green], Low: ['#FEF3C7', '#B45309'], Out: ['#FEE2E2', '#DC2626'] } as Record<string, [string, string]>)[r[3]];
    s += pill(tx + 24 + 0.76 * (tw - 48), ry + 12, r[3], st[0], st[1], 12).svg;
  });
  body += fr.body + `<g clip-path="url(#${clipId})">${s}</g>`;
  return { defs, body };
}

function monitor(nid: Ids, rnd: Rng, W: number, H: number): Layer {
  const bd = darkBackdrop(nid, W, H, rnd);
  let { defs, body } = bd;
  const g = glow(nid, 800, 470, 560, P.green2, 0.22);
  defs += g.defs;
  body += g.body;
  const lc = nid();
  const lp = laptopFrame(150, 150, 980, 620, { clipId: lc });
  defs += lp.clip;
  const { x, y, w, h } = lp.inner;
  let s = rect(x, y, w, h, 0, '#F4F5F7');
  s += rect(x, y, w, 64, 0, P.white);
  s += brandLogo(x + 24, y + 32, 'Brightlane POS', P.green, { size: 18 }).svg;
  s += pill(x + w - 90, y + 18, 'Live', '#DCFCE7', P.green, 14).svg;
  s += rect(x + 24, y + 88, w - 48, 300, 14, P.white);
  s += text(x + 48, y + 124, 'Sales today', { size: 17, color: '#6B7280' });
  s += text(x + 48, y + 166, '₦1,246,500', { size: 32, color: P.ink, weight: 'bold' });
  s += text(x + 300, y + 166, '+18%', { size: 18, color: P.green, weight: 'bold' });
  s += lineChart(x + 48, y + 190, w - 96, 170, [20, 28, 24, 36, 44, 40, 58, 52, 66, 72, 70, 86], P.green, { area: 'rgba(34,197,94,0.15)', width: 5, dots: true });
  s += lineChart(x + 48, y + 210, w - 96, 150, [18, 22, 26, 24, 30, 34, 32, 38, 36, 44, 48, 50], P.navy, { width: 3 });
  for (let i = 0; i < 3; i++) {
    const bx = x + 24 + i * ((w - 48 - 40) / 3 + 20);
    const bw = (w - 48 - 40) / 3;
    s += rect(bx, y + 408, bw, 150, 14, P.white);
    s += text(bx + 20, y + 442, ['Transactions', 'Avg. basket', 'Top branch'][i], { size: 14, color: '#6B7280' });
    s += text(bx + 20, y + 480, ['482', '₦2,586', 'Ikeja'][i], { size: 24, color: P.ink, weight: 'bold' });
    s += barChart(bx + 20, y + 500, bw - 40, 40, [3, 5, 4, 6, 5, 7, 8], [i === 1 ? P.saffron : P.green2], { base: false, radius: 3 });
  }
  body += lp.body + `<g clip-path="url(#${lc})">${s}</g>`;
  // phone
  const pc = nid();
  const ph = phoneFrame(1190, 330, 280, 560, { clipId: pc });
  defs += ph.clip;
  const pi = ph.inner;
  let ps = rect(pi.x, pi.y, pi.w, pi.h, 0, P.white);
  ps += rect(pi.x, pi.y, pi.w, 200, 0, P.ink);
  ps += text(pi.x + 22, pi.y + 76, 'This week', { size: 15, color: '#B7C2D8' });
  ps += text(pi.x + 22, pi.y + 114, '₦6.8m', { size: 30, color: P.white, weight: 'bold' });
  ps += lineChart(pi.x + 22, pi.y + 130, pi.w - 44, 56, [3, 4, 3.6, 5, 6, 5.4, 7.4], P.green2, { width: 4 });
  ps += barChart(pi.x + 22, pi.y + 230, pi.w - 44, 110, [4, 6, 5, 7, 9, 8, 10], [P.green, P.green, P.green, P.green, P.green, P.green, P.saffron]);
  for (let i = 0; i < 2; i++) {
    ps += rect(pi.x + 18, pi.y + 370 + i * 66, pi.w - 36, 54, 12, P.cream);
    ps += `<circle cx="${pi.x + 46}" cy="${pi.y + 397 + i * 66}" r="13" fill="${[P.green2, P.saffron][i]}"/>`;
    ps += line(pi.x + 70, pi.y + 391 + i * 66, 110, 12, P.navy, 0.5);
  }
  body += ph.body + `<g clip-path="url(#${pc})">${ps}</g>` + ph.top;
  return { defs, body };
}

// ---------------------------------------------------------------- testimonials (400x400)
/** A testimonial's picture: its file name, initials, two colours, the gradient's angle and its decoration. */
type Avatar = [file: string, initials: string, cols: [string, string], angle: number, deco: string];

const AVATARS: Avatar[] = [
  // [slug, initials, gradient from/to, angle, accent decoration]
  ['adaeze-okafor', 'AO', [P.green, P.ink], 45, 'ring'],
  ['tunde-bakare', 'TB', [P.ink, '#1E4D8C'], 120, 'arc'],
  ['chioma-nwosu', 'CN', [P.ink2, '#C98A00'], 60, 'dots'],
  ['ibrahim-musa', 'IM', [P.navy, P.green2], 160, 'bubbles'],
  ['funmilayo-adeyemi', 'FA', ['#2E4A86', P.ink], 100, 'sun'],
  ['emeka-obi', 'EO', ['#0E6B34', P.green2], 20, 'lane'],
];

function avatar(nid: Ids, W: number, H: number, [, initials, cols, angle, deco]: Avatar): Layer {
  const gid = nid();
  const defs = linGrad(gid, [[0, cols[0]], [1, cols[1]]], angle);
  let body = `<rect width="${W}" height="${H}" fill="url(#${gid})"/>`;
  if (deco === 'ring') body += `<circle cx="330" cy="70" r="110" fill="none" stroke="${P.white}" stroke-opacity="0.14" stroke-width="26"/>`;
  if (deco === 'arc') body += `<path d="M-20 330 A190 190 0 0 1 170 420" fill="none" stroke="${P.saffron}" stroke-opacity="0.55" stroke-width="18"/><circle cx="340" cy="60" r="90" fill="${P.white}" fill-opacity="0.07"/>`;
  if (deco === 'dots') body += dotGrid(36, 36, 5, 3, 22, 4, P.white, 0.22) + `<circle cx="360" cy="370" r="120" fill="${P.saffron}" fill-opacity="0.35"/>`;
  if (deco === 'bubbles') body += `<circle cx="70" cy="70" r="120" fill="${P.white}" fill-opacity="0.08"/><circle cx="350" cy="350" r="80" fill="${P.ink}" fill-opacity="0.25"/>`;
  if (deco === 'sun') body += `<circle cx="330" cy="340" r="120" fill="${P.green2}" fill-opacity="0.3"/><circle cx="64" cy="72" r="26" fill="${P.saffron}"/>`;
  if (deco === 'lane') body += `<path d="M-20 420 L130 -20" stroke="${P.white}" stroke-opacity="0.1" stroke-width="60"/><path d="M300 420 L420 160" stroke="${P.ink}" stroke-opacity="0.18" stroke-width="50"/>`;
  body += text(W / 2 + 3, H / 2 + 47, initials, { size: 128, color: '#020817', weight: 'bold', anchor: 'middle', opacity: 0.18 });
  body += text(W / 2, H / 2 + 44, initials, { size: 128, color: P.white, weight: 'bold', anchor: 'middle' });
  return { defs, body };
}

export async function misc(DATA: string): Promise<void> {
  const jobs: [string, number, number, Drawing][] = [
    ...Object.entries(process).map(([k, fn]): [string, number, number, Drawing] => [`images/process/${k}.jpg`, 1200, 800, fn]),
    ['images/about/story.jpg', 1200, 900, story],
    ['images/about/reputation.jpg', 1200, 900, reputation],
    ['images/home/hero.jpg', 1200, 1200, hero],
    ['images/inventory/dashboard.jpg', 1600, 1000, dashboard],
    ['images/inventory/monitor.jpg', 1600, 1000, monitor],
  ];
  for (const [file, W, H, fn] of jobs) {
    const rnd = rng(file);
    const nid = ids('m');
    let defs = '';
    let body = '';
    if (file.startsWith('images/process/')) {
      const bd = darkBackdrop(nid, W, H, rnd);
      defs += bd.defs;
      body += bd.body;
    }
    const m = fn(nid, rnd, W, H);
    await writeImage(path.join(DATA, file), svgDoc(W, H, body + m.body, defs + m.defs));
  }
  for (const a of AVATARS) {
    const file = `images/testimonials/${a[0]}.jpg`;
    const nid = ids('a');
    const m = avatar(nid, 400, 400, a);
    await writeImage(path.join(DATA, file), svgDoc(400, 400, m.body, m.defs), { quality: 80 });
  }
}
