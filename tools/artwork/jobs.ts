// Portfolio job images: 1600x1000 device mock-ups, one colour scheme per project.
import path from 'node:path';
import { P, rng, ids, svgDoc, writeImage, r2, rect, text, glow, dotGrid, mix, linGrad, textWidth, shadow, type Rng } from './lib.ts';
import { browserFrame, phoneFrame, line, brandLogo, barChart, lineChart, donut, pill, button, headline } from './devices.ts';
import { star, checkPath, person } from './shapes.ts';

const W = 1600;
const H = 1000;

/** A drawing inside a box of the page, for one project. */
type Art<T> = (x: number, y: number, w: number, h: number, cfg: T, rnd: Rng) => string;
/** The top bar of a web page: its links, its colours, its button. */
type NavOptions = { links?: string[]; dark?: boolean; cta?: string };
/** What every project has: its file name, its name and its colours (the backdrop's two, and its glow). */
type Base = { file: string; name: string; accent: string; dark: string; bg: [string, string]; glow: string };
/** A landing page in a browser: a hero, then a row of three cards. */
type Landing = Base & {
  kind: 'web';
  layout: 'landing';
  url: string;
  headline: string;
  cta: string;
  cta2: string;
  navOpts?: NavOptions;
  cards?: string[];
  cardColors?: string[];
  heroBg?: string;
  page?: string;
  headColor?: string;
  textOnHero?: string;
  onAccent?: string;
  heroArt?: Art<Landing>;
  card?: (x: number, y: number, w: number, h: number, i: number, cfg: Landing, rnd: Rng) => string;
};
/** A news front page in a browser: a lead story and a side list. */
type News = Base & {
  kind: 'web';
  layout: 'news';
  url: string;
  topline: string;
  sections: string[];
  kicker: string;
  headline: string;
  headColor?: string;
  sideTitle: string;
  side: string[];
  leadArt: Art<News>;
  /** The lead picture's gradient, named when the image is drawn. */
  leadGrad?: string;
};
/** A dashboard in a browser: a menu, four figures, a chart and a side panel. */
type Dashboard = Base & {
  kind: 'web';
  layout: 'dashboard';
  url: string;
  shortName?: string;
  headline: string;
  headColor?: string;
  sub: string;
  initials?: string;
  menu: string[];
  /** Label, value, change (empty for none), colour. */
  kpis: [string, string, string, string][];
  chartTitle: string;
  chart: Art<Dashboard>;
  panel: Art<Dashboard>;
};
/** Two phone screens (appScreens), or three social posts. */
type Other = Base & { kind: 'app' | 'social' };
type Project = Landing | News | Dashboard | Other;
/** One social post: its headline, colours, likes and picture. */
type Post = { title: string; bg: string; fg: string; likes: string; art: (x: number, y: number, w: number, h: number) => string };

// ---------------------------------------------------------------- web screens
function navBar(x: number, y: number, w: number, cfg: Landing, { links = ['Home', 'About', 'Pricing', 'Contact'], dark = false, cta = 'Get started' }: NavOptions = {}): { svg: string; h: number } {
  const h = 78;
  let s = rect(x, y, w, h, 0, dark ? cfg.dark : P.white);
  s += `<line x1="${x}" y1="${y + h}" x2="${x + w}" y2="${y + h}" stroke="${P.navy}" stroke-opacity="0.08" stroke-width="2"/>`;
  const logo = brandLogo(x + 40, y + h / 2, cfg.name, cfg.accent, { size: 24, color: dark ? P.white : P.ink });
  s += logo.svg;
  const b = button(0, 0, cta, cfg.accent, cfg.onAccent || P.white, 16);
  const bx = x + w - 40 - b.w;
  s += button(bx, y + (h - b.h) / 2, cta, cfg.accent, cfg.onAccent || P.white, 16).svg;
  let lx = bx - 36;
  for (let i = links.length - 1; i >= 0; i--) {
    const lw = textWidth(links[i], 17);
    lx -= lw;
    if (lx < x + 40 + logo.width + 30) break;
    s += text(lx, y + h / 2 + 6, links[i], { size: 17, color: dark ? '#C7D0E0' : '#4B5563' });
    lx -= 30;
  }
  return { svg: s, h };
}

