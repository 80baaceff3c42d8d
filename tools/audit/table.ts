/**
 * What the audit reads from a Lighthouse run and what it writes: a run's figures (figures), the
 * budgets they are held to (BUDGET, misses), the tables it prints, and its report in reports/
 * (writeReport).
 */
import fs from 'node:fs';

/** One request of a page, as Lighthouse's network-requests audit lists it. */
type NetworkRequest = { url: string; resourceType: string; networkRequestTime: number; networkEndTime: number };
/** The element of the largest paint, as the largest-contentful-paint-element audit gives it. */
export type LcpNode = { type?: string; snippet?: string; selector?: string; nodeLabel?: string };
/** The page-load metrics of a run (Lighthouse's metrics audit). */
type Metrics = { observedTimeOriginTs: number; observedLoad?: number; observedLargestContentfulPaint?: number };
type Timed = { numericValue: number };

/**
 * The parts of a Lighthouse result (a run's `lhr`) that the audit reads, as Lighthouse 12 writes
 * them: Lighthouse's own types leave each audit's details open.
 */
export type Lhr = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  audits: {
    'resource-summary': { details: { items: { resourceType: string; transferSize: number }[] } };
    'network-requests': { details: { items: NetworkRequest[] } };
    'render-blocking-resources': { details?: { items: { url: string }[] } };
    'mainthread-work-breakdown': { details?: { items: { group: string; duration: number }[] } };
    'largest-contentful-paint-element'?: { scoreDisplayMode: string; details?: { items?: { items?: { node?: LcpNode }[] }[] } };
    metrics?: { details?: { items?: Metrics[] } };
    'first-contentful-paint': Timed;
    'largest-contentful-paint': Timed;
    'cumulative-layout-shift': Timed;
    'total-blocking-time': Timed;
  };
};

/** What every page must reach (the scores, CLS, TBT and LCP as a phone); the home page's scripts have a size budget of their own. */
export const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  clsMax: 0.02,
  tbtMaxMs: 150,
  lcpMaxMs: 2000,
  homeJsMaxKb: 150,
};

/** The middle value (the upper of the two middle ones); a missing figure (null) counts as 0 in the order. */
export const median = <T extends number | null>(values: readonly T[]): T => {
  const sorted = [...values].sort((a, b) => (a ?? 0) - (b ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse run of a page served from `siteOrigin`. */
export function figures(lhr: Lhr, html: string, steal: number | null, siteOrigin: string) {
  const bytes = (type: string) => lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = lhr.audits['network-requests'].details.items;
  const fonts = requests.filter((request) => request.resourceType === 'Font');
  const blocking = lhr.audits['render-blocking-resources'].details?.items ?? [];
  // The main thread's time on style, layout, paint and compositing over the load (Lighthouse's groups).
  const work = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  const renderMs = work.filter((item) => item.group === 'styleLayout' || item.group === 'paintCompositeRender').reduce((sum, item) => sum + item.duration, 0);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    renderMs: Math.round(renderMs),
    htmlKb: Math.round(bytes('document') / 102.4) / 10,
    jsKb: Math.round(bytes('script') / 1024),
    cssKb: Math.round(bytes('stylesheet') / 1024),
    imageKb: Math.round(bytes('image') / 1024),
    fontKb: Math.round(bytes('font') / 1024),
    foreignBlocking: blocking.filter((item) => !item.url.startsWith(siteOrigin)).length,
    foreignFonts: fonts.filter((font) => !font.url.startsWith(siteOrigin)).length,
    unpreloadedFonts: fonts.filter((font) => !html.includes(`href="${new URL(font.url).pathname}"`)).length,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    hostStealPct: steal === null ? null : Math.round(steal * 1000) / 10,
  };
}

/** A run's figures (or the medians of several runs). */
export type Figures = ReturnType<typeof figures>;

/** The median of each figure over several runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const keys = Object.keys(runs[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

export function misses(route: string, form: string, f: Figures): string[] {
  const missed: string[] = [];
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    if (form === 'mobile' && f[category] < BUDGET[category]) missed.push(`${category} ${f[category]} < ${BUDGET[category]}`);
  }
  if (form === 'mobile') {
    if (f.cls > BUDGET.clsMax) missed.push(`CLS ${f.cls} > ${BUDGET.clsMax}`);
    if (f.tbtMs > BUDGET.tbtMaxMs) missed.push(`TBT ${f.tbtMs} ms > ${BUDGET.tbtMaxMs}`);
    if (f.lcpMs > BUDGET.lcpMaxMs) missed.push(`LCP ${f.lcpMs} ms > ${BUDGET.lcpMaxMs}`);
    if (route === '/' && f.jsKb > BUDGET.homeJsMaxKb) missed.push(`home JS ${f.jsKb} KB > ${BUDGET.homeJsMaxKb}`);
  }
  if (f.foreignBlocking > 0) missed.push(`${f.foreignBlocking} render-blocking request(s) to another origin`);
  if (f.foreignFonts > 0) missed.push(`${f.foreignFonts} font(s) from another origin`);
  if (f.unpreloadedFonts > 0) missed.push(`${f.unpreloadedFonts} font(s) not preloaded`);
  return missed.map((text) => `${route} (${form}): ${text}`);
}

/**
 * Cells (strings) under their column names as an aligned Markdown table: the columns named in
 * `textColumns` to the left, the figures to the right.
 */
export function markdownTable(columns: readonly string[], cells: readonly string[][], textColumns: readonly string[]): string {
  const left = columns.map((column) => textColumns.includes(column));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values: readonly string[]) => `| ${values.map((v, i) => (left[i] ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (left[i] ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(columns), rule, ...cells.map(line)].join('\n');
}

/** A row of the plain audit: a route and form, the medians of its runs, and how many runs were redone. */
export type AuditRow = Figures & { route: string; form: string; redone: number };

/** The rows of the plain audit as a Markdown table. */
export function tableOf(rows: readonly AuditRow[]): string {
  const columns = ['route', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'JS KB', 'CSS KB', 'img KB', 'font KB', 'CPU x', 'steal %', 'redone'];
  const cells = rows.map((r) =>
    [r.route, r.form, r.performance, r.accessibility, r['best-practices'], r.seo, r.lcpMs, r.cls, r.tbtMs, r.jsKb, r.cssKb, r.imageKb, r.fontKb, r.cpuSlowdown, r.hostStealPct ?? '-', r.redone].map(String),
  );
  return markdownTable(columns, cells, ['route', 'form']);
}

/**
 * Writes a report to reports/: `name`.json with `data`, and `name`.md with the summary line and the
 * table, ready to paste. Returns the two paths.
 */
export function writeReport(name: string, data: object, summary: string, table: string): string[] {
  fs.mkdirSync('reports', { recursive: true });
  const files = [`reports/${name}.json`, `reports/${name}.md`];
  fs.writeFileSync(files[0], `${JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2)}\n`);
  fs.writeFileSync(files[1], `${summary}\n\n${table}\n`);
  return files;
}
