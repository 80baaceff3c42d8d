#!/usr/bin/env node
/**
 * `npm run audit`: the speed, accessibility and SEO benchmark (not a test).
 *
 * Serves the production build, runs Lighthouse on every canonical route as a phone (slow 4G,
 * mid-range CPU) and as a desktop, takes the median of several runs, prints a table per route,
 * writes reports/audit.json, and exits non-zero when a budget is missed.
 *
 * The phone's CPU is calibrated to this machine in every run (see PHONE_BENCHMARK_INDEX), the
 * tab's renderers have a core to themselves (see pinToCores), and a run during whose page load the
 * host took CPU time away from this machine is redone (see MAX_HOST_STEAL).
 *
 *   npm run audit                     build if there is no build, then audit everything
 *   npm run audit -- --build          build first in any case
 *   npm run audit -- --runs 1 --routes /,/about --form mobile
 *   npm run audit -- --compare a=DIR,b=DIR [--routes …] [--form mobile]
 *       the same routes in several builds, each DIR holding a build's public/ and deploy/, served
 *       by nginx and measured in turn, run after run (see compareBuilds)
 *   npm run audit -- --twin [--routes /,/about] [--runs 3] [--form mobile] [--phone lighthouse]
 *       each page of the build in public/ against its no-JS twin, the same page without its
 *       scripts, measured in turn: what the page's JavaScript costs its LCP (see compareWithTwin);
 *       the form is the phone's unless --form says otherwise
 *
 *   --phone calibrated | lighthouse | throttled
 *       the phone: simulated by Lighthouse from an unthrottled load, with a CPU calibrated to this
 *       machine in every run (see PHONE_BENCHMARK_INDEX) or with Lighthouse's own default CPU, 4
 *       times slower than this machine whatever its speed; or Lighthouse's own phone (4 times
 *       slower CPU, slow 4G) applied to the page load itself (see PHONES). The audit measures
 *       the calibrated phone and --twin the throttled one, unless told otherwise.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startNginx, stopNginx } from '../e2e/support/nginx.mjs';
import { run } from '../scripts/run.mjs';

const require = createRequire(import.meta.url);
const { findChromium, CHROMIUM_ARGS } = require('../e2e/support/chromium.cjs');

const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  clsMax: 0.02,
  tbtMaxMs: 150,
  lcpMaxMs: 2000,
  homeJsMaxKb: 150,
};
/**
 * The speed of the simulated phone, on Lighthouse's benchmarkIndex scale.
 *
 * Lighthouse simulates a slower CPU by multiplying the host's main-thread work, by 4 unless told
 * otherwise, and its documentation ("Calibrating the CPU slowdown", docs/throttling.md) says to
 * calibrate that multiplier to the host: 4 turns a high-end desktop (benchmarkIndex 1500-2000)
 * into a mid-tier phone. This machine's benchmarkIndex moves between about 900 and 2000 from one
 * minute to the next, so a fixed 4 measures a different phone in every run. Each phone run is
 * therefore gathered first and scored after, with the multiplier that brings that run's own
 * benchmarkIndex down to this figure: 375 is what 4 makes of a 1500 host, the slowest phone that
 * Lighthouse's default stands for.
 */
const PHONE_BENCHMARK_INDEX = 375;
/**
 * The phones `--phone` can name: how a summary line says each (`range` of CPU slowdowns, `each`
 * naming what each calibrated figure is when it is not a single run's), and the Lighthouse flags of
 * each run. `calibrated` is gathered and scored in two steps (see runLighthouse).
 *
 * `throttled`, the phone of `--twin` unless told otherwise, is Lighthouse's own (CPU 4 times
 * slower, slow 4G) applied to the page load itself, Lighthouse's `devtools` throttling, instead of
 * simulated after an unthrottled load. The simulation draws the phone's LCP from the requests that
 * ended before the largest paint of the unthrottled load. Where that paint is the first frame, as
 * on every page here, a few requests end within milliseconds of it in either order (the browser's
 * own for the manifest and icons once the page has loaded, the lazy pictures below the first
 * screen), so the simulated LCP takes one of several values, about 150 ms apart, from one run to
 * the next, in the page and its twin alike (docs/quality.md). A throttled load has no such race: the
 * picture is painted when it has come down the slow connection, beside whatever the page asked for
 * before it, which is what the twin comparison is about.
 */