const webLayouts = {
  landing(ix: number, iy: number, iw: number, ih: number, cfg: Landing, rnd: Rng): string {
    let s = rect(ix, iy, iw, ih, 0, cfg.page || P.cream);
    const nav = navBar(ix, iy, iw, cfg, cfg.navOpts);
    s += nav.svg;
    const hy = iy + nav.h;
    // hero
    const heroH = 380;
    s += rect(ix, hy, iw, heroH, 0, cfg.heroBg || P.white);
    const hl = headline(ix + 70, hy + 110, cfg.headline, { size: 54, maxW: iw * 0.5, color: cfg.headColor || cfg.accent, maxLines: 2 });
    s += hl.svg;
    s += line(ix + 70, hy + 110 + hl.height - 10, iw * 0.4, 14, cfg.textOnHero || P.navy, 0.3);
    s += line(ix + 70, hy + 110 + hl.height + 16, iw * 0.32, 14, cfg.textOnHero || P.navy, 0.3);
    const b1 = button(ix + 70, hy + 110 + hl.height + 60, cfg.cta || 'Get started', cfg.accent, cfg.onAccent || P.white, 18);
    s += b1.svg;
    s += button(ix + 90 + b1.w, hy + 110 + hl.height + 60, cfg.cta2 || 'Learn more', cfg.accent, cfg.accent, 18, { outline: true }).svg;
    // hero art on the right
    s += cfg.heroArt ? cfg.heroArt(ix + iw * 0.58, hy + 40, iw * 0.36, heroH - 80, cfg, rnd) : '';
    // cards row
    const cy = hy + heroH + 40;
    const n = 3;
    const gap = 30;
    const cw = (iw - 140 - gap * (n - 1)) / n;
    for (let i = 0; i < n; i++) {
      const cx = ix + 70 + i * (cw + gap);
      s += rect(cx, cy, cw, 240, 18, P.white, `stroke="${P.navy}" stroke-opacity="0.06" stroke-width="2"`);
      s += cfg.card ? cfg.card(cx, cy, cw, 240, i, cfg, rnd) : defaultCard(cx, cy, cw, i, cfg);
    }
    return s;
  },

  news(ix: number, iy: number, iw: number, ih: number, cfg: News, rnd: Rng): string {
    let s = rect(ix, iy, iw, ih, 0, P.white);
    // masthead
    s += rect(ix, iy, iw, 40, 0, cfg.dark);
    s += text(ix + 40, iy + 26, cfg.topline, { size: 15, color: '#C7D0E0' });
    s += rect(ix + iw - 200, iy + 10, 160, 20, 10, P.white, 'fill-opacity="0.15"');
    s += text(ix + iw / 2, iy + 110, cfg.name, { size: 46, color: cfg.dark, weight: 'bold', anchor: 'middle', spacing: 1 });
    s += `<line x1="${ix + 40}" y1="${iy + 140}" x2="${ix + iw - 40}" y2="${iy + 140}" stroke="${cfg.dark}" stroke-width="3"/>`;
    let lx = ix + 40;
    cfg.sections.forEach((sec, i) => {
      s += text(lx, iy + 172, sec, { size: 17, color: i === 0 ? cfg.accent : '#374151', weight: i === 0 ? 'bold' : 'normal' });
      lx += textWidth(sec, 17, i === 0) + 34;
    });
    s += `<line x1="${ix + 40}" y1="${iy + 192}" x2="${ix + iw - 40}" y2="${iy + 192}" stroke="${P.navy}" stroke-opacity="0.12" stroke-width="2"/>`;
    // lead story
    const ly = iy + 220;
    const leadW = iw * 0.56;
    s += rect(ix + 40, ly, leadW, 300, 14, `url(#${cfg.leadGrad})`);
    s += `<clipPath id="nlead"><rect x="${ix + 40}" y="${ly}" width="${r2(leadW)}" height="300" rx="14"/></clipPath>`;
    s += `<g clip-path="url(#nlead)">${cfg.leadArt(ix + 40, ly, leadW, 300, cfg, rnd)}</g>`;
    s += pill(ix + 40, ly + 322, cfg.kicker, cfg.accent, P.white, 13).svg;
    const hl = headline(ix + 40, ly + 392, cfg.headline, { size: 34, maxW: leadW, color: cfg.headColor || P.ink, maxLines: 2 });
    s += hl.svg;
    s += line(ix + 40, ly + 392 + hl.height - 12, leadW * 0.9, 12);
    s += line(ix + 40, ly + 392 + hl.height + 10, leadW * 0.7, 12);
    // side list
    const sx = ix + 80 + leadW;
    const sw = iw - leadW - 120;
    s += text(sx, ly + 20, cfg.sideTitle, { size: 18, color: cfg.accent, weight: 'bold' });
    cfg.side.forEach((t, i) => {
      const yy = ly + 50 + i * 122;
      s += rect(sx, yy, 120, 96, 10, [mix(cfg.accent, P.white, 0.7), mix(P.navy, P.white, 0.8), mix(P.saffron, P.white, 0.7), mix(P.green2, P.white, 0.75)][i % 4]);
      s += `<clipPath id="nth${i}"><rect x="${sx}" y="${yy}" width="120" height="96" rx="10"/></clipPath>`;
      s += `<g clip-path="url(#nth${i})"><circle cx="${sx + 30 + (i * 23) % 60}" cy="${yy + 30}" r="14" fill="${P.white}" fill-opacity="0.8"/>`;
      s += `<path d="M${sx - 10} ${yy + 96} L${sx + 30} ${yy + 56 + (i % 2) * 10} L${sx + 62} ${yy + 76} L${sx + 92} ${yy + 50} L${sx + 130} ${yy + 96}Z" fill="${[cfg.accent, P.navy, '#B45309', P.green][i % 4]}" fill-opacity="0.55"/></g>`;
      const h2 = headline(sx + 138, yy + 24, t, { size: 18, maxW: sw - 140, color: P.ink, maxLines: 2 });
      s += h2.svg;
      s += line(sx + 138, yy + 26 + h2.height, 90, 10, P.navy, 0.18);
    });
    return s;
  },

  dashboard(ix: number, iy: number, iw: number, ih: number, cfg: Dashboard, rnd: Rng): string {
    let s = rect(ix, iy, iw, ih, 0, '#F3F4F6');
    const sbw = 230;
    s += rect(ix, iy, sbw, ih, 0, cfg.dark);
    s += brandLogo(ix + 24, iy + 50, cfg.shortName || cfg.name, cfg.accent, { size: 18, color: P.white }).svg;
    cfg.menu.forEach((m, i) => {
      const yy = iy + 110 + i * 52;
      if (i === 0) s += rect(ix + 14, yy - 4, sbw - 28, 42, 10, cfg.accent, 'fill-opacity="0.22"');
      s += rect(ix + 30, yy + 8, 18, 18, 5, i === 0 ? cfg.accent : '#8A97B4');
      s += text(ix + 62, yy + 23, m, { size: 16, color: i === 0 ? P.white : '#B7C2D8', weight: i === 0 ? 'bold' : 'normal' });
    });
    const cx = ix + sbw + 36;
    const cw = iw - sbw - 72;
    s += text(cx, iy + 58, cfg.headline, { size: 30, color: cfg.headColor || P.ink, weight: 'bold' });
    s += text(cx, iy + 88, cfg.sub, { size: 16, color: '#6B7280' });
    s += rect(cx + cw - 260, iy + 34, 200, 42, 21, P.white, `stroke="${P.navy}" stroke-opacity="0.1" stroke-width="2"`);
    s += `<circle cx="${cx + cw - 236}" cy="${iy + 55}" r="8" fill="none" stroke="#9CA3AF" stroke-width="3"/>`;
    s += `<circle cx="${cx + cw - 22}" cy="${iy + 55}" r="22" fill="${cfg.accent}"/>`;
    s += text(cx + cw - 22, iy + 62, cfg.initials || 'AO', { size: 16, color: P.white, weight: 'bold', anchor: 'middle' });
    // KPI tiles
    const ky = iy + 116;
    const kn = cfg.kpis.length;
    const kg = 22;
    const kw = (cw - kg * (kn - 1)) / kn;
    cfg.kpis.forEach(([label, val, delta, col], i) => {
      const kx = cx + i * (kw + kg);
      s += rect(kx, ky, kw, 118, 16, P.white);
      s += rect(kx + 20, ky + 20, 36, 36, 10, col, 'fill-opacity="0.18"');
      s += rect(kx + 31, ky + 31, 14, 14, 4, col);
      s += text(kx + 68, ky + 44, label, { size: 15, color: '#6B7280' });
      s += text(kx + 20, ky + 96, val, { size: 28, color: P.ink, weight: 'bold' });
      if (delta) s += text(kx + kw - 20, ky + 96, delta, { size: 15, color: delta.startsWith('-') ? '#DC2626' : P.green, weight: 'bold', anchor: 'end' });
    });
    // chart + side panel
    const chy = ky + 146;
    const chw = cw * 0.62;
    const chh = ih - (chy - iy) - 36;
    s += rect(cx, chy, chw, chh, 16, P.white);
    s += text(cx + 24, chy + 40, cfg.chartTitle, { size: 18, color: P.ink, weight: 'bold' });
    s += cfg.chart(cx + 24, chy + 70, chw - 48, chh - 100, cfg, rnd);
    const px = cx + chw + 24;
    const pw = cw - chw - 24;
    s += rect(px, chy, pw, chh, 16, P.white);
    s += cfg.panel(px, chy, pw, chh, cfg, rnd);
    return s;
  },
};

