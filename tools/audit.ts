/**
 * `npm run audit`: the speed, accessibility and SEO benchmark (not a test).
 *
 * Serves the production build, runs Lighthouse on every canonical route as a phone (slow 4G,
 * mid-range CPU) and as a desktop, takes the median of several runs, prints a table per route,
 * writes reports/audit.json and reports/audit.md (the table), and exits non-zero when a budget is
 * missed. Its parts, by concern, are in tools/audit/:
 *   serving.ts      the routes, the servers, Chromium, several builds measured in turn
 *   throttling.ts   the phones, one Lighthouse run, the tab's own core, runs redone when the host
 *                   took the CPU (the phone's CPU is calibrated to this machine in every run, see
 *                   PHONE_BENCHMARK_INDEX; the tab's renderers have a core to themselves, see
 *                   pinToCores; a run is redone past MAX_HOST_STEAL)
 *   no-script.ts    --no-script: each page against its no-script copy (the copy: no-script-copy.ts)
 *   table.ts        a run's figures, the budgets, the tables, the reports
 *
 *   npm run audit                     build if there is no build, then audit everything
 *   npm run audit -- --build          build first in any case
 *   npm run audit -- --help           the options; an unknown one stops the audit before it starts
 *   npm run audit -- --runs 1 --routes /,/about --form mobile
 *   npm run audit -- --compare a=DIR,b=DIR [--routes …] [--form mobile]
 *       the same routes in several builds, each DIR holding a build's public/ and deploy/, served
 *       by nginx and measured in turn, run after run (see compareBuilds)
 *   npm run audit -- --compare COMMIT [--routes …] [--form mobile]
 *       the build of a commit (made in a temporary git worktree, removed afterwards whatever
 *       happens) against the working tree's build in public/ (built first with --build, or when
 *       there is none), measured in turn, with the ratio of each median to the commit's
 *   npm run audit -- --no-script [--routes /,/about] [--runs 3] [--form mobile]
 *                    [--phone lighthouse]
 *       each page of the build in public/ against its no-script copy, the same page without its
 *       scripts, measured in turn: what the page's JavaScript costs its LCP (see
 *       compareWithNoScript); the form is the phone's unless --form says otherwise
 *
 *   --phone calibrated | lighthouse | throttled
 *       the phone: simulated by Lighthouse from an unthrottled load, with a CPU calibrated to this
 *       machine in every run (see PHONE_BENCHMARK_INDEX) or with Lighthouse's own default CPU, 4
 *       times slower than this machine whatever its speed; or Lighthouse's own phone (4 times
 *       slower CPU, slow 4G) applied to the page load itself (see PHONES). The audit measures
 *       the calibrated phone and --no-script Lighthouse's own simulated one, unless told otherwise.
 *
 *   AUDIT_PORT=9500
 *       the first of the ports the audit uses (Chromium's debugging port, then one per server)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../harness/run.ts';
import { compareWithNoScript } from './audit/no-script.ts';
import { canonicalRoutes, measureInTurn, serveWithGatsby, startChromium, type AuditOptions } from './audit/serving.ts';
import { BUDGET, figures, markdownTable, median, medianFigures, misses, tableOf, writeReport, type AuditRow, type Figures } from './audit/table.ts';
import { MAX_HOST_STEAL, MAX_REDOS, measure, phoneCpuText, PHONES, pinToCores, watchHostSteal, type Phone } from './audit/throttling.ts';

const PATHS_INVENTORY = '/product/inventory_Software';

/** The options the comment above explains. */
const ARGUMENTS = {
  build: { type: 'boolean' },
  'no-script': { type: 'boolean' },
  compare: { type: 'string' },
  routes: { type: 'string' },
  runs: { type: 'string' },
  form: { type: 'string' },
  phone: { type: 'string' },
  help: { type: 'boolean' },
} as const;
const usage = `npm run audit -- [${Object.entries(ARGUMENTS)
  .map(([name, { type }]) => `--${name}${type === 'string' ? ' VALUE' : ''}`)
  .join('] [')}]; each is explained at the top of tools/audit.ts and in docs/quality.md`;