const PHONES = {
  calibrated: {
    says: (range, each) => `phone CPU slowdown ${range}x${each ? ` (${each})` : ''}, calibrated to a phone of benchmarkIndex ${PHONE_BENCHMARK_INDEX}`,
  },
  lighthouse: { flags: {}, says: (range) => `phone CPU slowdown ${range}x, Lighthouse's default` },
  throttled: {
    flags: { throttlingMethod: 'devtools' },
    says: (range) => `phone CPU slowdown ${range}x and slow 4G, Lighthouse's default, applied to the page load (devtools throttling)`,
  },
};
/**
 * The share of this machine's CPU time that the host may take (the "steal" of /proc/stat) during
 * a page load before the run is redone.
 *
 * This machine is a virtual one. When the host runs something else, the page's tasks take longer
 * while nothing about the page changed, and Lighthouse multiplies that lost time by the CPU
 * slowdown as if it were the page's work. The share is read over LOAD_WINDOW_MS from the start of
 * the navigation, which holds every main-thread task of an unthrottled page load here (the last
 * script runs by about 0.5 s), or up to the load event when that comes later (a throttled load).
 * What decides a redo is the host's share alone, never the page's figures; a run is redone at most
 * MAX_REDOS times per route and form, and the redos are counted in the table.
 */
const MAX_HOST_STEAL = 0.05;
const LOAD_WINDOW_MS = 1000;
const MAX_REDOS = 6;
/** Runs in a row that Lighthouse could not finish, after which the audit stops. */
const MAX_FAILED_RUNS = 3;
/**
 * Audits left out of every run: the two that need Lighthouse's JavaScript coverage (the size of
 * unused JavaScript, and the script treemap). Switching coverage on makes V8 walk its whole heap 17
 * times as the navigation starts, in the tab's main thread (with the debugger's 4, up to 50 ms on
 * this machine); Lighthouse cannot tell that work from the page's and counts it in the blocking
 * time. Neither audit is in a score.
 */
const SKIPPED_AUDITS = ['unused-javascript', 'script-treemap-data'];
const phoneAuditConfig = { extends: 'lighthouse:default', settings: { skipAudits: SKIPPED_AUDITS } };
const desktopAuditConfig = { ...desktopConfig, settings: { ...desktopConfig.settings, skipAudits: SKIPPED_AUDITS } };
const SITE_PORT = 9500;
const PATHS_INVENTORY = '/product/inventory_Software';
const origin = `http://localhost:${SITE_PORT}`;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const twin = args.includes('--twin');
const runs = Number(option('runs', '3'));
const forms = option('form', twin ? 'mobile' : 'mobile,desktop').split(',');
const phone = option('phone', twin ? 'throttled' : 'calibrated');
if (!Object.hasOwn(PHONES, phone)) throw new Error(`--phone is one of ${Object.keys(PHONES).map((name) => `"${name}"`).join(', ')}, not "${phone}"`);

function canonicalRoutes() {
  const sitemap = fs.readFileSync('public/sitemap-0.xml', 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The processes running now: id, parent's id and command-line words. */
function processTable() {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      // Chromium's child processes rewrite their command line as one line with spaces.
      return [{ pid, parent, words: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/) }];
    } catch {
      return [];
    }
  });
}

/**
 * Gives the tab's renderers the last CPU core to themselves, and puts everything else in the audit
 * (Lighthouse and this script, the server, and Chromium's browser, GPU and utility processes) on
 * the others. Returns a function that does it again for the processes Chromium has started since.
 *
 * Lighthouse multiplies the time each of the page's main-thread tasks took by the CPU slowdown. On
 * this 2-core machine that thread otherwise shares the cores with Chromium's browser process and
 * GPU process, which during a Lighthouse run relay every DevTools event and capture a screenshot of
 * every frame, and with Lighthouse itself. Chromium run as root also raises their threads to nice
 * -8, above the page's. In the traces, the browser's main thread and the GPU process used about
 * 280 ms of CPU time in the first 600 ms of a load, and the page's main-thread tasks were on the
 * CPU for a third to a half of their length: a one-line timer callback took 12 ms, 1.3 ms of it
 * on the CPU. That waiting is the tool's, not the page's work. A phone runs the browser's other
 * processes on other cores than the page's main thread, so the audit does the same. The page's
 * own helper threads (script compilation, image decoding) stay on its core. Lighthouse measures
 * the benchmarkIndex that the phone is calibrated to in the same renderer, on the same core.
 */