function defaultCard(x: number, y: number, w: number, i: number, cfg: Landing): string {
  const cols = cfg.cardColors || [cfg.accent, P.green2, P.saffron];
  let s = rect(x + 24, y + 26, 56, 56, 14, cols[i % cols.length], 'fill-opacity="0.9"');
  const t = (cfg.cards || [])[i];
  if (t) s += text(x + 24, y + 122, t, { size: 21, color: P.ink, weight: 'bold' });
  else s += line(x + 24, y + 108, w * 0.55, 16, P.navy, 0.7);
  s += line(x + 24, y + 150, w - 48, 12);
  s += line(x + 24, y + 174, w - 80, 12);
  s += line(x + 24, y + 198, w * 0.5, 12);
  return s;
}

// ---------------------------------------------------------------- per-project configs
const PROJECTS: Project[] = [
  {
    file: 'peerads',
    name: 'PeerAds',
    kind: 'web',
    layout: 'landing',
    url: 'peerads.ng',
    accent: '#F97316',
    dark: '#1F1537',
    bg: ['#0B1B3A', '#3A1F2E'],
    glow: '#F97316',
    headline: 'Advertise through people you trust',
    cta: 'Start a campaign',
    cta2: 'Become a promoter',
    navOpts: { links: ['Advertisers', 'Promoters', 'Pricing'], cta: 'Sign in' },
    cards: ['Create', 'Share', 'Earn'],
    cardColors: ['#F97316', P.green2, P.saffron],
    heroArt(x, y, w, h) {
      // campaign card with share stats
      let s = `<circle cx="${x + w * 0.62}" cy="${y + h / 2}" r="${h * 0.48}" fill="#F97316" fill-opacity="0.12"/>`;
      s += rect(x + 20, y + 30, w * 0.78, h - 60, 22, P.white, `stroke="#F97316" stroke-opacity="0.25" stroke-width="2"`);
      s += rect(x + 44, y + 54, w * 0.78 - 48, 110, 14, '#FED7AA');
      s += `<circle cx="${x + 100}" cy="${y + 110}" r="34" fill="#F97316"/>`;
      s += line(x + 150, y + 92, 130, 14, P.ink, 0.6) + line(x + 150, y + 118, 90, 12);
      s += text(x + 44, y + 204, '4,210 shares', { size: 20, color: P.ink, weight: 'bold' });
      s += lineChart(x + 44, y + 218, w * 0.78 - 48, 34, [3, 5, 4, 8, 7, 11, 14], '#F97316', { width: 4, dots: true });
      s += `<circle cx="${x + w * 0.86}" cy="${y + 40}" r="30" fill="${P.green2}"/>` + `<path d="${checkPath(x + w * 0.86, y + 40, 26)}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
      return s;
    },
  },
  {
    file: 'harambee-fund',
    name: 'Harambee Fund',
    kind: 'web',
    layout: 'landing',
    url: 'harambeefund.org',
    accent: '#15803D',
    dark: '#0F2A1E',
    bg: ['#0B1B3A', '#12382A'],
    glow: P.green2,
    headline: 'Pull together for your community',
    cta: 'Donate now',
    cta2: 'Start a campaign',
    navOpts: { links: ['Campaigns', 'How it works', 'About'], cta: 'Donate' },
    heroBg: '#FFFBEB',
    page: '#FFFBEB',
    card(x, y, w, _h, i) {
      const titles = ['Borehole for Ikot', 'Classroom repairs', 'Clinic equipment'];
      const pct = [0.78, 0.54, 0.91][i];
      let s = rect(x, y, w, 110, 18, [mix('#15803D', P.white, 0.75), mix(P.saffron, P.white, 0.65), mix(P.navy, P.white, 0.78)][i]);
      s += rect(x, y + 92, w, 18, 0, P.white);
      s += `<circle cx="${x + w - 60}" cy="${y + 50}" r="30" fill="${P.white}" fill-opacity="0.55"/>`;
      s += text(x + 24, y + 144, titles[i], { size: 20, color: P.ink, weight: 'bold' });
      s += rect(x + 24, y + 166, w - 48, 12, 6, P.sand);
      s += rect(x + 24, y + 166, (w - 48) * pct, 12, 6, '#15803D');
      s += text(x + 24, y + 212, `${Math.round(pct * 100)}% funded`, { size: 16, color: '#15803D', weight: 'bold' });
      s += text(x + w - 24, y + 212, ['₦2.4m', '₦1.1m', '₦3.8m'][i], { size: 16, color: '#6B7280', anchor: 'end' });
      return s;
    },
    heroArt(x, y, w, h) {
      let s = `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${h * 0.46}" fill="${P.saffron}" fill-opacity="0.25"/>`;
      s += `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${h * 0.32}" fill="#15803D"/>`;
      // hands / hearts abstract: heart
      const cx = x + w / 2;
      const cy = y + h / 2;
      const sz = h * 0.16;
      s += `<path d="M${cx} ${cy + sz * 0.9} C${cx - sz * 1.5} ${cy} ${cx - sz * 0.8} ${cy - sz * 1.1} ${cx} ${cy - sz * 0.3} C${cx + sz * 0.8} ${cy - sz * 1.1} ${cx + sz * 1.5} ${cy} ${cx} ${cy + sz * 0.9}Z" fill="${P.white}"/>`;
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
        s += `<circle cx="${r2(cx + h * 0.44 * Math.cos(a))}" cy="${r2(cy + h * 0.44 * Math.sin(a))}" r="18" fill="${[P.saffron, '#15803D', P.navy][i % 3]}"/>`;
      }
      return s;
    },
  },
  {
    file: 'jamb-prep-pro',
    name: 'JAMB Prep Pro',
    kind: 'app',
    accent: '#2563EB',
    dark: '#0F1E4A',
    bg: ['#0B1B3A', '#1B2F6B'],
    glow: '#3B82F6',
  },
  {
    file: 'lumen-pr',
    name: 'Lumen PR',
    kind: 'web',
    layout: 'landing',
    url: 'lumenpr.com',
    accent: '#D97706',
    headColor: '#F5B301',
    dark: '#0B1B3A',
    bg: ['#13284F', '#0B1B3A'],
    glow: P.saffron,
    headline: 'Stories that move people',
    cta: 'Work with us',
    cta2: 'Our work',
    navOpts: { links: ['Services', 'Work', 'Insights', 'Team'], cta: 'Contact', dark: true },
    heroBg: '#0F2347',
    textOnHero: P.white,
    page: P.cream,
    cards: ['Media relations', 'Crisis comms', 'Brand stories'],
    cardColors: [P.saffron, '#0F2347', P.green2],
    heroArt(x, y, w, h) {
      const cx = x + w * 0.55;
      const cy = y + h / 2;
      let s = '';
      for (let i = 5; i >= 1; i--) s += `<circle cx="${cx}" cy="${cy}" r="${h * 0.09 * i}" fill="${P.saffron}" fill-opacity="${r2(0.06 + (5 - i) * 0.05)}"/>`;
      s += `<circle cx="${cx}" cy="${cy}" r="${h * 0.12}" fill="${P.saffron}"/>`;
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        s += `<line x1="${r2(cx + h * 0.2 * Math.cos(a))}" y1="${r2(cy + h * 0.2 * Math.sin(a))}" x2="${r2(cx + h * 0.28 * Math.cos(a))}" y2="${r2(cy + h * 0.28 * Math.sin(a))}" stroke="${P.saffron}" stroke-width="5" stroke-linecap="round"/>`;
      }
      return s;
    },
  },
  {
    file: 'brightkids',
    name: 'BrightKids',
    kind: 'app',
    accent: '#8B5CF6',
    dark: '#2A1B5C',
    bg: ['#0B1B3A', '#2A2260'],
    glow: '#A78BFA',
  },
  {
    file: 'tressed',
    name: 'Tressed',
    kind: 'app',
    accent: '#DB2777',
    dark: '#3B0F2A',
    bg: ['#0B1B3A', '#3A1633'],
    glow: '#EC4899',
  },
  {
    file: 'lagos-daily-wire',
    name: 'Lagos Daily Wire',
    kind: 'web',
    layout: 'news',
    url: 'lagosdailywire.com',
    accent: '#DC2626',
    dark: '#111827',
    bg: ['#0B1B3A', '#3A1A22'],
    glow: '#EF4444',
    topline: 'Lagos · 29°C · Live updates',
    sections: ['Top stories', 'Metro', 'Politics', 'Business', 'Sport', 'Culture'],
    kicker: 'METRO',
    headline: 'Third Mainland Bridge reopens to full traffic',
    sideTitle: 'Latest',
    side: ['Lekki traffic plan announced', 'Eko Atlantic adds new homes', 'Super Eagles name squad', 'Ferry routes expand in Ikorodu'],
    leadArt(x, y, w, h, _cfg, rnd) {
      // Third Mainland Bridge at dusk: sun, skyline, long deck on piers over the lagoon
      const base = y + h * 0.64;
      let s = `<circle cx="${r2(x + w * 0.68)}" cy="${r2(base - 18)}" r="70" fill="${P.saffron}" fill-opacity="0.3"/>`;
      s += `<circle cx="${r2(x + w * 0.68)}" cy="${r2(base - 18)}" r="48" fill="${P.saffron}"/>`;
      let bx = x;
      let sk = '';
      while (bx < x + w) {
        const bw = rnd.range(22, 48);
        const bh = rnd.range(18, 70) * (bx > x + w * 0.2 && bx < x + w * 0.45 ? 1.6 : 1);
        sk += `<rect x="${r2(bx)}" y="${r2(base - bh)}" width="${r2(bw - 4)}" height="${r2(bh + 2)}"/>`;
        bx += bw;
      }
      s += `<g fill="#1F1020" fill-opacity="0.85">${sk}</g>`;
      s += rect(x, base, w, h - (base - y), 0, '#0B1B3A', 'fill-opacity="0.75"');
      for (let i = 0; i < 5; i++) s += rect(x + w * 0.68 - 60 + i * 9, base + 14 + i * 14, 120 - i * 18, 4, 2, P.saffron, `fill-opacity="${r2(0.6 - i * 0.1)}"`);
      const P0 = [x - 10, y + h * 0.8];
      const P1 = [x + w / 2, y + h * 0.6];
      const P2 = [x + w + 10, y + h * 0.76];
      const q = (t: number, i: number) => (1 - t) * (1 - t) * P0[i] + 2 * (1 - t) * t * P1[i] + t * t * P2[i];
      let piers = '';
      for (let i = 1; i < 16; i++) {
        const t = i / 16;
        piers += `<line x1="${r2(q(t, 0))}" y1="${r2(q(t, 1))}" x2="${r2(q(t, 0))}" y2="${r2(y + h * 0.93)}"/>`;
      }
      s += `<g stroke="${P.white}" stroke-opacity="0.45" stroke-width="4">${piers}</g>`;
      s += `<path d="M${P0[0]} ${P0[1]} Q${P1[0]} ${P1[1]} ${P2[0]} ${P2[1]}" fill="none" stroke="${P.white}" stroke-width="9"/>`;
      s += `<path d="M${P0[0]} ${P0[1] + 10} Q${P1[0]} ${P1[1] + 10} ${P2[0]} ${P2[1] + 10}" fill="none" stroke="${P.white}" stroke-opacity="0.5" stroke-width="3"/>`;
      return s;
    },
  },
  {
    file: 'naira-ledger',
    name: 'Naira Ledger',
    kind: 'web',
    layout: 'news',
    url: 'nairaledger.com',
    accent: '#0F766E',
    dark: '#0B1B3A',
    bg: ['#0B1B3A', '#0E3B3B'],
    glow: '#14B8A6',
    topline: 'NGX ASI 98,412 ▲ 0.8%  ·  USD/NGN 1,542',
    sections: ['Markets', 'Economy', 'Banking', 'Tech', 'Opinion'],
    kicker: 'MARKETS',
    headline: 'Naira steadies as banks raise fresh capital',
    sideTitle: 'Market movers',
    side: ['Dangote Cement up 4% on results', 'CBN holds rates at 27.5%', 'Fintech funding rebounds', 'Oil output rises in Q3'],
    leadArt(x, y, w, h) {
      let s = '';
      s += barChart(x + 40, y + 60, w - 80, h - 110, [5, 7, 6, 9, 8, 11, 10, 13, 12, 15], ['#5EEAD4', '#2DD4BF'], { baseColor: P.white, radius: 4 });
      s += lineChart(x + 40, y + 50, w - 80, h - 120, [4, 6, 5, 8, 9, 8, 11, 12, 13, 16], P.saffron, { width: 5, dots: true });
      return s;
    },
  },
  {
    file: 'harbor-bank-social',
    name: 'Harbor Bank',
    kind: 'social',
    accent: '#0369A1',
    dark: '#0C2D48',
    bg: ['#0B1B3A', '#0C3552'],
    glow: '#0EA5E9',
  },
  {
    file: 'unity-college',
    name: 'Unity College Portal',
    kind: 'web',
    layout: 'dashboard',
    url: 'portal.unitycollege.edu.ng',
    accent: '#4F46E5',
    dark: '#1E1B4B',
    bg: ['#0B1B3A', '#24235A'],
    glow: '#6366F1',
    shortName: 'Unity College',
    headline: 'Welcome back, Amaka',
    sub: 'Unity College Portal · JSS 3 Gold · Second term',
    initials: 'AE',
    menu: ['Dashboard', 'Results', 'Timetable', 'Fees', 'Library', 'Messages'],
    kpis: [
      ['Average', '78%', '+4%', '#4F46E5'],
      ['Attendance', '96%', '+1%', P.green],
      ['Fees due', '₦0', '', P.saffron],
      ['Assignments', '3', '', '#DB2777'],
    ],
    chartTitle: 'Term results by subject',
    chart(x, y, w, h) {
      const subj = ['Maths', 'English', 'Biology', 'Physics', 'Civic', 'French'];
      const vals = [82, 74, 88, 69, 91, 77];
      let s = barChart(x + 10, y + 10, w - 20, h - 50, vals, ['#4F46E5', '#818CF8']);
      const bw = (w - 20) / (6 + 5 * 0.35);
      subj.forEach((t, i) => (s += text(x + 10 + i * bw * 1.35 + bw / 2, y + h - 8, t, { size: 14, color: '#6B7280', anchor: 'middle' })));
      return s;
    },
    panel(x, y) {
      let s = text(x + 24, y + 40, 'Upcoming', { size: 18, color: P.ink, weight: 'bold' });
      const items = [['Maths test', 'Mon 9:00', '#4F46E5'], ['Science fair', 'Wed 12:00', P.green], ['PTA meeting', 'Fri 16:00', P.saffron], ['Fees deadline', 'Mar 30', '#DB2777']];
      items.forEach(([a, b, c], i) => {
        const yy = y + 70 + i * 74;
        s += rect(x + 24, yy, 6, 52, 3, c);
        s += text(x + 44, yy + 22, a, { size: 16, color: P.ink, weight: 'bold' });
        s += text(x + 44, yy + 46, b, { size: 14, color: '#6B7280' });
      });
      return s;
    },
  },
  {
    file: 'stockpilot',
    name: 'StockPilot',
    kind: 'web',
    layout: 'dashboard',
    url: 'app.stockpilot.ng',
    accent: '#16A34A',
    dark: '#0B1B3A',
    bg: ['#0B1B3A', '#103A2A'],
    glow: P.green2,
    headline: 'Good morning, Tunde',
    sub: 'StockPilot · Ikeja store · Today',
    initials: 'TB',
    menu: ['Overview', 'Inventory', 'Sales (POS)', 'Purchases', 'Reports', 'Settings'],
    kpis: [
      ['Sales today', '₦842k', '+12%', P.green],
      ['Orders', '316', '+8%', '#2563EB'],
      ['Low stock', '14', '', P.saffron],
      ['Stock value', '₦18.6m', '', '#0F2347'],
    ],
    chartTitle: 'Sales this week',
    chart(x, y, w, h) {
      const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
      let s = '';
      for (let i = 0; i < 4; i++) s += `<line x1="${x}" y1="${r2(y + (i * (h - 40)) / 3)}" x2="${x + w}" y2="${r2(y + (i * (h - 40)) / 3)}" stroke="#E5E7EB" stroke-width="2"/>`;
      s += lineChart(x, y, w, h - 40, [42, 55, 48, 63, 70, 88, 76], P.green, { area: 'rgba(34,197,94,0.15)', width: 5, dots: true });
      days.forEach((d, i) => (s += text(x + (i / 6) * w, y + h - 6, d, { size: 14, color: '#6B7280', anchor: i === 0 ? 'start' : i === 6 ? 'end' : 'middle' })));
      return s;
    },
    panel(x, y, w) {
      let s = text(x + 24, y + 40, 'Top products', { size: 18, color: P.ink, weight: 'bold' });
      s += donut(x + w / 2, y + 150, 70, [42, 28, 18, 12], [P.green, '#2563EB', P.saffron, '#0F2347'], 26);
      const items = [['Rice 50kg', P.green], ['Palm oil', '#2563EB'], ['Sugar', P.saffron]];
      items.forEach(([a, c], i) => {
        const yy = y + 262 + i * 34;
        s += `<circle cx="${x + 32}" cy="${yy - 5}" r="7" fill="${c}"/>`;
        s += text(x + 50, yy, a, { size: 15, color: '#374151' });
      });
      return s;
    },
  },
  {
    file: 'mama-put-kitchen',
    name: 'Mama Put Kitchen',
    kind: 'web',
    layout: 'landing',
    url: 'mamaputkitchen.ng',
    accent: '#EA580C',
    dark: '#2B1408',
    bg: ['#0B1B3A', '#3B2210'],
    glow: P.saffron,
    headline: 'Home-style meals, delivered hot',
    cta: 'Order now',
    cta2: 'View menu',
    navOpts: { links: ['Menu', 'Specials', 'Locations'], cta: 'Cart (2)' },
    heroBg: '#FFF7ED',
    page: '#FFF7ED',
    card(x, y, w, _h, i) {
      const dishes = [['Jollof rice & chicken', '₦3,500'], ['Pounded yam & egusi', '₦4,200'], ['Fried plantain & beans', '₦2,800']];
      let s = `<circle cx="${x + 70}" cy="${y + 70}" r="46" fill="${P.white}" stroke="#FED7AA" stroke-width="8"/>`;
      s += `<circle cx="${x + 70}" cy="${y + 70}" r="30" fill="${['#EA580C', '#FCD34D', '#F59E0B'][i]}"/>`;
      s += `<circle cx="${x + 60}" cy="${y + 62}" r="10" fill="${[P.green, '#EA580C', '#92400E'][i]}"/>`;
      s += headline(x + 24, y + 152, dishes[i][0], { size: 19, maxW: w - 48, color: P.ink, maxLines: 1 }).svg;
      s += text(x + 24, y + 200, dishes[i][1], { size: 20, color: '#EA580C', weight: 'bold' });
      s += button(x + w - 24 - 64, y + 172, '+', '#EA580C', P.white, 18).svg;
      return s;
    },
    heroArt(x, y, w, h) {
      const cx = x + w * 0.55;
      const cy = y + h / 2;
      let s = `<circle cx="${cx}" cy="${cy}" r="${h * 0.48}" fill="#FED7AA"/>`;
      s += `<circle cx="${cx}" cy="${cy}" r="${h * 0.38}" fill="${P.white}"/>`;
      s += `<circle cx="${cx}" cy="${cy}" r="${h * 0.3}" fill="#EA580C"/>`;
      s += `<circle cx="${cx - 30}" cy="${cy - 20}" r="${h * 0.09}" fill="#FCD34D"/>`;
      s += `<circle cx="${cx + 36}" cy="${cy + 24}" r="${h * 0.08}" fill="#92400E"/>`;
      s += `<ellipse cx="${cx + 20}" cy="${cy - 40}" rx="26" ry="12" fill="${P.green}" transform="rotate(-30 ${cx + 20} ${cy - 40})"/>`;
      s += pill(x + 10, y + h - 60, '30 min delivery', P.white, '#EA580C', 15).svg;
      return s;
    },
  },
];