/** The arguments, or an error naming the first that is not one of ARGUMENTS, with the usage. */
function parsed() {
  try {
    return parseArgs({ options: ARGUMENTS }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message.split('. ')[0]}. Usage: ${usage}`);
  }
}
const args = parsed();
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const noScript = args['no-script'] === true;
/** What every kind of audit is asked for: the routes (null: the default of each), forms, runs and phone. */
const phone = args.phone ?? (noScript ? 'lighthouse' : 'calibrated');
if (!(phone in PHONES)) throw new Error(`--phone is one of ${Object.keys(PHONES).map((name) => `"${name}"`).join(', ')}, not "${phone}"`);
const options: AuditOptions = {
  routes: args.routes?.split(',') ?? null,
  runs: Number(args.runs ?? '3'),
  forms: (args.form ?? (noScript ? 'mobile' : 'mobile,desktop')).split(','),
  phone: phone as Phone,
};

/**
 * `--compare name=DIR,…`: what a change to the build gains, measured. Each DIR holds one build of
 * the site (its public/ and deploy/nginx.conf, copied after `npm run build`); each is served by
 * nginx with its own include and measured in turn (see measureInTurn). Prints the medians side by side.
 * With a commit instead of pairs, that commit's build against the working tree's (compareWithCommit).
 */
async function compareBuilds(spec: string): Promise<void> {
  if (!spec.includes('=')) return compareWithCommit(spec);
  const builds = spec.split(',').map((entry) => {
    const [name, dir] = entry.split('=');
    if (!name || !dir || !fs.existsSync(path.join(dir, 'public', 'index.html')) || !fs.existsSync(path.join(dir, 'deploy', 'nginx.conf'))) {
      throw new Error(`--compare takes name=DIR pairs, each DIR with a build's public/ and deploy/nginx.conf, or one commit; got "${entry}"`);
    }
    return { name, dir: path.resolve(dir) };
  });
  await printComparison(builds);
}

/**
 * `--compare COMMIT`: the commit's build (`npm ci` and `gatsby build` in a temporary git worktree,
 * removed afterwards even when something fails) against the working tree's, measured in turn.
 */
async function compareWithCommit(commit: string): Promise<void> {
  const git = (...words: string[]) => execFileSync('git', words, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  let sha;
  try {
    sha = git('rev-parse', '--verify', '--quiet', `${commit}^{commit}`);
  } catch {
    throw new Error(`--compare: "${commit}" is neither name=DIR pairs nor a commit of this repository`);
  }
  if (args.build || !fs.existsSync('public/index.html') || !fs.existsSync('deploy/nginx.conf')) await run('node_modules/.bin/gatsby', ['build']);
  const worktree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'audit-commit-')), 'site');
  try {
    git('worktree', 'add', '--detach', worktree, sha);
    process.stderr.write(`  building ${commit} (${sha.slice(0, 10)}) in ${worktree}\n`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree });
    await run('node_modules/.bin/gatsby', ['build'], { cwd: worktree });
    await printComparison([
      { name: commit, dir: worktree },
      { name: 'working tree', dir: process.cwd() },
    ]);
  } finally {
    try {
      git('worktree', 'remove', '--force', worktree);
    } catch {
      // Not registered yet (the add failed): the folder alone is removed.
    }
    fs.rmSync(path.dirname(worktree), { recursive: true, force: true });
    git('worktree', 'prune');
  }
}

/** Measures the builds in turn and prints their medians side by side, each with its ratio to the first build's. */
async function printComparison(builds: { name: string; dir: string }[]): Promise<void> {
  const routes = options.routes ?? ['/', '/services/5/Website_Design', PATHS_INVENTORY];
  const load = os.loadavg()[0];
  const measured = await measureInTurn(builds, { ...options, routes }, figures);
  const ratio = (value: number, first: number) => (first > 0 ? (value / first).toFixed(2) : '-');
  const rows = measured.flatMap(({ route, form, byBuild }) =>
    builds.map((build) => {
      const kept = byBuild.get(build.name) ?? [];
      const medians = medianFigures(kept);
      const first = medianFigures(byBuild.get(builds[0].name) ?? []);
      return {
        route,
        form,
        build: build.name,
        ...medians,
        tbtRatio: ratio(medians.tbtMs, first.tbtMs),
        lcpRatio: ratio(medians.lcpMs, first.lcpMs),
        lcpRuns: kept.map((r) => r.lcpMs).join(' '),
        tbtRuns: kept.map((r) => r.tbtMs).join(' '),
        renderRuns: kept.map((r) => r.renderMs).join(' '),
      };
    }),
  );
  const columns = ['route', 'form', 'build', 'perf', 'FCP ms', 'LCP ms', 'LCP ×', 'LCP of each run', 'TBT ms', 'TBT ×', 'TBT of each run', 'render ms', 'render of each run', 'HTML KB', 'JS KB', 'CSS KB', 'steal %'];
  const cells = rows.map((r) =>
    [r.route, r.form, r.build, r.performance, r.fcpMs, r.lcpMs, r.lcpRatio, r.lcpRuns, r.tbtMs, r.tbtRatio, r.tbtRuns, r.renderMs, r.renderRuns, r.htmlKb, r.jsKb, r.cssKb, r.hostStealPct ?? '-'].map(String),
  );
  console.log(markdownTable(columns, cells, ['route', 'form', 'build', 'LCP of each run', 'TBT of each run', 'render of each run']));
  console.log(`\nMedian of ${options.runs} run(s) per build, the builds measured in turn; "×" is the median's ratio to ${builds[0].name}'s. Load average (1 min) ${load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores.`);
}