function pinToCores(chromiumProfile, serverPids) {
  const cpus = os.cpus().length;
  const taskset = ['/usr/bin/taskset', '/bin/taskset'].find((candidate) => fs.existsSync(candidate));
  if (cpus < 2 || !taskset) {
    console.error('Not pinning the tab to a CPU core of its own: this needs 2 cores and taskset (util-linux).');
    return () => {};
  }
  const pageCores = `${cpus - 1}`;
  const toolCores = `0-${cpus - 2}`;
  const pin = (pid, cores) => {
    try {
      execFileSync(taskset, ['--all-tasks', '--cpu-list', '--pid', cores, pid], { stdio: 'ignore' });
    } catch {
      // The process has ended since the table was read.
    }
  };
  const pinAll = () => {
    const processes = processTable();
    // The browser process has the profile and no --type; every other Chromium process descends
    // from it, renderers through the zygotes, which pass their cores on to the renderers they fork.
    const ours = new Set(processes.filter((p) => p.words.includes(`--user-data-dir=${chromiumProfile}`) && !p.words.some((w) => w.startsWith('--type='))).map((p) => p.pid));
    for (const pid of serverPids) ours.add(String(pid));
    for (let grown = true; grown; ) {
      grown = false;
      for (const p of processes) if (ours.has(p.parent) && !ours.has(p.pid)) grown = ours.add(p.pid);
    }
    for (const p of processes) {
      if (!ours.has(p.pid)) continue;
      const page = p.words.includes('--type=renderer') || p.words.includes('--type=zygote');
      pin(p.pid, page ? pageCores : toolCores);
    }
  };
  pin(String(process.pid), toolCores);
  pinAll();
  return pinAll;
}

async function startChromium() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-chromium-'));
  const child = spawn(findChromium(), [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return { port, profile, stop: () => child.kill('SIGTERM') };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The CPU slowdown that makes a host of this benchmarkIndex as fast as the simulated phone. */
const cpuSlowdownFor = (benchmarkIndex) => Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);

/**
 * The phone's CPU slowdowns in a run (lowest to highest) and the phone they stand for, as a summary
 * line says them; `each` names what each calibrated figure is, when it is not a single run's.
 */
function phoneCpuText(slowdowns, each) {
  return PHONES[phone].says([...new Set([Math.min(...slowdowns), Math.max(...slowdowns)])].join('-'), each);
}

/**
 * One Lighthouse run. A phone run gathers the page load, reads the benchmarkIndex measured in that
 * run, and scores the load with the CPU slowdown calibrated to it. The page load itself is the
 * same whatever the multiplier: Lighthouse applies it only when it simulates the phone. With
 * `--phone lighthouse`, the run is Lighthouse's own, with its default slowdown; with `--phone
 * throttled`, Lighthouse's own phone slows the load itself (see PHONES).
 */
async function runLighthouse(url, form, port) {
  const flags = { port, output: 'json', logLevel: 'error' };
  if (form === 'desktop') return (await lighthouse(url, flags, desktopAuditConfig)).lhr;
  if (phone !== 'calibrated') return (await lighthouse(url, { ...flags, ...PHONES[phone].flags }, phoneAuditConfig)).lhr;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-run-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: folder }, phoneAuditConfig);
    const artifactsFile = path.join(folder, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuSlowdownFor(artifacts.BenchmarkIndex) };
    // Lighthouse scores saved artifacts only with the settings they were gathered with.
    artifacts.settings.throttling = throttling;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    return (await lighthouse(url, { ...flags, auditMode: folder, throttling }, phoneAuditConfig)).lhr;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Samples /proc/stat every 10 ms with the monotonic clock that Chromium's trace timestamps use, so
 * that the host's share of CPU time can be read over any stretch of a page load.
 */
function watchHostSteal() {
  const samples = [];
  const sample = () => {
    // cpu user nice system idle iowait irq softirq steal (guest time is already in user time)
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
    samples.push({ us: Number(process.hrtime.bigint() / 1000n), total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 });
    if (samples.length > 60_000) samples.splice(0, 30_000);
  };
  if (!fs.existsSync('/proc/stat')) return { shareDuring: () => null, stop: () => {} };
  sample();
  const timer = setInterval(sample, 10);
  return {
    /** The host's share of this machine's CPU time from `fromUs` to `toUs`; null if not sampled. */
    shareDuring(fromUs, toUs) {
      const before = samples.findLast((s) => s.us <= fromUs);
      const after = samples.find((s) => s.us >= toUs);
      if (!before || !after || after.total === before.total) return null;
      return (after.steal - before.steal) / (after.total - before.total);
    },
    stop: () => clearInterval(timer),
  };
}

/** The host's share of CPU time during a run's page load, from the trace's time origin. */
function hostStealDuringLoad(lhr, hostSteal) {
  const { observedTimeOriginTs: originUs, observedLoad } = lhr.audits.metrics.details.items[0];
  return hostSteal.shareDuring(originUs, originUs + Math.max(LOAD_WINDOW_MS, observedLoad ?? 0) * 1000);
}