// ---------------------------------------------------------------- app screens
/** The two phone screens of an app project. */
function appScreens(cfg: Other): ((x: number, y: number, w: number, h: number) => string)[] {
  const screens: Record<string, ((x: number, y: number, w: number, h: number) => string)[]> = {
    'jamb-prep-pro': [
      (x, y, w, h) => {
        let s = rect(x, y, w, 190, 0, '#2563EB');
        s += text(x + 30, y + 80, 'JAMB Prep Pro', { size: 22, color: P.white, weight: 'bold' });
        s += text(x + 30, y + 112, 'Mock exam · Biology', { size: 16, color: '#BFDBFE' });
        s += pill(x + w - 130, y + 60, '24:10', P.saffron, P.ink, 16).svg;
        s += rect(x + 30, y + 150, w - 60, 10, 5, P.white, 'fill-opacity="0.3"');
        s += rect(x + 30, y + 150, (w - 60) * 0.45, 10, 5, P.white);
        s += text(x + 30, y + 236, 'Question 18 of 40', { size: 15, color: '#6B7280' });
        s += headline(x + 30, y + 272, 'Which organelle is the site of respiration?', { size: 20, maxW: w - 60, color: P.ink, maxLines: 3 }).svg;
        ['Nucleus', 'Mitochondrion', 'Ribosome', 'Vacuole'].forEach((o, i) => {
          const yy = y + 360 + i * 70;
          const sel = i === 1;
          s += rect(x + 30, yy, w - 60, 56, 14, sel ? '#DBEAFE' : P.white, `stroke="${sel ? '#2563EB' : '#E5E7EB'}" stroke-width="2"`);
          s += `<circle cx="${x + 62}" cy="${yy + 28}" r="14" fill="${sel ? '#2563EB' : '#F3F4F6'}"/>`;
          s += text(x + 62, yy + 33, 'ABCD'[i], { size: 14, color: sel ? P.white : '#374151', weight: 'bold', anchor: 'middle' });
          s += text(x + 90, yy + 34, o, { size: 17, color: P.ink });
        });
        s += button(x + 30, y + h - 100, 'Next question', '#2563EB', P.white, 17).svg;
        return s;
      },
      (x, y, w, h) => {
        let s = rect(x, y, w, h, 0, '#F8FAFC');
        s += text(x + 30, y + 80, 'Your progress', { size: 22, color: P.ink, weight: 'bold' });
        s += donut(x + w / 2, y + 210, 90, [72, 28], ['#2563EB', '#E5E7EB'], 22);
        s += text(x + w / 2, y + 222, '72%', { size: 34, color: P.ink, weight: 'bold', anchor: 'middle' });
        s += text(x + w / 2, y + 340, 'Average mock score', { size: 15, color: '#6B7280', anchor: 'middle' });
        const subjects: [string, number, string][] = [['English', 0.81, '#2563EB'], ['Biology', 0.74, P.green], ['Chemistry', 0.63, P.saffron], ['Physics', 0.58, '#DB2777']];
        subjects.forEach(([t, v, c], i) => {
          const yy = y + 390 + i * 62;
          s += text(x + 30, yy, t, { size: 16, color: P.ink, weight: 'bold' });
          s += text(x + w - 30, yy, `${Math.round(v * 100)}%`, { size: 15, color: '#6B7280', anchor: 'end' });
          s += rect(x + 30, yy + 14, w - 60, 10, 5, '#E5E7EB') + rect(x + 30, yy + 14, (w - 60) * v, 10, 5, c);
        });
        return s;
      },
    ],
    brightkids: [
      (x, y, w, h) => {
        let s = rect(x, y, w, h, 0, '#FAF5FF');
        s += text(x + 30, y + 84, 'Hi, Tobi!', { size: 28, color: '#6D28D9', weight: 'bold' });
        s += text(x + 30, y + 114, 'Ready to learn today?', { size: 16, color: '#6B7280' });
        s += rect(x + 30, y + 140, w - 60, 130, 22, '#8B5CF6');
        s += text(x + 54, y + 190, 'Daily streak', { size: 16, color: '#EDE9FE' });
        s += text(x + 54, y + 236, '12 days', { size: 30, color: P.white, weight: 'bold' });
        s += star(x + w - 90, y + 205, 36, 16, P.saffron);
        const tiles = [['Maths', '#F59E0B'], ['English', '#22C55E'], ['Science', '#3B82F6'], ['Art', '#EC4899']];
        tiles.forEach(([t, c], i) => {
          const tw = (w - 80) / 2;
          const tx = x + 30 + (i % 2) * (tw + 20);
          const ty = y + 300 + Math.floor(i / 2) * 170;
          s += rect(tx, ty, tw, 150, 22, c);
          s += `<circle cx="${tx + tw - 34}" cy="${ty + 36}" r="40" fill="${P.white}" fill-opacity="0.25"/>`;
          s += rect(tx + 20, ty + 24, 44, 44, 12, P.white, 'fill-opacity="0.9"');
          s += text(tx + 20, ty + 116, t, { size: 19, color: P.white, weight: 'bold' });
        });
        return s;
      },
      (x, y, w, h) => {
        let s = rect(x, y, w, h, 0, P.white);
        s += rect(x, y, w, 300, 0, '#EDE9FE');
        s += `<circle cx="${x + w / 2}" cy="${y + 170}" r="90" fill="#8B5CF6"/>`;
        s += text(x + w / 2, y + 196, '3 + 4', { size: 40, color: P.white, weight: 'bold', anchor: 'middle' });
        s += text(x + 30, y + 350, 'Lesson 4 · Adding numbers', { size: 16, color: '#6B7280' });
        s += text(x + 30, y + 388, 'What is 3 + 4?', { size: 24, color: P.ink, weight: 'bold' });
        ['5', '7', '8', '6'].forEach((o, i) => {
          const tw = (w - 80) / 2;
          const tx = x + 30 + (i % 2) * (tw + 20);
          const ty = y + 420 + Math.floor(i / 2) * 100;
          const ok = o === '7';
          s += rect(tx, ty, tw, 80, 18, ok ? '#22C55E' : '#F3F4F6');
          s += text(tx + tw / 2, ty + 53, o, { size: 32, color: ok ? P.white : P.ink, weight: 'bold', anchor: 'middle' });
        });
        s += star(x + w - 60, y + 60, 22, 10, P.saffron) + star(x + 60, y + 90, 16, 7, P.saffron);
        return s;
      },
    ],
    tressed: [
      (x, y, w, h) => {
        let s = rect(x, y, w, h, 0, '#FDF2F8');
        s += text(x + 30, y + 84, 'Tressed', { size: 28, color: '#BE185D', weight: 'bold' });
        s += text(x + 30, y + 114, 'Book your stylist', { size: 17, color: '#6B7280' });
        s += rect(x + 30, y + 140, w - 60, 50, 25, P.white);
        s += `<circle cx="${x + 60}" cy="${y + 165}" r="9" fill="none" stroke="#9CA3AF" stroke-width="3"/>`;
        s += text(x + 80, y + 171, 'Braids, Lekki', { size: 16, color: '#9CA3AF' });
        ['Knotless braids', 'Silk press', 'Loc retwist'].forEach((t, i) => {
          const yy = y + 220 + i * 150;
          s += rect(x + 30, yy, w - 60, 130, 20, P.white);
          s += `<clipPath id="trs-t${i}"><rect x="${x + 46}" y="${yy + 16}" width="98" height="98" rx="16"/></clipPath>`;
          s += `<g clip-path="url(#trs-t${i})">${rect(x + 46, yy + 16, 98, 98, 0, ['#F9A8D4', '#FBCFE8', '#FDE68A'][i])}`;
          // stylised client: hair shape (differs per service), face, shoulders
          const hx = x + 95;
          const hy = yy + 58;
          if (i === 0) s += `<path d="M${hx - 26} ${hy + 40} L${hx - 24} ${hy - 4} Q${hx} ${hy - 40} ${hx + 24} ${hy - 4} L${hx + 26} ${hy + 40}Z" fill="#3B0A1F"/>`;
          if (i === 1) s += `<path d="M${hx - 24} ${hy + 22} Q${hx - 30} ${hy - 34} ${hx} ${hy - 30} Q${hx + 30} ${hy - 34} ${hx + 24} ${hy + 22}Z" fill="#3B0A1F"/>`;
          if (i === 2) s += `<circle cx="${hx}" cy="${hy - 6}" r="30" fill="#3B0A1F"/>`;
          s += `<ellipse cx="${hx}" cy="${hy + 56}" rx="36" ry="26" fill="#9D174D"/>`;
          s += `<circle cx="${hx}" cy="${hy + 2}" r="17" fill="#7C2D12"/></g>`;
          s += text(x + 162, yy + 46, t, { size: 17, color: P.ink, weight: 'bold' });
          s += star(x + 172, yy + 72, 9, 4, P.saffron);
          s += text(x + 188, yy + 78, ['4.9', '4.8', '5.0'][i], { size: 14, color: '#6B7280' });
          s += text(x + 162, yy + 110, ['₦18,000', '₦12,500', '₦9,000'][i], { size: 16, color: '#BE185D', weight: 'bold' });
        });
        return s;
      },
      (x, y, w, h) => {
        let s = rect(x, y, w, h, 0, P.white);
        s += rect(x, y, w, 240, 0, '#DB2777');
        s += `<circle cx="${x + w / 2}" cy="${y + 130}" r="62" fill="#FBCFE8"/>`;
        s += person(x + w / 2, y + 130, 56, '#F9A8D4', '#831843', 'trs-p');
        s += text(x + w / 2, y + 290, 'Ada at Crown Studio', { size: 20, color: P.ink, weight: 'bold', anchor: 'middle' });
        s += text(x + 30, y + 344, 'Pick a time · Sat 14 Jun', { size: 16, color: '#6B7280' });
        ['9:00', '10:30', '12:00', '13:30', '15:00', '16:30'].forEach((t, i) => {
          const tw = (w - 80) / 3;
          const tx = x + 30 + (i % 3) * (tw + 10);
          const ty = y + 370 + Math.floor(i / 3) * 66;
          const sel = i === 2;
          s += rect(tx, ty, tw, 52, 14, sel ? '#DB2777' : '#FDF2F8');
          s += text(tx + tw / 2, ty + 33, t, { size: 16, color: sel ? P.white : '#831843', weight: 'bold', anchor: 'middle' });
        });
        s += button(x + 30, y + h - 110, 'Confirm booking', '#DB2777', P.white, 18).svg;
        return s;
      },
    ],
  };
  return screens[cfg.file];
}