/** The plain audit: every route (or those asked for) of the build in public/, served by `gatsby serve`; returns the budgets missed. */
async function auditBuild(): Promise<string[]> {
  if (args.build || !fs.existsSync('public/sitemap-0.xml')) await run('node_modules/.bin/gatsby', ['build']);
  const { runs, forms, phone } = options;
  const routes = options.routes ?? canonicalRoutes();
  const chrome = await startChromium();
  const hostSteal = watchHostSteal();
  let server;
  const rows: AuditRow[] = [];
  try {
    server = await serveWithGatsby();
    const runOn = { chrome, repin: pinToCores(chrome.profile, server.pids), hostSteal, phone };
    for (const route of routes) {
      const html = fs.readFileSync(path.join('public', route, 'index.html'), 'utf8');
      // One request first, so the local server's first response (it compresses and caches on
      // demand) is not counted against the page, as it would not be on a static host.
      await fetch(`${server.origin}${route}`, { headers: { 'accept-encoding': 'gzip' } });
      for (const form of forms) {
        const results: Figures[] = [];
        let redone = 0;
        while (results.length < runs) {
          const measured = await measure(`${server.origin}${route}`, form, runOn, MAX_REDOS - redone);
          redone += measured.redone;
          results.push(figures(measured.lhr, html, measured.steal, server.origin));
        }
        const row: AuditRow = { route, form, ...medianFigures(results), redone };
        rows.push(row);
        process.stderr.write(`  ${route} ${form}: perf ${row.performance}, LCP ${row.lcpMs} ms\n`);
      }
    }
  } finally {
    chrome.stop();
    hostSteal.stop();
    server?.stop();
  }
  const table = tableOf(rows);
  console.log(table);
  const missed = rows.flatMap((row) => misses(row.route, row.form, row));
  const benchmark = median(rows.map((row) => row.benchmarkIndex));
  const phoneSlowdowns = rows.filter((row) => row.form === 'mobile').map((row) => row.cpuSlowdown);
  const calibration = phoneSlowdowns.length ? `; ${phoneCpuText(phone, phoneSlowdowns)}` : '';
  const redone = rows.reduce((sum, row) => sum + row.redone, 0);
  const summary = `${new Date().toISOString().slice(0, 10)}: ${rows.length} route/form rows, median of ${runs} run(s); Lighthouse benchmarkIndex ${benchmark}${calibration}; ${missed.length} budget(s) missed.`;
  const files = writeReport('audit', { runs, budget: BUDGET, rows, missed }, summary, table);
  console.log(`\n${rows.length} route/form rows, median of ${runs} run(s); this machine's Lighthouse benchmarkIndex ${benchmark}${calibration}; written to ${files.join(' and ')}`);
  console.log(`${redone} run(s) redone because the host took more than ${MAX_HOST_STEAL * 100}% of the CPU during the page load ("steal %" is the median share in the runs kept).`);
  if (missed.length > 0) console.log(`\nBudgets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  else console.log('All budgets met.');
  return missed;
}

if (args.compare) await compareBuilds(args.compare);
else {
  const missed = noScript ? await compareWithNoScript(options) : await auditBuild();
  if (missed.length > 0) process.exitCode = 1;
}