/** The figures of one Lighthouse run of a page served from `siteOrigin`. */
function figures(lhr, html, steal, siteOrigin = origin) {
  const bytes = (type) => lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = lhr.audits['network-requests'].details.items;
  const fonts = requests.filter((request) => request.resourceType === 'Font');
  const blocking = lhr.audits['render-blocking-resources'].details?.items ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
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

function misses(route, form, f) {
  const missed = [];
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
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
function markdownTable(columns, cells, textColumns) {
  const left = columns.map((column) => textColumns.includes(column));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values) => `| ${values.map((v, i) => (left[i] ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (left[i] ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(columns), rule, ...cells.map(line)].join('\n');
}

/** The rows as a Markdown table. */
function tableOf(rows) {
  const columns = ['route', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'JS KB', 'CSS KB', 'img KB', 'font KB', 'CPU x', 'steal %', 'redone'];
  const cells = rows.map((r) =>
    [r.route, r.form, r.performance, r.accessibility, r['best-practices'], r.seo, r.lcpMs, r.cls, r.tbtMs, r.jsKb, r.cssKb, r.imageKb, r.fontKb, r.cpuSlowdown, r.hostStealPct ?? '-', r.redone].map(String),
  );
  return markdownTable(columns, cells, ['route', 'form']);
}

/** Where the latest tables go: each between two markers of its own in docs/quality.md. */
const QUALITY_DOC = 'docs/quality.md';
const AUDIT_TABLE = { start: '<!-- audit-table:start -->', end: '<!-- audit-table:end -->' };
const TWIN_TABLE = { start: '<!-- twin-table:start -->', end: '<!-- twin-table:end -->' };

/** Where docs/quality.md holds the table of these markers; throws, saying what to do, when it has no place for it. */
function tablePlace(doc, markers) {
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`${QUALITY_DOC} has no ${markers.start} … ${markers.end} markers: add them, in this order, where the table goes`);
  return { start, end: end + markers.end.length };
}

/** Replaces the table between `markers` in docs/quality.md with this run's, or says why it could not. */
function writeTableToDocs(table, summary, markers) {
  const doc = fs.readFileSync(QUALITY_DOC, 'utf8');
  const { start, end } = tablePlace(doc, markers);
  const block = `${markers.start}\n${summary}\n\n${table}\n${markers.end}`;
  fs.writeFileSync(QUALITY_DOC, `${doc.slice(0, start)}${block}${doc.slice(end)}`);
}

/** One Lighthouse run of a page, redone (at most `maxRedos` times) while the host took too much of the CPU during its load. */
async function measure(url, form, chrome, repin, hostSteal, maxRedos) {
  let failed = 0;
  for (let redone = 0; ; redone += 1) {
    repin();
    const lhr = await runLighthouse(url, form, chrome.port);
    // A run Lighthouse could not finish (its page did not paint in time, the tab crashed) has no
    // metrics: it is run again, and the audit stops after a few such runs in a row, saying why.
    if (!lhr.audits.metrics?.details?.items?.[0]) {
      const why = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no metrics in its result';
      failed += 1;
      if (failed >= MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${failed} runs in a row of ${url} (${form}); the last: ${why}`);
      process.stderr.write(`  ${url} ${form}: a run failed (${why}); running it again\n`);
      redone -= 1;
      continue;
    }
    failed = 0;
    const steal = hostStealDuringLoad(lhr, hostSteal);
    if (steal === null || steal <= MAX_HOST_STEAL || redone >= maxRedos) return { lhr, steal, redone };
  }
}

/**
 * Serves each build (`{ name, dir }`, the DIR holding its public/ and deploy/nginx.conf) with nginx
 * on a port of its own, and measures every route in every form in all of them: for each run the
 * builds one after the other, so a slower minute of the host falls on all of them alike. `read`
 * makes one run's record of its Lighthouse result, the page's HTML, the host's share of the CPU and
 * the build's origin. Returns one entry per route and form, with each build's records by its name.
 */
async function measureInTurn(builds, routes, read) {
  const servers = [];
  const origins = new Map();
  const chrome = await startChromium();
  const hostSteal = watchHostSteal();
  const measured = [];
  try {
    for (const build of builds) {
      const port = await freePort();
      servers.push(await startNginx({ port, root: path.join(build.dir, 'public'), include: path.join(build.dir, 'deploy', 'nginx.conf') }));
      origins.set(build.name, `http://localhost:${port}`);
    }
    const repin = pinToCores(chrome.profile, servers.map((server) => server.pid));
    for (const route of routes) {
      for (const form of forms) {
        const byBuild = new Map(builds.map((build) => [build.name, []]));
        for (let i = 0; i < runs; i += 1) {
          for (const build of builds) {
            const html = fs.readFileSync(path.join(build.dir, 'public', route, 'index.html'), 'utf8');
            const buildOrigin = origins.get(build.name);
            const { lhr, steal } = await measure(`${buildOrigin}${route}`, form, chrome, repin, hostSteal, MAX_REDOS);
            byBuild.get(build.name).push(read(lhr, html, steal, buildOrigin));
          }
        }
        for (const [name, kept] of byBuild) {
          process.stderr.write(`  ${route} ${form} ${name}: TBT ${median(kept.map((r) => r.tbtMs))} ms, LCP ${median(kept.map((r) => r.lcpMs))} ms\n`);
        }
        measured.push({ route, form, byBuild });
      }
    }
  } finally {
    chrome.stop();
    hostSteal.stop();
    for (const server of servers) await stopNginx(server);
  }
  return measured;
}