function socialPost(x: number, y: number, w: number, cfg: Project, post: Post, clipId: string): string {
  const h = w * 1.32;
  let s = shadow(x, y, w, h, 24, 0.4, 24);
  s += rect(x, y, w, h, 24, P.white);
  s += `<circle cx="${x + 42}" cy="${y + 42}" r="22" fill="${cfg.accent}"/>`;
  s += `<path d="M${x + 30} ${y + 50} Q${x + 42} ${y + 30} ${x + 54} ${y + 50}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`;
  s += text(x + 76, y + 40, cfg.name, { size: 17, color: P.ink, weight: 'bold' });
  s += text(x + 76, y + 60, 'Sponsored', { size: 13, color: '#6B7280' });
  const iy = y + 82;
  const ih = w * 0.86;
  s += `<clipPath id="${clipId}"><rect x="${x}" y="${iy}" width="${w}" height="${r2(ih)}"/></clipPath>`;
  s += `<g clip-path="url(#${clipId})">${rect(x, iy, w, ih, 0, post.bg)}${post.art(x, iy, w, ih)}</g>`;
  s += headline(x + 26, iy + 60, post.title, { size: 30, maxW: w - 52, color: post.fg, maxLines: 3 }).svg;
  const fy = iy + ih + 36;
  // like / comment / share icons
  s += `<path d="M${x + 30} ${fy - 4} C${x + 18} ${fy - 14} ${x + 24} ${fy - 26} ${x + 34} ${fy - 18} C${x + 44} ${fy - 26} ${x + 50} ${fy - 14} ${x + 38} ${fy - 4} L${x + 34} ${fy}Z" fill="#EF4444"/>`;
  s += `<circle cx="${x + 76}" cy="${fy - 12}" r="12" fill="none" stroke="#374151" stroke-width="3"/>`;
  s += `<path d="M${x + 108} ${fy - 2} L${x + 132} ${fy - 12} L${x + 108} ${fy - 22}Z" fill="none" stroke="#374151" stroke-width="3" stroke-linejoin="round"/>`;
  s += text(x + w - 24, fy - 6, post.likes, { size: 15, color: '#374151', weight: 'bold', anchor: 'end' });
  s += line(x + 26, fy + 20, w * 0.7, 10);
  return s;
}

