/**
 * `npm run audit -- --no-script`: each page of the build against its no-script copy, the same page
 * without its scripts (no-script-copy.ts), measured in turn; what the comparison reads from a run
 * (the LCP element, the scripts asked for before it), its targets (NO_SCRIPT_TARGET) and its table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeNoScriptCopy } from './no-script-copy.ts';
import { canonicalRoutes, measureInTurn, type AuditOptions } from './serving.ts';
import { figures, markdownTable, median, writeReport, type Figures, type Lhr } from './table.ts';
import { phoneCpuText } from './throttling.ts';

/**
 * What `--no-script` holds a page to: its LCP within 1.05 times its no-script copy's, on the same
 * element (the page's scripts must not delay its first picture), and, as a phone, performance 100,
 * no layout shift and at most 50 ms of blocking time.
 */
const NO_SCRIPT_TARGET = { lcpRatioMax: 1.05, performance: 100, tbtMaxMs: 50, clsMax: 0 };

/**
 * The node of a run's LCP element, as Lighthouse 12 reports it in the largest-contentful-paint-element
 * audit (a list whose first table has the element); throws when the result is not of that shape.
 */
function lcpNodeOf(lhr: Lhr): { snippet: string; selector: string; nodeLabel?: string } {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const node = audit?.details?.items?.[0]?.items?.[0]?.node;
  if (node?.type !== 'node' || typeof node.snippet !== 'string' || typeof node.selector !== 'string') {
    throw new Error(
      `Lighthouse reported no LCP element for ${lhr.finalDisplayedUrl}: largest-contentful-paint-element has no details.items[0].items[0].node with a snippet and a selector (${audit ? `score display mode ${audit.scoreDisplayMode}` : 'no such audit'})`,
    );
  }
  return { snippet: node.snippet, selector: node.selector, nodeLabel: node.nodeLabel };
}

/**
 * The file name of the picture an <img> snippet shows. Lighthouse writes the address the picture
 * was drawn from (its currentSrc, with the origin) and cuts attribute values at 75 characters
 * with "…", which for this site's images falls within the file name (…/static/<hash>/30570/hero.…).
 * The page's HTML names every candidate: a cut address is completed from the only one it begins.
 */
function pictureName(src: string, html: string): string {
  const address = src.replace(/^[a-z]+:\/\/[^/]*/i, '');
  if (!address.endsWith('…')) return path.posix.basename(address);
  const begun = address.slice(0, -1);
  const completions = new Set<string>();
  for (let at = html.indexOf(begun); begun && at >= 0; at = html.indexOf(begun, at + 1)) completions.add(/^[^\s"',]+/.exec(html.slice(at))?.[0] ?? begun);
  return path.posix.basename(completions.size === 1 ? [...completions][0] : address);
}

/**
 * A short description of a run's LCP element, the same for the same element on the page and its
 * no-script copy: the tag and, for an image, its file name, otherwise its text (cut at 40
 * characters) or, failing that, its selector.
 */
function lcpElementOf(lhr: Lhr, html: string): string {
  const node = lcpNodeOf(lhr);
  const tag = /^<([a-z][\w-]*)/i.exec(node.snippet)?.[1].toLowerCase() ?? 'element';
  const src = /\ssrc="([^"]*)"/.exec(node.snippet)?.[1];
  const label = (src && pictureName(src, html)) || (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim() || node.selector;
  return `${tag} ${label.length > 40 ? `${label.slice(0, 39)}…` : label}`;
}

/**
 * How many scripts a run's page asked for before its largest paint, in the load Lighthouse watched
 * (unthrottled when it simulates the phone, the phone's own when it throttles the load). A script
 * among them takes bandwidth from the picture on the slow connection (when simulated: Lighthouse
 * draws the phone's LCP from the requests that came before that paint); one asked for after it
 * cannot delay it.
 */
function scriptsBeforeLcp(lhr: Lhr): number {
  const paint = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof paint !== 'number') throw new Error(`Lighthouse reported no observed LCP time for ${lhr.finalDisplayedUrl}`);
  return lhr.audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script' && request.networkRequestTime < paint).length;
}

/**
 * What a run's page had finished fetching before its largest paint (each by its file name), in
 * the load Lighthouse watched: the simulated phone draws its LCP from these requests, so one that
 * the no-script copy does not make is one the page's LCP may wait for.
 */