/**
 * `--compare name=DIR,…`: what a change to the build gains, measured. Each DIR holds one build of
 * the site (its public/ and deploy/nginx.conf, copied after `npm run build`); each is served by
 * nginx with its own include and measured in turn (see measureInTurn). Prints the medians side by side.
 */
async function compareBuilds(spec) {
  const builds = spec.split(',').map((entry) => {
    const [name, dir] = entry.split('=');
    if (!name || !dir || !fs.existsSync(path.join(dir, 'public', 'index.html')) || !fs.existsSync(path.join(dir, 'deploy', 'nginx.conf'))) {
      throw new Error(`--compare takes name=DIR pairs, each DIR with a build's public/ and deploy/nginx.conf; got "${entry}"`);
    }
    return { name, dir: path.resolve(dir) };
  });
  const routes = option('routes', null)?.split(',') ?? ['/', '/services/5/Website_Design', PATHS_INVENTORY];
  const measured = await measureInTurn(builds, routes, figures);
  const rows = measured.flatMap(({ route, form, byBuild }) =>
    builds.map((build) => {
      const kept = byBuild.get(build.name);
      const row = { route, form, build: build.name };
      for (const key of ['performance', 'lcpMs', 'tbtMs', 'jsKb', 'cssKb', 'hostStealPct']) row[key] = median(kept.map((r) => r[key]));
      row.tbtRuns = kept.map((r) => r.tbtMs).join(' ');
      return row;
    }),
  );
  const columns = ['route', 'form', 'build', 'perf', 'LCP ms', 'TBT ms', 'TBT of each run', 'JS KB', 'CSS KB', 'steal %'];
  const cells = rows.map((r) => [r.route, r.form, r.build, r.performance, r.lcpMs, r.tbtMs, r.tbtRuns, r.jsKb, r.cssKb, r.hostStealPct ?? '-'].map(String));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log([line(columns), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n'));
  console.log(`\nMedian of ${runs} run(s) per build, the builds measured in turn.`);
}

/**
 * What `--twin` holds a page to: its LCP within 1.10 times its no-JS twin's, on the same element
 * (the page's scripts must not delay its first picture), and, as a phone, performance 100, no
 * layout shift and at most 50 ms of blocking time.
 */
const TWIN_TARGET = { lcpRatioMax: 1.1, performance: 100, tbtMaxMs: 50, clsMax: 0 };

/** The inline loader that adds a page's bundles after the first paint (src/node/defer-scripts.ts). */
const LOADER_TAG = /<script\b[^>]*\sdata-scripts=[^>]*>[\s\S]*?<\/script>/gi;
/** A script from a file. */
const SCRIPT_FILE_TAG = /<script\b[^>]*\ssrc=[^>]*>[\s\S]*?<\/script>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;

/** The value of a tag's attribute, in lower case; '' when the tag has none. */
function attributeOf(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return (match?.slice(1).find((value) => value !== undefined) ?? '').toLowerCase();
}

/** Whether a <link> tag has a script fetched ahead (rel="preload" as="script", or rel="modulepreload"). */
function preloadsScript(tag) {
  const rel = attributeOf(tag, 'rel').split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attributeOf(tag, 'as') === 'script');
}

/**
 * A page's HTML without its scripts: the loader, every script from a file and every script
 * preload go; the other inline scripts stay, among them the one that marks the page as scripted
 * (src/browser/mark-scripted.ts), so that the twin is laid out as the page is before its bundles
 * run, and the structured data. Returns the HTML and how many loaders it had.
 */
function withoutScripts(html) {
  let loaders = 0;
  const stripped = html
    .replace(LOADER_TAG, () => {
      loaders += 1;
      return '';
    })
    .replace(SCRIPT_FILE_TAG, '')
    .replace(LINK_TAG, (tag) => (preloadsScript(tag) ? '' : tag));
  return { html: stripped, loaders };
}

/** The compressed twins that nginx sends as they are, made as the build makes them (src/node/deploy/precompress.ts). */
const COMPRESSED_TWINS = {
  '.br': (data) =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Hard-links a file at a new place, or copies it where no link can reach: the temporary folder
 * may be on another file system than the build (a tmpfs).
 */
function linkOrCopy(from, to) {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    fs.copyFileSync(from, to);
  }
}

/** Writes a new file at `file`, which may be a hard link to the build's own file: that one must stay as it is. */
function replaceFile(file, data) {
  fs.rmSync(file);
  fs.writeFileSync(file, data);
}

/**
 * Makes the no-JS twin of the build in public/ in `folder`: its public/ holds the build's files,
 * hard-linked, but every HTML file written anew without its scripts (see withoutScripts), with
 * fresh .br and .gz twins in place of those the build wrote, and its deploy/ the build's nginx.conf.
 * Throws, naming the page, unless each canonical page had exactly one loader. Returns how many
 * HTML files it rewrote.
 */
function makeNoJsTwin(folder, canonical) {
  const twinPublic = path.join(folder, 'public');
  const files = filesUnder('public');
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(twinPublic, file)), { recursive: true });
    linkOrCopy(path.join('public', file), path.join(twinPublic, file));
  }
  const loaders = new Map();
  let rewritten = 0;
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const original = fs.readFileSync(path.join('public', file), 'utf8');
    const stripped = withoutScripts(original);
    loaders.set(file, stripped.loaders);
    if (stripped.html === original) continue;
    const target = path.join(twinPublic, file);
    const data = Buffer.from(stripped.html);
    replaceFile(target, data);
    for (const [ending, compress] of Object.entries(COMPRESSED_TWINS)) {
      if (fs.existsSync(target + ending)) replaceFile(target + ending, compress(data));
    }
    rewritten += 1;
  }
  for (const route of canonical) {
    const page = path.join(route.slice(1), 'index.html');
    const count = loaders.get(page) ?? 0;
    if (count !== 1) throw new Error(`No-JS twin: the page of ${route} (public/${page}) had ${count} script loaders (<script data-scripts=…>), not one`);
  }
  fs.mkdirSync(path.join(folder, 'deploy'));
  fs.copyFileSync(path.join('deploy', 'nginx.conf'), path.join(folder, 'deploy', 'nginx.conf'));
  return rewritten;
}