// ---------------------------------------------------------------- render
async function renderJob(DATA: string, cfg: Project): Promise<void> {
  const file = `images/jobs/${cfg.file}.jpg`;
  const rnd = rng(file);
  const nid = ids('j');
  const bgId = nid();
  let defs = linGrad(bgId, [[0, cfg.bg[0]], [1, cfg.bg[1]]], 30);
  let body = `<rect width="${W}" height="${H}" fill="url(#${bgId})"/>`;
  const g1 = glow(nid, W * 0.85, H * 0.15, 620, cfg.glow, 0.35);
  const g2 = glow(nid, W * 0.08, H * 0.95, 480, P.green2, 0.2);
  defs += g1.defs + g2.defs;
  body += g1.body + g2.body;
  body += dotGrid(60, 60, 6, 4, 24, 2.5, P.white, 0.18);
  body += dotGrid(W - 60 - 5 * 24, H - 60 - 3 * 24, 6, 4, 24, 2.5, P.white, 0.18);
  body += `<circle cx="${W - 120}" cy="${H - 200}" r="160" fill="none" stroke="${P.white}" stroke-opacity="0.08" stroke-width="3"/>`;

  if (cfg.kind === 'web') {
    const bx = 150;
    const by = 90;
    const bw = 1300;
    const bh = 840;
    const clipId = nid();
    const fr = browserFrame(bx, by, bw, bh, { url: cfg.url, clipId });
    if (cfg.layout === 'news') {
      cfg.leadGrad = nid();
      defs += linGrad(cfg.leadGrad, [[0, cfg.dark], [1, mix(cfg.accent, cfg.dark, 0.35)]], 30);
    }
    const { x, y, w, h } = fr.inner;
    defs += fr.clip;
    const page =
      cfg.layout === 'landing'
        ? webLayouts.landing(x, y, w, h, cfg, rnd)
        : cfg.layout === 'news'
          ? webLayouts.news(x, y, w, h, cfg, rnd)
          : webLayouts.dashboard(x, y, w, h, cfg, rnd);
    body += fr.body + `<g clip-path="url(#${clipId})">${page}</g>`;
  } else if (cfg.kind === 'app') {
    const scr = appScreens(cfg);
    const phones = [
      [430, 120, 400, 820, -4],
      [800, 70, 400, 820, 4],
    ];
    phones.forEach(([x, y, w, h, rot], i) => {
      const clipId = nid();
      const ph = phoneFrame(x, y, w, h, { clipId, frame: P.ink });
      body += `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})">${ph.clip}${ph.body}<g clip-path="url(#${clipId})">${scr[i](ph.inner.x, ph.inner.y, ph.inner.w, ph.inner.h)}</g>${ph.top}</g>`;
    });
    // project name tag
  } else if (cfg.kind === 'social') {
    const posts: Post[] = [
      { title: 'Save smarter this festive season', bg: '#0369A1', fg: P.white, likes: '2.4k', art: (x, y, w, h) => `<circle cx="${x + w - 70}" cy="${y + h - 60}" r="120" fill="${P.saffron}"/><circle cx="${x + w - 70}" cy="${y + h - 60}" r="70" fill="#FCD34D"/><rect x="${x + 26}" y="${y + h - 70}" width="170" height="44" rx="22" fill="${P.white}"/><text x="${x + 111}" y="${y + h - 42}" font-family="DejaVu Sans, sans-serif" font-size="16" font-weight="bold" fill="#0369A1" text-anchor="middle">Open account</text>` },
      { title: 'Your first home starts here', bg: '#E0F2FE', fg: '#0C4A6E', likes: '1.8k', art: (x, y, w, h) => `<path d="M${x + w / 2 - 110} ${y + h - 40} L${x + w / 2 - 110} ${y + h - 150} L${x + w / 2} ${y + h - 230} L${x + w / 2 + 110} ${y + h - 150} L${x + w / 2 + 110} ${y + h - 40}Z" fill="#0369A1"/><rect x="${x + w / 2 - 28}" y="${y + h - 110}" width="56" height="70" rx="6" fill="${P.saffron}"/>` },
      { title: '#HarborHelps Lagos small business week', bg: '#0C2D48', fg: P.white, likes: '5.1k', art: (x, y, _w, h) => `<circle cx="${x + 90}" cy="${y + h - 70}" r="50" fill="${P.green2}"/><circle cx="${x + 190}" cy="${y + h - 70}" r="50" fill="#0EA5E9"/><circle cx="${x + 290}" cy="${y + h - 70}" r="50" fill="${P.saffron}"/>` },
    ];
    const cw = 400;
    body += `<g transform="rotate(-7 ${175 + cw / 2} 500)">${socialPost(175, 250, cw, cfg, posts[1], nid())}</g>`;
    body += `<g transform="rotate(7 ${1025 + cw / 2} 500)">${socialPost(1025, 250, cw, cfg, posts[2], nid())}</g>`;
    body += socialPost(600, 170, cw, cfg, posts[0], nid());
    // floating reactions
    const bubble = (x: number, y: number, r: number, fill: string, inner: string) => shadow(x - r, y - r, r * 2, r * 2, r, 0.35, 12) + `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>` + inner;
    const heart = (x: number, y: number, s2: number, c: string) => `<path d="M${x} ${y + s2 * 0.9} C${x - s2 * 1.4} ${y} ${x - s2 * 0.8} ${y - s2} ${x} ${y - s2 * 0.3} C${x + s2 * 0.8} ${y - s2} ${x + s2 * 1.4} ${y} ${x} ${y + s2 * 0.9}Z" fill="${c}"/>`;
    body += bubble(560, 200, 42, '#EF4444', heart(560, 200, 18, P.white));
    body += bubble(1070, 175, 34, P.saffron, `<path d="M1052 168 L1052 184 M1060 168 L1060 192 L1086 192 L1090 172 L1070 172 L1072 156 Q1066 152 1060 168" fill="none" stroke="${P.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`);
    body += bubble(1030, 790, 30, P.green2, `<circle cx="1030" cy="790" r="12" fill="none" stroke="${P.white}" stroke-width="5"/>`);
    const pw = pill(0, 0, '+184% engagement', P.green2, P.ink, 22).w;
    body += shadow(800 - pw / 2, 800, pw, 42, 21, 0.4, 14) + pill(800 - pw / 2, 800, '+184% engagement', P.green2, P.ink, 22).svg;
  }
  const svg = svgDoc(W, H, body, defs);
  await writeImage(path.join(DATA, file), svg);
}

export async function jobs(DATA: string): Promise<void> {
  for (const cfg of PROJECTS) await renderJob(DATA, cfg);
}