function fetchedBeforeLcp(lhr: Lhr): string[] {
  const paint = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof paint !== 'number') throw new Error(`Lighthouse reported no observed LCP time for ${lhr.finalDisplayedUrl}`);
  return lhr.audits['network-requests'].details.items
    .filter((request) => request.networkEndTime > 0 && request.networkEndTime <= paint)
    .map((request) => path.posix.basename(new URL(request.url).pathname) || '/');
}

/** The value most runs had; of equally common ones, the first. */
function mostCommon<T>(values: readonly T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** One run of a page or its no-script copy: its figures, its LCP element and the scripts asked for before it. */
type NoScriptRun = Figures & { lcpElement: string; scriptsBeforeLcp: number; fetchedBeforeLcp: string[] };

/** One route and form of `--no-script`: the page's medians beside its copy's LCP. */
function noScriptRow({ route, form, byBuild }: { route: string; form: string; byBuild: Map<string, NoScriptRun[]> }) {
  const page = byBuild.get('page') ?? [];
  const noScript = byBuild.get('no-script') ?? [];
  const lcpMs = median(page.map((r) => r.lcpMs));
  const noScriptLcpMs = median(noScript.map((r) => r.lcpMs));
  const lcpElement = mostCommon(page.map((r) => r.lcpElement));
  const noScriptLcpElement = mostCommon(noScript.map((r) => r.lcpElement));
  return {
    route,
    form,
    lcpElement,
    noScriptLcpElement,
    sameElement: lcpElement === noScriptLcpElement,
    lcpMs,
    noScriptLcpMs,
    ratio: Number((lcpMs / noScriptLcpMs).toFixed(2)),
    performance: median(page.map((r) => r.performance)),
    tbtMs: median(page.map((r) => r.tbtMs)),
    noScriptTbtMs: median(noScript.map((r) => r.tbtMs)),
    cls: median(page.map((r) => r.cls)),
    scriptsBeforeLcp: Math.max(...page.map((r) => r.scriptsBeforeLcp)),
    // What some run of the page had fetched before its largest paint and no run of the copy had.
    onlyPageFetched: [...new Set(page.flatMap((r) => r.fetchedBeforeLcp))].filter((file) => !noScript.some((r) => r.fetchedBeforeLcp.includes(file))),
    cpuSlowdown: median([...page, ...noScript].map((r) => r.cpuSlowdown)),
    hostStealPct: median([...page, ...noScript].map((r) => r.hostStealPct)),
    lcpRuns: page.map((r) => r.lcpMs),
    noScriptLcpRuns: noScript.map((r) => r.lcpMs),
    lcpElementRuns: page.map((r) => r.lcpElement),
    noScriptLcpElementRuns: noScript.map((r) => r.lcpElement),
  };
}

/** A row of `--no-script`. */
type NoScriptRow = ReturnType<typeof noScriptRow>;

/** Whether a row's LCP is within its target of the no-script copy's, on the same element. */
const nearNoScript = (row: NoScriptRow) => row.sameElement && row.ratio <= NO_SCRIPT_TARGET.lcpRatioMax;

/** The targets a row of `--no-script` missed, as sentences. */
function noScriptMisses(row: NoScriptRow): string[] {
  const missed: string[] = [];
  if (!row.sameElement) missed.push(`LCP element "${row.lcpElement}", the no-script copy's "${row.noScriptLcpElement}": not comparable`);
  else if (row.ratio > NO_SCRIPT_TARGET.lcpRatioMax) missed.push(`LCP ${row.ratio}× the no-script copy's (${row.lcpMs} ms against ${row.noScriptLcpMs} ms) > ${NO_SCRIPT_TARGET.lcpRatioMax.toFixed(2)}×`);
  if (row.form === 'mobile') {
    if (row.performance < NO_SCRIPT_TARGET.performance) missed.push(`performance ${row.performance} < ${NO_SCRIPT_TARGET.performance}`);
    if (row.tbtMs > NO_SCRIPT_TARGET.tbtMaxMs) missed.push(`TBT ${row.tbtMs} ms > ${NO_SCRIPT_TARGET.tbtMaxMs} ms`);
    if (row.cls > NO_SCRIPT_TARGET.clsMax) missed.push(`CLS ${row.cls} > ${NO_SCRIPT_TARGET.clsMax}`);
  }
  return missed.map((text) => `${row.route} (${row.form}): ${text}`);
}

/** The rows of `--no-script` as a Markdown table. */
function noScriptTableOf(rows: readonly NoScriptRow[]): string {
  const columns = ['route', 'form', 'LCP element', 'LCP ms', 'no-script LCP ms', 'ratio', 'same element', 'scripts before LCP', 'fetched before LCP, not by the copy', 'perf', 'TBT ms', 'no-script TBT ms', 'CLS', 'steal %'];
  const cells = rows.map((r) =>
    [r.route, r.form, r.lcpElement.replace(/\|/g, '\\|'), r.lcpMs, r.noScriptLcpMs, r.ratio.toFixed(2), r.sameElement ? 'yes' : 'NO', r.scriptsBeforeLcp, r.onlyPageFetched.join(' ') || '-', r.performance, r.tbtMs, r.noScriptTbtMs, r.cls, r.hostStealPct ?? '-'].map(String),
  );
  return markdownTable(columns, cells, ['route', 'form', 'LCP element', 'same element', 'fetched before LCP, not by the copy']);
}

/**
 * `--no-script`: what the page's JavaScript costs its first picture. Each page of the build in
 * public/ is measured right before its no-script copy (see makeNoScriptCopy), run after run (see
 * measureInTurn): the copy paints what the page paints with nothing competing for bandwidth or the
 * processor, so its LCP is the best the page could do. Prints the table, writes
 * reports/audit-no-script.json and reports/audit-no-script.md, and returns the targets of
 * NO_SCRIPT_TARGET that were missed. `options.routes` defaults to every canonical route.
 */
export async function compareWithNoScript(options: AuditOptions): Promise<string[]> {
  if (!fs.existsSync('public/sitemap-0.xml') || !fs.existsSync('deploy/nginx.conf')) {
    throw new Error('--no-script measures the build in public/ with its deploy/nginx.conf, and there is none: run `npm run build` first');
  }
  const canonical = canonicalRoutes();
  const routes = options.routes ?? canonical;
  const { runs, phone } = options;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-no-script-'));
  let measured;
  try {
    const rewritten = makeNoScriptCopy(folder, canonical);
    process.stderr.write(`  no-script copy: ${rewritten} HTML files without their scripts\n`);
    const read = (lhr: Lhr, html: string, steal: number | null, siteOrigin: string): NoScriptRun => ({ ...figures(lhr, html, steal, siteOrigin), lcpElement: lcpElementOf(lhr, html), scriptsBeforeLcp: scriptsBeforeLcp(lhr), fetchedBeforeLcp: fetchedBeforeLcp(lhr) });
    const builds = [
      { name: 'page', dir: process.cwd() },
      { name: 'no-script', dir: folder },
    ];
    measured = await measureInTurn(builds, { ...options, routes }, read);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const rows = measured.map(noScriptRow);
  const table = noScriptTableOf(rows);
  console.log(table);
  const missed = rows.flatMap(noScriptMisses);
  const far = rows.filter((row) => !nearNoScript(row));
  const within = `${rows.length - far.length} of ${rows.length} route/form rows have their LCP within ${NO_SCRIPT_TARGET.lcpRatioMax.toFixed(2)}× their no-script copy's on the same element`;
  const cpu = phoneCpuText(phone, rows.map((row) => row.cpuSlowdown), 'route medians');
  const scriptsColumn = '"scripts before LCP" is the most scripts one run of the page asked for before its largest paint';
  const summary = `${new Date().toISOString().slice(0, 10)}: median of ${runs} run(s), each page measured right before its no-script copy; ${cpu}; ${within}; ${scriptsColumn}; ${missed.length} target(s) missed.`;
  const files = writeReport('audit-no-script', { runs, phone, target: NO_SCRIPT_TARGET, rows, missed }, summary, table);
  console.log(`\n${within}${far.length > 0 ? `; not: ${far.map((row) => `${row.route} (${row.form})`).join(', ')}` : ''}.`);
  console.log(`Median of ${runs} run(s), the page and its no-script copy measured in turn; ${cpu}; ${scriptsColumn}; "steal %" is the median over both. Written to ${files.join(' and ')}.`);
  if (missed.length > 0) console.log(`\nTargets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  else console.log('All targets met.');
  return missed;
}