/**
 * The node of a run's LCP element, as Lighthouse 12 reports it in the largest-contentful-paint-element
 * audit (a list whose first table has the element); throws when the result is not of that shape.
 */
function lcpNodeOf(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const node = audit?.details?.items?.[0]?.items?.[0]?.node;
  if (node?.type !== 'node' || typeof node.snippet !== 'string' || typeof node.selector !== 'string') {
    throw new Error(
      `Lighthouse reported no LCP element for ${lhr.finalDisplayedUrl}: largest-contentful-paint-element has no details.items[0].items[0].node with a snippet and a selector (${audit ? `score display mode ${audit.scoreDisplayMode}` : 'no such audit'})`,
    );
  }
  return node;
}

/**
 * The file name of the picture an <img> snippet shows. Lighthouse writes the address the picture
 * was drawn from (its currentSrc, with the origin) and cuts attribute values at 75 characters
 * with "…", which for this site's images falls within the file name (…/static/<hash>/30570/hero.…).
 * The page's HTML names every candidate: a cut address is completed from the only one it begins.
 */
function pictureName(src, html) {
  const address = src.replace(/^[a-z]+:\/\/[^/]*/i, '');
  if (!address.endsWith('…')) return path.posix.basename(address);
  const begun = address.slice(0, -1);
  const completions = new Set();
  for (let at = html.indexOf(begun); begun && at >= 0; at = html.indexOf(begun, at + 1)) completions.add(/^[^\s"',]+/.exec(html.slice(at))[0]);
  return path.posix.basename(completions.size === 1 ? [...completions][0] : address);
}

/**
 * A short description of a run's LCP element, the same for the same element on the page and its
 * twin: the tag and, for an image, its file name, otherwise its text (cut at 40 characters) or,
 * failing that, its selector.
 */
function lcpElementOf(lhr, html) {
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
function scriptsBeforeLcp(lhr) {
  const paint = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  if (typeof paint !== 'number') throw new Error(`Lighthouse reported no observed LCP time for ${lhr.finalDisplayedUrl}`);
  return lhr.audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script' && request.networkRequestTime < paint).length;
}

/** The value most runs had; of equally common ones, the first. */
function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** One route and form of `--twin`: the page's medians beside its twin's LCP. */
function twinRow({ route, form, byBuild }) {
  const page = byBuild.get('page');
  const noJs = byBuild.get('twin');
  const lcpMs = median(page.map((r) => r.lcpMs));
  const twinLcpMs = median(noJs.map((r) => r.lcpMs));
  const lcpElement = mostCommon(page.map((r) => r.lcpElement));
  const twinLcpElement = mostCommon(noJs.map((r) => r.lcpElement));
  return {
    route,
    form,
    lcpElement,
    twinLcpElement,
    sameElement: lcpElement === twinLcpElement,
    lcpMs,
    twinLcpMs,
    ratio: Number((lcpMs / twinLcpMs).toFixed(2)),
    performance: median(page.map((r) => r.performance)),
    tbtMs: median(page.map((r) => r.tbtMs)),
    twinTbtMs: median(noJs.map((r) => r.tbtMs)),
    cls: median(page.map((r) => r.cls)),
    scriptsBeforeLcp: Math.max(...page.map((r) => r.scriptsBeforeLcp)),
    cpuSlowdown: median([...page, ...noJs].map((r) => r.cpuSlowdown)),
    hostStealPct: median([...page, ...noJs].map((r) => r.hostStealPct)),
    lcpRuns: page.map((r) => r.lcpMs),
    twinLcpRuns: noJs.map((r) => r.lcpMs),
    lcpElementRuns: page.map((r) => r.lcpElement),
    twinLcpElementRuns: noJs.map((r) => r.lcpElement),
  };
}

/** Whether a row's LCP is within its target of the twin's, on the same element. */
const nearTwin = (row) => row.sameElement && row.ratio <= TWIN_TARGET.lcpRatioMax;

/** The targets a row of `--twin` missed, as sentences. */
function twinMisses(row) {
  const missed = [];
  if (!row.sameElement) missed.push(`LCP element "${row.lcpElement}", the twin's "${row.twinLcpElement}": not comparable`);
  else if (row.ratio > TWIN_TARGET.lcpRatioMax) missed.push(`LCP ${row.ratio}× the twin's (${row.lcpMs} ms against ${row.twinLcpMs} ms) > ${TWIN_TARGET.lcpRatioMax.toFixed(2)}×`);
  if (row.form === 'mobile') {
    if (row.performance < TWIN_TARGET.performance) missed.push(`performance ${row.performance} < ${TWIN_TARGET.performance}`);
    if (row.tbtMs > TWIN_TARGET.tbtMaxMs) missed.push(`TBT ${row.tbtMs} ms > ${TWIN_TARGET.tbtMaxMs} ms`);
    if (row.cls > TWIN_TARGET.clsMax) missed.push(`CLS ${row.cls} > ${TWIN_TARGET.clsMax}`);
  }
  return missed.map((text) => `${row.route} (${row.form}): ${text}`);
}

/** The rows of `--twin` as a Markdown table. */
function twinTableOf(rows) {
  const columns = ['route', 'form', 'LCP element', 'LCP ms', 'twin LCP ms', 'ratio', 'same element', 'scripts before LCP', 'perf', 'TBT ms', 'twin TBT ms', 'CLS', 'steal %'];
  const cells = rows.map((r) =>
    [r.route, r.form, r.lcpElement.replace(/\|/g, '\\|'), r.lcpMs, r.twinLcpMs, r.ratio.toFixed(2), r.sameElement ? 'yes' : 'NO', r.scriptsBeforeLcp, r.performance, r.tbtMs, r.twinTbtMs, r.cls, r.hostStealPct ?? '-'].map(String),
  );
  return markdownTable(columns, cells, ['route', 'form', 'LCP element', 'same element']);
}

/**
 * `--twin`: what the page's JavaScript costs its first picture. Each page of the build in public/
 * is measured right before its no-JS twin (see makeNoJsTwin), run after run (see measureInTurn):
 * the twin paints what the page paints with nothing competing for bandwidth or the processor, so
 * its LCP is the best the page could do. Prints the table, writes reports/audit-twin.json and, when
 * every canonical route was measured as a phone, the table in docs/quality.md; exits non-zero
 * when a target of TWIN_TARGET is missed.
 */
async function compareWithTwin() {
  if (!fs.existsSync('public/sitemap-0.xml') || !fs.existsSync('deploy/nginx.conf')) {
    throw new Error('--twin measures the build in public/ with its deploy/nginx.conf, and there is none: run `npm run build` first');
  }
  const canonical = canonicalRoutes();
  const routes = option('routes', null)?.split(',') ?? canonical;
  const toDocs = forms.includes('mobile') && canonical.every((route) => routes.includes(route));
  if (toDocs) tablePlace(fs.readFileSync(QUALITY_DOC, 'utf8'), TWIN_TABLE);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-twin-'));
  let measured;
  try {
    const rewritten = makeNoJsTwin(folder, canonical);
    process.stderr.write(`  no-JS twin: ${rewritten} HTML files without their scripts\n`);
    const read = (lhr, html, steal, siteOrigin) => ({ ...figures(lhr, html, steal, siteOrigin), lcpElement: lcpElementOf(lhr, html), scriptsBeforeLcp: scriptsBeforeLcp(lhr) });
    measured = await measureInTurn(
      [
        { name: 'page', dir: process.cwd() },
        { name: 'twin', dir: folder },
      ],
      routes,
      read,
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const rows = measured.map(twinRow);
  const table = twinTableOf(rows);
  console.log(table);
  const missed = rows.flatMap(twinMisses);
  const far = rows.filter((row) => !nearTwin(row));
  const within = `${rows.length - far.length} of ${rows.length} route/form rows have their LCP within ${TWIN_TARGET.lcpRatioMax.toFixed(2)}× their no-JS twin's on the same element`;
  const cpu = phoneCpuText(rows.map((row) => row.cpuSlowdown), 'route medians');
  const scriptsColumn = '"scripts before LCP" is the most scripts one run of the page asked for before its largest paint';
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync('reports/audit-twin.json', `${JSON.stringify({ date: new Date().toISOString(), runs, phone, target: TWIN_TARGET, rows, missed }, null, 2)}\n`);
  if (toDocs) writeTableToDocs(table, `${new Date().toISOString().slice(0, 10)}: median of ${runs} run(s), each page measured right before its no-JS twin; ${cpu}; ${within}; ${scriptsColumn}; ${missed.length} target(s) missed.`, TWIN_TABLE);
  console.log(`\n${within}${far.length > 0 ? `; not: ${far.map((row) => `${row.route} (${row.form})`).join(', ')}` : ''}.`);
  console.log(`Median of ${runs} run(s), the page and its twin measured in turn; ${cpu}; ${scriptsColumn}; "steal %" is the median over both. Written to reports/audit-twin.json${toDocs ? ` and ${QUALITY_DOC}` : ` (not to ${QUALITY_DOC}: not every canonical route was measured as a phone)`}.`);
  if (missed.length > 0) {
    console.log(`\nTargets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
    process.exit(1);
  }
  console.log('All targets met.');
}

async function main() {
  const compare = option('compare', null);
  if (compare) return compareBuilds(compare);
  if (twin) return compareWithTwin();
  if (args.includes('--build') || !fs.existsSync('public/sitemap-0.xml')) await run('node_modules/.bin/gatsby', ['build']);
  const routes = option('routes', null)?.split(',') ?? canonicalRoutes();
  const server = spawn('node_modules/.bin/gatsby', ['serve', '--port', String(SITE_PORT), '--host', 'localhost'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1' },
  });
  const chrome = await startChromium();
  const repin = pinToCores(chrome.profile, [server.pid]);
  const hostSteal = watchHostSteal();
  const rows = [];
  try {
    await waitFor(`${origin}/`);
    for (const route of routes) {
      const html = fs.readFileSync(path.join('public', route, 'index.html'), 'utf8');
      // One request first, so the local server's first response (it compresses and caches on
      // demand) is not counted against the page, as it would not be on a static host.
      await fetch(`${origin}${route}`, { headers: { 'accept-encoding': 'gzip' } });
      for (const form of forms) {
        const results = [];
        let redone = 0;
        while (results.length < runs) {
          const run = await measure(`${origin}${route}`, form, chrome, repin, hostSteal, MAX_REDOS - redone);
          redone += run.redone;
          results.push(figures(run.lhr, html, run.steal));
        }
        const row = { route, form };
        for (const key of Object.keys(results[0])) row[key] = median(results.map((r) => r[key]));
        row.redone = redone;
        rows.push(row);
        process.stderr.write(`  ${route} ${form}: perf ${row.performance}, LCP ${row.lcpMs} ms\n`);
      }
    }
  } finally {
    chrome.stop();
    hostSteal.stop();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // The server has already stopped; the error that stopped the audit, if any, is the one to show.
    }
  }
  const table = tableOf(rows);
  console.log(table);
  const missed = rows.flatMap((row) => misses(row.route, row.form, row));
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync('reports/audit.json', `${JSON.stringify({ date: new Date().toISOString(), runs, budget: BUDGET, rows, missed }, null, 2)}\n`);
  const benchmark = median(rows.map((row) => row.benchmarkIndex));
  const phoneSlowdowns = rows.filter((row) => row.form === 'mobile').map((row) => row.cpuSlowdown);
  const calibration = phoneSlowdowns.length ? `; ${phoneCpuText(phoneSlowdowns)}` : '';
  const redone = rows.reduce((sum, row) => sum + row.redone, 0);
  const summary = `${new Date().toISOString().slice(0, 10)}: ${rows.length} route/form rows, median of ${runs} run(s); Lighthouse benchmarkIndex ${benchmark}${calibration}; ${missed.length} budget(s) missed.`;
  writeTableToDocs(table, summary, AUDIT_TABLE);
  console.log(`\n${rows.length} route/form rows, median of ${runs} run(s); this machine's Lighthouse benchmarkIndex ${benchmark}${calibration}; written to reports/audit.json and ${QUALITY_DOC}`);
  console.log(`${redone} run(s) redone because the host took more than ${MAX_HOST_STEAL * 100}% of the CPU during the page load ("steal %" is the median share in the runs kept).`);
  if (missed.length > 0) {
    console.log(`\nBudgets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
