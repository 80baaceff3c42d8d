// Service images: 1600x900, no text, one abstract motif per topic.
import path from 'node:path';
import { P, rng, ids, svgDoc, writeImage, r2, rect, glow, mix, linGrad, shadow, type Ids, type Layer, type Rng } from './lib.ts';
import { darkBackdrop, star, arcPath, person, pin, shieldPath, checkPath, smoothPath, type Point } from './shapes.ts';

const W = 1600;
const H = 900;

// Each motif gets (nid, rnd) and returns {defs, body}.
type Motif = (nid: Ids, rnd: Rng) => Layer;

const motifs: Record<string, Motif> = {
  'public-relations': (nid) => {
    const cx = 610;
    const cy = 470;
    let body = '';
    let defs = '';
    const g = glow(nid, cx, cy, 330, P.green2, 0.35);
    defs += g.defs;
    body += g.body;
    // broadcast arcs fanning to the right and left
    const radii = [150, 235, 320, 405, 490];
    radii.forEach((rad, i) => {
      const op = 0.9 - i * 0.15;
      const col = i % 2 === 0 ? P.green2 : P.white;
      body += `<path d="${arcPath(cx, cy, rad, -48, 48)}" fill="none" stroke="${col}" stroke-opacity="${r2(op)}" stroke-width="${18 - i * 2}" stroke-linecap="round"/>`;
      if (i < 3) body += `<path d="${arcPath(cx, cy, rad, 180 - 40, 180 + 40)}" fill="none" stroke="${P.white}" stroke-opacity="${r2(0.25 - i * 0.06)}" stroke-width="${12 - i * 2}" stroke-linecap="round"/>`;
    });
    // the source
    body += `<circle cx="${cx}" cy="${cy}" r="92" fill="${P.green}"/>`;
    body += `<circle cx="${cx}" cy="${cy}" r="58" fill="${P.white}"/>`;
    body += `<circle cx="${cx}" cy="${cy}" r="26" fill="${P.saffron}"/>`;
    // floating "press" cards on the right
    const cards: [number, number, number, number, string][] = [
      [1120, 215, 300, 150, P.white],
      [1210, 420, 280, 140, P.cream],
      [1095, 610, 300, 140, P.white],
    ];
    cards.forEach(([x, y, w, h, fill], i) => {
      body += rect(x, y, w, h, 22, fill, `fill-opacity="0.96"`);
      body += rect(x + 24, y + 26, 64, 64, 16, i === 1 ? P.saffron : P.green2);
      body += rect(x + 108, y + 32, w - 140, 16, 8, P.navy, 'fill-opacity="0.85"');
      body += rect(x + 108, y + 62, w - 170, 12, 6, P.navy, 'fill-opacity="0.3"');
      body += rect(x + 24, y + h - 38, w - 48, 12, 6, P.navy, 'fill-opacity="0.18"');
    });
    return { defs, body };
  },

  'online-reputation-management': (nid) => {
    const cx = 800;
    let defs = '';
    let body = '';
    const g = glow(nid, cx, 450, 360, P.green2, 0.3);
    defs += g.defs;
    body += g.body;
    const sg = nid();
    defs += linGrad(sg, [[0, P.green2], [1, P.green]], 90);
    body += `<path d="${shieldPath(cx, 170, 380, 480)}" fill="url(#${sg})"/>`;
    body += `<path d="${shieldPath(cx, 205, 310, 400)}" fill="none" stroke="${P.white}" stroke-opacity="0.35" stroke-width="6"/>`;
    body += `<path d="${checkPath(cx, 400, 160)}" fill="none" stroke="${P.white}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`;
    // star rating arc above
    for (let i = 0; i < 5; i++) {
      const a = ((-90 + (i - 2) * 24) * Math.PI) / 180;
      const x = cx + 380 * Math.cos(a);
      const y = 560 + 380 * Math.sin(a) - 40;
      body += star(x, y, 34, 15, P.saffron);
    }
    // review cards left/right
    const card = (x: number, y: number, w: number, n: number) => {
      let s = rect(x, y, w, 120, 22, P.white, 'fill-opacity="0.97"');
      s += `<circle cx="${x + 52}" cy="${y + 60}" r="30" fill="${P.navy}" fill-opacity="0.9"/>`;
      for (let i = 0; i < 5; i++) s += star(x + 110 + i * 30, y + 44, 11, 5, i < n ? P.saffron : P.sand);
      s += rect(x + 100, y + 68, w - 130, 12, 6, P.navy, 'fill-opacity="0.35"');
      s += rect(x + 100, y + 88, w - 180, 10, 5, P.navy, 'fill-opacity="0.18"');
      return s;
    };
    body += card(140, 330, 340, 5) + card(190, 500, 300, 4);
    body += card(1140, 280, 320, 5) + card(1110, 470, 340, 5);
    // rising mini chart bottom right
    body += `<path d="M1140 760 L1230 720 L1300 735 L1400 660" fill="none" stroke="${P.green2}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += `<circle cx="1400" cy="660" r="12" fill="${P.saffron}"/>`;
    return { defs, body };
  },

  seo: (nid) => {
    let defs = '';
    let body = '';
    const base = 740;
    const heights = [150, 210, 190, 290, 360, 450];
    heights.forEach((h, i) => {
      const x = 200 + i * 130;
      const id = nid();
      defs += linGrad(id, [[0, i === 5 ? P.green2 : mix(P.green2, P.white, 0.15)], [1, i === 5 ? P.green : mix(P.green, P.navy, 0.35)]], 90);
      body += rect(x, base - h, 86, h, 18, `url(#${id})`, `fill-opacity="${r2(0.45 + i * 0.1)}"`);
    });
    body += `<path d="${smoothPath([[240, 560], [370, 500], [500, 520], [630, 420], [760, 350], [890, 230]])}" fill="none" stroke="${P.saffron}" stroke-width="10" stroke-linecap="round"/>`;
    body += `<path d="M846 224 L896 224 L892 274" fill="none" stroke="${P.saffron}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += rect(160, base, 880, 8, 4, P.white, 'fill-opacity="0.35"');
    // magnifier
    const mx = 1200;
    const my = 390;
    const g = glow(nid, mx, my, 260, P.white, 0.12);
    defs += g.defs;
    body += g.body;
    body += `<line x1="${mx + 120}" y1="${my + 120}" x2="${mx + 250}" y2="${my + 250}" stroke="${P.white}" stroke-width="48" stroke-linecap="round"/>`;
    body += `<line x1="${mx + 150}" y1="${my + 150}" x2="${mx + 245}" y2="${my + 245}" stroke="${P.green2}" stroke-width="48" stroke-linecap="round"/>`;
    body += `<circle cx="${mx}" cy="${my}" r="170" fill="${P.white}" fill-opacity="0.1" stroke="${P.white}" stroke-width="30"/>`;
    body += rect(mx - 100, my - 50, 200, 22, 11, P.white, 'fill-opacity="0.8"');
    body += rect(mx - 100, my - 6, 150, 18, 9, P.white, 'fill-opacity="0.45"');
    body += rect(mx - 100, my + 34, 170, 18, 9, P.green2, 'fill-opacity="0.8"');
    return { defs, body };
  },

  'social-media-advocacy': (nid, rnd) => {
    let defs = '';
    let body = '';
    const hub = [800, 450];
    const nodes: number[][] = [];
    const rings = [[210, 6], [370, 9]];
    rings.forEach(([rad, n], ri) => {
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + rnd.range(-0.15, 0.15) + ri * 0.3;
        nodes.push([hub[0] + rad * 1.35 * Math.cos(a), hub[1] + rad * Math.sin(a), ri]);
      }
    });
    // edges: hub→inner, inner→nearest outer
    let edges = '';
    nodes.forEach(([x, y, ri]) => {
      if (ri === 0) edges += `<line x1="${hub[0]}" y1="${hub[1]}" x2="${r2(x)}" y2="${r2(y)}"/>`;
    });
    nodes.filter((n) => n[2] === 1).forEach(([x, y]) => {
      const inner = nodes.filter((n) => n[2] === 0);
      const near = inner.map((n): [number, number[]] => [Math.hypot(n[0] - x, n[1] - y), n]).sort((a, b) => a[0] - b[0]);
      for (const [, n] of near.slice(0, 2)) edges += `<line x1="${r2(n[0])}" y1="${r2(n[1])}" x2="${r2(x)}" y2="${r2(y)}"/>`;
    });
    body += `<g stroke="${P.white}" stroke-opacity="0.28" stroke-width="4">${edges}</g>`;
    const g = glow(nid, hub[0], hub[1], 260, P.green2, 0.4);
    defs += g.defs;
    body += g.body;
    const cols = [P.green2, P.white, P.saffron, P.cream, P.green];
    nodes.forEach(([x, y, ri], i) => {
      const rad = ri === 0 ? 54 : 38;
      const bg = cols[i % cols.length];
      body += `<circle cx="${r2(x)}" cy="${r2(y)}" r="${rad + 8}" fill="${P.ink}" fill-opacity="0.6"/>`;
      body += person(x, y, rad, bg, bg === P.white || bg === P.cream ? P.navy : P.white, `pc${i}`);
    });
    body += `<circle cx="${hub[0]}" cy="${hub[1]}" r="104" fill="${P.ink}"/>`;
    body += `<circle cx="${hub[0]}" cy="${hub[1]}" r="92" fill="${P.green}"/>`;
    // heart/share glyph in hub: three connected dots
    body += `<g stroke="${P.white}" stroke-width="10" stroke-linecap="round"><line x1="770" y1="450" x2="830" y2="415"/><line x1="770" y1="450" x2="830" y2="485"/></g>`;
    body += `<g fill="${P.white}"><circle cx="770" cy="450" r="20"/><circle cx="830" cy="415" r="20"/><circle cx="830" cy="485" r="20"/></g>`;
    return { defs, body };
  },

  'website-design': (nid) => {
    let defs = '';
    let body = '';
    const x = 300;
    const y = 150;
    const w = 1000;
    const h = 620;
    body += shadow(x, y, w, h, 28, 0.4, 30);
    body += rect(x, y, w, h, 28, P.white);
    body += `<path d="M${x} ${y + 60} L${x} ${y + 28} Q${x} ${y} ${x + 28} ${y} L${x + w - 28} ${y} Q${x + w} ${y} ${x + w} ${y + 28} L${x + w} ${y + 60}Z" fill="${P.sand}"/>`;
    [P.saffron, P.green2, P.navy].forEach((c, i) => (body += `<circle cx="${x + 36 + i * 30}" cy="${y + 30}" r="9" fill="${c}"/>`));
    body += rect(x + 160, y + 16, 520, 28, 14, P.white);
    // layout blocks
    const hid = nid();
    defs += linGrad(hid, [[0, P.navy], [1, P.ink2]], 20);
    body += rect(x + 40, y + 90, w - 80, 230, 20, `url(#${hid})`);
    body += rect(x + 80, y + 140, 380, 30, 15, P.white);
    body += rect(x + 80, y + 188, 300, 18, 9, P.white, 'fill-opacity="0.5"');
    body += rect(x + 80, y + 240, 150, 46, 23, P.green2);
    body += `<circle cx="${x + 760}" cy="${y + 205}" r="90" fill="${P.green2}" fill-opacity="0.9"/>`;
    body += `<circle cx="${x + 840}" cy="${y + 250}" r="50" fill="${P.saffron}"/>`;
    for (let i = 0; i < 3; i++) {
      const cx = x + 40 + i * 313;
      body += rect(cx, y + 350, 293, 230, 18, P.cream);
      body += rect(cx + 24, y + 374, 60, 60, 14, [P.green2, P.saffron, P.navy][i]);
      body += rect(cx + 24, y + 460, 200, 16, 8, P.navy, 'fill-opacity="0.75"');
      body += rect(cx + 24, y + 490, 240, 12, 6, P.navy, 'fill-opacity="0.25"');
      body += rect(cx + 24, y + 514, 180, 12, 6, P.navy, 'fill-opacity="0.25"');
    }
    // design tools floating: cursor + grid guides
    body += `<g stroke="${P.green2}" stroke-width="3" stroke-dasharray="10 10" stroke-opacity="0.8"><line x1="${x - 80}" y1="${y + 90}" x2="${x}" y2="${y + 90}"/><line x1="${x + w}" y1="${y + 320}" x2="${x + w + 90}" y2="${y + 320}"/></g>`;
    body += `<path d="M1240 610 L1240 720 L1268 692 L1290 740 L1308 732 L1287 685 L1326 685Z" fill="${P.saffron}" stroke="${P.ink}" stroke-width="6" stroke-linejoin="round"/>`;
    return { defs, body };
  },

  'mobile-app-development': (nid) => {
    let defs = '';
    let body = '';
    const phone = (x: number, y: number, w: number, h: number, rot: number, accent: string, variant: number) => {
      let s = `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})">`;
      s += shadow(x, y, w, h, 46, 0.4, 26);
      s += rect(x, y, w, h, 46, P.ink2);
      s += rect(x + 12, y + 12, w - 24, h - 24, 36, P.cream);
      s += rect(x + w / 2 - 40, y + 24, 80, 16, 8, P.ink2);
      const ix = x + 34;
      const iw = w - 68;
      if (variant === 0) {
        s += rect(ix, y + 70, iw, 200, 24, accent);
        s += `<circle cx="${ix + iw - 60}" cy="${y + 140}" r="40" fill="${P.white}" fill-opacity="0.35"/>`;
        s += rect(ix + 24, y + 200, 120, 16, 8, P.white);
        for (let i = 0; i < 3; i++) {
          s += rect(ix, y + 300 + i * 90, iw, 72, 18, P.white);
          s += `<circle cx="${ix + 36}" cy="${y + 336 + i * 90}" r="20" fill="${[P.green2, P.saffron, P.navy][i]}"/>`;
          s += rect(ix + 70, y + 326 + i * 90, iw - 110, 12, 6, P.navy, 'fill-opacity="0.6"');
          s += rect(ix + 70, y + 346 + i * 90, iw - 150, 10, 5, P.navy, 'fill-opacity="0.25"');
        }
      } else {
        for (let r = 0; r < 3; r++)
          for (let c = 0; c < 3; c++) {
            const cx = ix + c * (iw / 3) + iw / 6;
            const cy = y + 120 + r * 110;
            s += rect(cx - 34, cy - 34, 68, 68, 20, [P.green2, P.saffron, P.navy, P.green, P.ink2][(r * 3 + c) % 5], 'fill-opacity="0.9"');
          }
        s += rect(ix, y + h - 150, iw, 90, 20, P.white);
        s += rect(ix + 20, y + h - 120, iw - 80, 14, 7, P.navy, 'fill-opacity="0.5"');
      }
      return s + '</g>';
    };
    const g = glow(nid, 800, 460, 420, P.green2, 0.3);
    defs += g.defs;
    body += g.body;
    body += `<circle cx="800" cy="470" r="300" fill="none" stroke="${P.white}" stroke-opacity="0.12" stroke-width="3"/>`;
    body += phone(470, 170, 300, 620, -8, P.navy, 1);
    body += phone(820, 120, 320, 660, 6, P.green, 0);
    body += `<g font-family="DejaVu Sans, sans-serif"></g>`;
    // code bracket accents
    body += `<path d="M320 380 L260 450 L320 520" fill="none" stroke="${P.saffron}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
    body += `<path d="M1280 380 L1340 450 L1280 520" fill="none" stroke="${P.saffron}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
    return { defs, body };
  },

  'cyber-security': (nid, rnd) => {
    let defs = '';
    let body = '';
    const cx = 800;
    // circuit traces fanning out from both sides of the lock (no crossings)
    const traces: [string, number, number, boolean][] = [];
    for (const side of [-1, 1]) {
      for (let k = 0; k < 6; k++) {
        const y0 = 330 + k * 62;
        const x0 = cx + side * 150;
        const up = k < 3 ? -1 : 1;
        const spread = (k < 3 ? 2 - k : k - 3) + 1; // outer traces bend more
        const xBend = x0 + side * (60 + (k % 3) * 40 + rnd.int(0, 20));
        const dy = up * spread * 38;
        const x1 = xBend + side * Math.abs(dy);
        const xEnd = x1 + side * (120 + (3 - spread) * 60 + rnd.int(0, 60));
        traces.push([`M${r2(x0)} ${y0} L${r2(xBend)} ${y0} L${r2(x1)} ${y0 + dy} L${r2(xEnd)} ${y0 + dy}`, xEnd, y0 + dy, (k + (side > 0 ? 1 : 0)) % 4 === 0]);
      }
    }
    body += `<g fill="none" stroke="${P.green2}" stroke-opacity="0.55" stroke-width="5" stroke-linejoin="round">${traces.map((t) => `<path d="${t[0]}"/>`).join('')}</g>`;
    body += traces.map((t) => `<circle cx="${r2(t[1])}" cy="${t[2]}" r="11" fill="${t[3] ? P.saffron : P.ink}" stroke="${t[3] ? P.saffron : P.green2}" stroke-width="5"/>`).join('');
    const g = glow(nid, cx, 460, 300, P.green2, 0.35);
    defs += g.defs;
    body += g.body;
    // lock
    body += `<path d="M${cx - 110} 400 L${cx - 110} 320 A110 110 0 0 1 ${cx + 110} 320 L${cx + 110} 400" fill="none" stroke="${P.white}" stroke-opacity="0.9" stroke-width="44"/>`;
    const lid = nid();
    defs += linGrad(lid, [[0, P.green2], [1, P.green]], 90);
    body += rect(cx - 190, 390, 380, 310, 44, `url(#${lid})`);
    body += rect(cx - 190, 390, 380, 40, 20, P.white, 'fill-opacity="0.15"');
    body += `<circle cx="${cx}" cy="520" r="42" fill="${P.ink}"/>`;
    body += rect(cx - 16, 530, 32, 90, 16, P.ink);
    return { defs, body };
  },

  'social-media-footprint': (nid) => {
    let defs = '';
    let body = '';
    const cx = 800;
    const cy = 470;
    const R = 300;
    const g = glow(nid, cx, cy, R * 1.5, P.green2, 0.3);
    defs += g.defs;
    body += g.body;
    const gid = nid();
    defs += `<radialGradient id="${gid}" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="${P.ink2}"/><stop offset="1" stop-color="${P.ink}"/></radialGradient>`;
    body += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#${gid})" stroke="${P.green2}" stroke-width="6"/>`;
    let lines = '';
    for (let i = 1; i < 4; i++) lines += `<ellipse cx="${cx}" cy="${cy}" rx="${r2((R * i) / 4)}" ry="${R}"/>`;
    for (let i = -2; i <= 2; i++) {
      const y = cy + (i * R) / 3;
      const hw = Math.sqrt(R * R - (y - cy) ** 2);
      lines += `<line x1="${r2(cx - hw)}" y1="${r2(y)}" x2="${r2(cx + hw)}" y2="${r2(y)}"/>`;
    }
    body += `<g fill="none" stroke="${P.white}" stroke-opacity="0.2" stroke-width="3">${lines}</g>`;
    // orbit ring
    body += `<ellipse cx="${cx}" cy="${cy}" rx="${R * 1.55}" ry="${R * 0.42}" fill="none" stroke="${P.saffron}" stroke-opacity="0.6" stroke-width="4" transform="rotate(-12 ${cx} ${cy})"/>`;
    const pins: [number, number, number, string][] = [
      [700, 360, 34, P.green2],
      [880, 420, 42, P.saffron],
      [780, 560, 30, P.white],
      [960, 300, 28, P.green2],
      [620, 500, 26, P.saffron],
    ];
    pins.forEach(([x, y, s, c]) => {
      body += `<ellipse cx="${x}" cy="${y + 4}" rx="${s * 0.8}" ry="${s * 0.25}" fill="#000" fill-opacity="0.3"/>`;
      body += pin(x, y, s, c, c === P.white ? P.green : P.ink);
    });
    // little satellites
    body += `<circle cx="${cx - R * 1.45}" cy="${cy + 60}" r="22" fill="${P.green2}"/><circle cx="${cx + R * 1.4}" cy="${cy - 120}" r="16" fill="${P.white}"/>`;
    return { defs, body };
  },

  'twitter-trend-takeover': (nid) => {
    let defs = '';
    let body = '';
    // big hash built from rounded bars
    const hx = 420;
    const hy = 450;
    const hs = 170;
    body += `<g fill="${P.green2}"><rect x="${hx - 70}" y="${hy - hs}" width="44" height="${hs * 2}" rx="22" transform="rotate(12 ${hx - 48} ${hy})"/><rect x="${hx + 30}" y="${hy - hs}" width="44" height="${hs * 2}" rx="22" transform="rotate(12 ${hx + 52} ${hy})"/></g>`;
    body += `<g fill="${P.white}"><rect x="${hx - hs}" y="${hy - 80}" width="${hs * 2}" height="44" rx="22"/><rect x="${hx - hs - 10}" y="${hy + 40}" width="${hs * 2}" height="44" rx="22"/></g>`;
    // trending line chart
    const pts: Point[] = [[640, 690], [760, 640], [860, 670], [960, 560], [1060, 590], [1160, 420], [1260, 330], [1360, 210]];
    const aid = nid();
    defs += linGrad(aid, [[0, P.green2, 0.45], [1, P.green2, 0]], 90);
    body += `<path d="${smoothPath(pts)} L1360 760 L640 760Z" fill="url(#${aid})"/>`;
    body += `<path d="${smoothPath(pts)}" fill="none" stroke="${P.green2}" stroke-width="10" stroke-linecap="round"/>`;
    pts.slice(-4, -1).forEach(([x, y]) => (body += `<circle cx="${x}" cy="${y}" r="14" fill="${P.ink}" stroke="${P.saffron}" stroke-width="6"/>`));
    {
      const [ax, ay] = pts[pts.length - 1];
      const [bx, by] = pts[pts.length - 2];
      const ang = (Math.atan2(ay - by, ax - bx) * 180) / Math.PI;
      body += `<path d="M-34 -30 L0 0 L-34 30" transform="translate(${ax} ${ay}) rotate(${r2(ang)})" fill="none" stroke="${P.green2}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    body += rect(620, 760, 780, 6, 3, P.white, 'fill-opacity="0.3"');
    // trend chips
    const chip = (x: number, y: number, w: number, c: string) => rect(x, y, w, 44, 22, c, 'fill-opacity="0.95"') + `<circle cx="${x + 24}" cy="${y + 22}" r="10" fill="${P.ink}" fill-opacity="0.5"/>` + rect(x + 46, y + 16, w - 70, 12, 6, P.ink, 'fill-opacity="0.45"');
    body += chip(700, 200, 240, P.white) + chip(760, 270, 200, P.cream) + chip(720, 340, 260, P.saffron);
    return { defs, body };
  },

  'influencer-marketing': (nid) => {
    let defs = '';
    let body = '';
    const cx = 800;
    const cy = 450;
    // rays
    let rays = '';
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      const r0 = 160;
      const r1 = i % 2 === 0 ? 420 : 330;
      rays += `<line x1="${r2(cx + r0 * Math.cos(a))}" y1="${r2(cy + r0 * Math.sin(a))}" x2="${r2(cx + r1 * Math.cos(a))}" y2="${r2(cy + r1 * Math.sin(a))}"/>`;
    }
    body += `<g stroke="${P.saffron}" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round">${rays}</g>`;
    const g = glow(nid, cx, cy, 320, P.saffron, 0.3);
    defs += g.defs;
    body += g.body;
    body += `<circle cx="${cx}" cy="${cy}" r="150" fill="${P.saffron}"/>`;
    body += person(cx, cy, 130, P.green, P.white, 'inf0');
    // followers
    const around = [[390, 250, 66], [330, 560, 58], [560, 760, 50], [1210, 240, 64], [1290, 540, 60], [1050, 760, 52], [560, 140, 44], [1040, 130, 46]];
    around.forEach(([x, y, r], i) => {
      const c = [P.green2, P.white, P.cream, P.green][i % 4];
      body += `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="none" stroke="${P.white}" stroke-opacity="0.25" stroke-width="3"/>`;
      body += person(x, y, r, c, c === P.white || c === P.cream ? P.navy : P.white, `inf${i + 1}`);
    });
    // hearts
    const heart = (x: number, y: number, s: number, c: string) => `<path d="M${x} ${y + s * 0.9} C${x - s * 1.4} ${y} ${x - s * 0.8} ${y - s} ${x} ${y - s * 0.3} C${x + s * 0.8} ${y - s} ${x + s * 1.4} ${y} ${x} ${y + s * 0.9}Z" fill="${c}"/>`;
    body += heart(1000, 300, 26, P.green2) + heart(600, 620, 20, P.white) + heart(1060, 610, 18, P.saffron);
    return { defs, body };
  },

  'executive-branding': (nid) => {
    let defs = '';
    let body = '';
    const x = 470;
    const y = 150;
    const w = 660;
    const h = 600;
    const g = glow(nid, 800, 450, 420, P.green2, 0.25);
    defs += g.defs;
    body += g.body;
    body += shadow(x, y, w, h, 36, 0.4, 30);
    body += rect(x, y, w, h, 36, P.white);
    const cid = nid();
    defs += linGrad(cid, [[0, P.navy], [1, P.green]], 10);
    body += `<path d="M${x} ${y + 180} L${x} ${y + 36} Q${x} ${y} ${x + 36} ${y} L${x + w - 36} ${y} Q${x + w} ${y} ${x + w} ${y + 36} L${x + w} ${y + 180}Z" fill="url(#${cid})"/>`;
    body += `<clipPath id="exhd"><rect x="${x}" y="${y}" width="${w}" height="180" rx="36"/></clipPath>`;
    body += `<g clip-path="url(#exhd)"><circle cx="${x + w - 90}" cy="${y + 70}" r="120" fill="${P.white}" fill-opacity="0.07"/><circle cx="${x + w - 20}" cy="${y + 150}" r="70" fill="${P.saffron}" fill-opacity="0.18"/></g>`;
    body += `<circle cx="${x + 150}" cy="${y + 190}" r="96" fill="${P.white}"/>`;
    body += person(x + 150, y + 190, 84, P.saffron, P.navy, 'exec0');
    body += rect(x + 270, y + 210, 260, 28, 14, P.navy);
    body += rect(x + 270, y + 256, 200, 16, 8, P.navy, 'fill-opacity="0.35"');
    // verified badge
    body += `<circle cx="${x + 560}" cy="${y + 224}" r="22" fill="${P.green2}"/><path d="${checkPath(x + 560, y + 224, 24)}" fill="none" stroke="${P.white}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    // stats row
    for (let i = 0; i < 3; i++) {
      const sx = x + 60 + i * 190;
      body += rect(sx, y + 330, 160, 100, 18, P.cream);
      body += rect(sx + 24, y + 356, 70, 24, 12, [P.green, P.navy, P.saffron][i]);
      body += rect(sx + 24, y + 396, 110, 12, 6, P.navy, 'fill-opacity="0.25"');
    }
    body += rect(x + 60, y + 466, 540, 14, 7, P.navy, 'fill-opacity="0.2"');
    body += rect(x + 60, y + 494, 460, 14, 7, P.navy, 'fill-opacity="0.2"');
    body += rect(x + 60, y + 530, 170, 40, 20, P.green2);
    // floating accents
    body += star(1230, 230, 40, 17, P.saffron) + star(330, 640, 28, 12, P.saffron, 'fill-opacity="0.8"');
    body += `<circle cx="300" cy="260" r="56" fill="none" stroke="${P.green2}" stroke-width="10"/>`;
    return { defs, body };
  },
};

export async function services(DATA: string): Promise<void> {
  for (const [name, motif] of Object.entries(motifs)) {
    const file = `images/services/${name}.jpg`;
    const rnd = rng(file);
    const nid = ids('s');
    const bd = darkBackdrop(nid, W, H, rnd);
    const m = motif(nid, rnd);
    const svg = svgDoc(W, H, bd.body + m.body, bd.defs + m.defs);
    await writeImage(path.join(DATA, file), svg);
  }
}
