/**
 * `npm run bench:build`: how long a build takes, and how that grows with the portfolio (a
 * benchmark that prints a table, not a test). Method and results: docs/build-speed.md.
 *
 * For each size of data (today's jobs, and 20 times as many made from them), in a fresh temporary
 * copy of the project (harness/project-copy.ts; node_modules linked, not copied), it times:
 *   cold     the first build, with no cache;
 *   again    a build with nothing changed;
 *   edit     a build after the caption of one job changed.
 * and the same edit as each host publishes it: a fresh clone of the repository with the edit, and
 * Gatsby's cache restored as that host restores it (hostEdits below), then the host's build.
 * Each row has the wall-clock time, the CPU time of the build's processes, and the steps Gatsby
 * reports (queries, HTML, images, post-build) with their counts; ratios between the sizes follow.
 * After the edit it checks each size's build: every job has its page, and the new caption is on
 * that job's page, on /ourjobs and on every page that links to the job (no page that shows the
 * job was left stale). It exits non-zero when a check or a target fails (docs/build-speed.md).
 *
 *   npm run bench:build                    both sizes
 *   npm run bench:build -- --sizes 1       one size only (a quick look)
 *   npm run bench:build -- --keep          keep the copies (their paths are printed)
 *   npm run bench:build -- --install       instead of the builds: what each host's install step
 *                                          costs (npm ci and npm install, with and without the
 *                                          devDependencies only the tests use); needs the registry
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { CLOUDFLARE_BUILD_ENV, NETLIFY_BUILD_ENV } from '../harness/host-build-env.ts';
import { buildIn, copyProject, scaledJobs, type BuildResult, type GatsbyStep } from '../harness/project-copy.ts';

/** A job of data/jobs.json, as far as the benchmark reads it. */
type Job = { title: string; caption: string };

/** The job whose caption the edit changes: the second, which the home page lists too. */
const EDITED_JOB = 1;
/** What an owner's save should take to be live on a host, restore and build, install apart (seconds). */
const HOST_EDIT_AIM_SECONDS = 30;
/** Targets at 20 times the jobs, as ratios to today's data. */
const TARGETS: Record<string, number | undefined> = { edit: 2.5, again: 1.5 };
/** The steps in the table, with the names Gatsby 5 reports them under (their times add up). */
const STEPS: Record<'webpack' | 'queries' | 'images' | 'html' | 'postBuild', string[]> = {
  webpack: ['Building production JavaScript and CSS bundles', 'Building HTML renderer'],
  queries: ['run queries in workers'],
  images: ['Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs'],
  html: ['Building static HTML for pages'],
  postBuild: ['onPostBuild'],
};

function parseArgs(argv: string[]): { sizes: number[]; keep: boolean; install: boolean } {
  const options = { sizes: [1, 20], keep: false, install: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') options.sizes = argv[++i].split(',').map(Number);
    else if (argv[i] === '--keep') options.keep = true;
    else if (argv[i] === '--install') options.install = true;
    else throw new Error(`Unknown option ${argv[i]} (see the top of tools/bench-build.ts)`);
  }
  if (options.sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes takes whole numbers, such as 1,20');
  return options;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Every HTML page of a build, by the address it answers. */
function htmlPages(publicDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of fs.readdirSync(publicDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html') || file.startsWith('page-data') || file.startsWith('_gatsby')) continue;
    const dir = path.dirname(file);
    pages.set(dir === '.' ? '/' : `/${dir}`, path.join(publicDir, file));
  }
  return pages;
}

/**
 * What a visitor would find missing or stale after the edit: `problems` is empty when every job
 * has its page (with its title), and every page that shows the edited job (its own page, its
 * /landing alias, /ourjobs and every page that links to it) has the new caption.
 */
function checkBuild(dir: string, jobs: readonly Job[], edited: number, marker: string): { problems: string[]; showing: string[] } {
  const problems: string[] = [];
  const pages = htmlPages(path.join(dir, 'public'));
  const read = (address: string) => {
    const file = pages.get(address);
    return file ? fs.readFileSync(file, 'utf8') : '';
  };
  const numbered = [...new Set([...read('/ourjobs').matchAll(/href="(\/ourjobs\/\d+\/[^"]+)"/g)].map((match) => match[1]))];
  if (numbered.length !== jobs.length) problems.push(`/ourjobs links to ${numbered.length} job pages, not ${jobs.length}`);
  numbered.forEach((address, index) => {
    if (!pages.has(address)) problems.push(`${address}: no page`);
    else if (!read(address).includes(`>${escapeHtml(jobs[index].title)}</h1>`)) problems.push(`${address}: does not show the title "${jobs[index].title}"`);
  });
  const editedPath = numbered[edited];
  if (!editedPath) return { problems, showing: [] };
  const showing = [...pages.keys()].filter(
    (address) => address === '/ourjobs' || address === editedPath || address === `/landing${editedPath}` || read(address).includes(`href="${editedPath}"`),
  );
  for (const address of showing) {
    if (!read(address).includes(marker)) problems.push(`${address}: shows job ${edited + 1} without its new caption`);
  }
  return { problems, showing };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One row of the table from a build's result. */
/** One row of the table: a build's times, and its steps' (seconds, and count when Gatsby gives one). */
type Row = { size: number; run: string; seconds: number; restoreSeconds?: number; cpuSeconds: number; load: number } & Record<keyof typeof STEPS, GatsbyStep>;

function row(size: number, run: string, result: BuildResult, restoreSeconds?: number): Row {
  const step = (key: keyof typeof STEPS): GatsbyStep => {
    const found = STEPS[key].map((name) => result.steps[name]).filter(Boolean);
    return { seconds: found.reduce((sum, { seconds: time }) => sum + time, 0), count: found.find((one) => one.count !== undefined)?.count };
  };
  return {
    size,
    run,
    seconds: result.seconds,
    restoreSeconds,
    cpuSeconds: result.cpuSeconds,
    webpack: step('webpack'),
    queries: step('queries'),
    images: step('images'),
    html: step('html'),
    postBuild: step('postBuild'),
    load: os.loadavg()[0],
  };
}

const seconds = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const stepCell = ({ seconds: time, count }: GatsbyStep) => (time === 0 && count === undefined ? '–' : `${seconds(time)}${count === undefined ? '' : ` (${count})`}`);

function printTable(rows: readonly Row[], jobsBySize: Record<number, number>): void {
  const lines = [
    '| data | build | restore s | total s | CPU s | webpack s | queries s (n) | images s (n) | HTML s (n) | post-build s | load |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.size}× (${jobsBySize[r.size]} jobs) | ${r.run} | ${r.restoreSeconds === undefined ? '–' : seconds(r.restoreSeconds)} | ${seconds(r.seconds)} | ${seconds(r.cpuSeconds)} | ${seconds(r.webpack.seconds)} | ${stepCell(r.queries)} | ${stepCell(r.images)} | ${stepCell(r.html)} | ${seconds(r.postBuild.seconds)} | ${r.load.toFixed(1)} |`,
    );
  }
  console.log(`\n${lines.join('\n')}`);
}

function ratios(rows: readonly Row[], sizes: readonly number[]) {
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
  if (small === large) return [];
  return ['cold', 'again', 'edit'].map((run) => {
    const a = rows.find((r) => r.size === small && r.run === run);
    const b = rows.find((r) => r.size === large && r.run === run);
    if (!a || !b) throw new Error(`No ${run} build at ${small}× and ${large}×`);
    return { run, small, large, wall: b.seconds / a.seconds, cpu: b.cpuSeconds / a.cpuSeconds, target: TARGETS[run] };
  });
}

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/** A fresh copy of the project (every file new, as a clone is) at `dir`, with `jobs` as its portfolio. */
function freshClone(dir: string, jobs: readonly Job[]): string {
  fs.rmSync(dir, { recursive: true, force: true });
  copyProject(dir);
  writeJson(path.join(dir, 'data', 'jobs.json'), jobs);
  return dir;
}

/**
 * The one-field edit as each host publishes it, from a fresh clone at the path of the build before
 * (a host clones into the same folder each time; Gatsby's cache holds absolute paths, and the
 * editor's webpack cache fails to build from another folder), in that host's build environment:
 * both restore `.cache` and `public` before the build command (Cloudflare Pages from its build
 * cache; Netlify through the project's build plugin, netlify/plugins/gatsby-cache). Here they are
 * copied, with their times, from `saved`, what the build before the edit left; the copy is the
 * row's restore time. Each build is then checked (`check`). The install step is counted apart
 * (`--install`): node_modules is linked.
 */
async function hostEdits(
  size: number,
  dir: string,
  saved: string,
  jobs: readonly Job[],
  editedJobs: readonly Job[],
  check: () => string[],
): Promise<{ rows: Row[]; problems: string[] }> {
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const [run, env] of [['Cloudflare Pages edit', CLOUDFLARE_BUILD_ENV], ['Netlify edit', NETLIFY_BUILD_ENV]] as const) {
    freshClone(dir, editedJobs);
    process.stdout.write(`${size}× (${jobs.length} jobs), ${run} (restore and build)… `);
    const started = process.hrtime.bigint();
    for (const folder of ['.cache', 'public']) execFileSync('cp', ['-a', path.join(saved, folder), path.join(dir, folder)]);
    const restoreSeconds = since(started);
    const result = await buildIn(dir, { env });
    rows.push(row(size, run, result, restoreSeconds));
    console.log(`${seconds(restoreSeconds + result.seconds)} s`);
    problems.push(...check().map((problem) => `${run}: ${problem}`));
  }
  return { rows, problems };
}

/** The devDependencies that only the tests use (the hosts' local runtimes), which every host build installs too. */
const TEST_ONLY_TOOLS = ['wrangler', 'netlify-cli'];

/**
 * Runs npm in `dir`; returns its wall-clock seconds and the CPU seconds of npm and everything it
 * ran (user + system, from the shell's `times`: on a busy machine the wall clock mostly measures
 * the others); throws with npm's output's end when it fails.
 */
function timeNpm(dir: string, args: string[]): { seconds: number; cpuSeconds: number } {
  const started = process.hrtime.bigint();
  const script = 'npm "$@"; status=$?; times >&2; exit $status';
  const result = spawnSync('/bin/sh', ['-c', script, 'npm', ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false' } });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} in ${dir} failed (exit ${result.status}):\n${`${result.stdout}${result.stderr}`.split('\n').slice(-30).join('\n')}`);
  const times = [...result.stderr.matchAll(/^(\d+)m(\d+(?:\.\d+)?)s (\d+)m(\d+(?:\.\d+)?)s$/gm)].pop();
  const cpuSeconds = times ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]) : NaN;
  return { seconds, cpuSeconds };
}

const megabytes = (dir: string) => Number(spawnSync('du', ['-sm', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);

/**
 * What each host's install step costs, in a copy of the project with a node_modules of its own and
 * an npm cache of its own (empty at first): `npm ci` with nothing cached (any host's first build, or
 * after its cache is cleared); `npm ci` again with npm's cache kept (Cloudflare Pages keeps ~/.npm
 * and runs `npm clean-install`); `npm install` over the node_modules of the build before (Netlify
 * keeps node_modules). Each with the lock file as it is, and with one that lacks the test-only
 * tools (TEST_ONLY_TOOLS).
 */
function benchInstall(base: string) {
  const rows: { variant: string; run: string; seconds: number; cpuSeconds: number; megabytes: number; load: number }[] = [];
  for (const variant of ['as committed', `without ${TEST_ONLY_TOOLS.join(' and ')}`]) {
    const { dir } = copyProject(path.join(base, `install-${rows.length}`));
    fs.rmSync(path.join(dir, 'node_modules'));
    const cache = path.join(base, `npm-cache-${rows.length}`);
    const npm = (args: string[]) => timeNpm(dir, [...args, `--cache=${cache}`]);
    if (variant !== 'as committed') npm(['uninstall', '--package-lock-only', '--ignore-scripts', ...TEST_ONLY_TOOLS]);
    const runs: [string, () => { seconds: number; cpuSeconds: number }][] = [
      ['npm ci, nothing cached (first build)', () => npm(['ci'])],
      ['npm ci, npm cache kept (Cloudflare Pages)', () => (fs.rmSync(path.join(dir, 'node_modules'), { recursive: true }), npm(['ci']))],
      ['npm install over the kept node_modules (Netlify)', () => npm(['install'])],
    ];
    for (const [run, measure] of runs) {
      process.stdout.write(`${variant}: ${run}… `);
      const { seconds, cpuSeconds } = measure();
      rows.push({ variant, run, seconds, cpuSeconds, megabytes: megabytes(path.join(dir, 'node_modules')), load: os.loadavg()[0] });
      console.log(`${seconds.toFixed(1)} s`);
    }
  }
  const lines = ['| lock file | install | s | CPU s | node_modules MB | load |', '|---|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.variant} | ${r.run} | ${r.seconds.toFixed(1)} | ${seconds(r.cpuSeconds)} | ${r.megabytes} | ${r.load.toFixed(1)} |`);
  console.log(`\n${lines.join('\n')}`);
  return rows;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  console.log(`Copies under ${base}; load average at start ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  if (options.install) {
    try {
      const rows = benchInstall(base);
      fs.mkdirSync('reports', { recursive: true });
      fs.writeFileSync('reports/bench-install.json', `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, rows }, null, 2)}\n`);
      console.log(`load average at end ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; rows in reports/bench-install.json`);
    } finally {
      if (options.keep) console.log(`Kept ${base}`);
      else fs.rmSync(base, { recursive: true, force: true });
    }
    return;
  }
  const rows: Row[] = [];
  const jobsBySize: Record<number, number> = {};
  const failures: string[] = [];
  try {
    for (const size of options.sizes) {
      const { dir } = copyProject(path.join(base, `x${size}`));
      const jobsFile = path.join(dir, 'data', 'jobs.json');
      const original = readJson(jobsFile) as Job[];
      const jobs = scaledJobs(original, original.length * size);
      writeJson(jobsFile, jobs);
      jobsBySize[size] = jobs.length;
      const marker = `Edited ${process.pid}${size}.`;
      const editedJobs = jobs.map((job, index) => (index === EDITED_JOB ? { ...job, caption: `${job.caption} ${marker}` } : job));
      const saved = path.join(base, `x${size}-saved`);
      for (const run of ['cold', 'again', 'edit']) {
        if (run === 'edit') {
          // What a host's cache would hold: the folders the build before the edit left.
          fs.mkdirSync(saved);
          for (const folder of ['.cache', 'public']) execFileSync('cp', ['-a', path.join(dir, folder), path.join(saved, folder)]);
          writeJson(jobsFile, editedJobs);
        }
        process.stdout.write(`${size}× (${jobs.length} jobs), ${run} build… `);
        const result = await buildIn(dir);
        rows.push(row(size, run, result));
        console.log(`${seconds(result.seconds)} s`);
      }
      const { problems, showing } = checkBuild(dir, editedJobs, EDITED_JOB, marker);
      console.log(`  checked: ${jobs.length} job pages; job ${EDITED_JOB + 1}'s new caption on ${showing.length} pages (${showing.join(', ')})`);
      for (const problem of problems) failures.push(`${size}×: ${problem}`);
      const hosts = await hostEdits(size, dir, saved, jobs, editedJobs, () => checkBuild(dir, editedJobs, EDITED_JOB, marker).problems);
      rows.push(...hosts.rows);
      failures.push(...hosts.problems.map((problem) => `${size}×, ${problem}`));
    }
    printTable(rows, jobsBySize);
    for (const r of rows.filter((one) => / edit$/.test(one.run) && one.run !== 'edit')) {
      const total = r.seconds + (r.restoreSeconds ?? 0);
      const verdict = total <= HOST_EDIT_AIM_SECONDS ? 'met' : `missed by ${(total - HOST_EDIT_AIM_SECONDS).toFixed(1)} s`;
      console.log(`${r.run} at ${r.size}×: ${total.toFixed(1)} s from the saved edit to the finished build, install apart (aim ≤ ${HOST_EDIT_AIM_SECONDS} s: ${verdict})`);
    }
    for (const ratio of ratios(rows, options.sizes)) {
      const verdict = ratio.target === undefined ? '' : ratio.wall <= ratio.target ? ` (target ≤ ${ratio.target}: met)` : ` (target ≤ ${ratio.target}: MISSED)`;
      console.log(`${ratio.run}: ${ratio.large}× / ${ratio.small}× = ${ratio.wall.toFixed(2)} wall-clock, ${ratio.cpu.toFixed(2)} CPU${verdict}`);
      if (ratio.target !== undefined && ratio.wall > ratio.target) failures.push(`${ratio.run} at ${ratio.large}×: ${ratio.wall.toFixed(2)} times today's, target ${ratio.target}`);
    }
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/bench-build.json', `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, rows }, null, 2)}\n`);
    console.log(`load average at end ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; rows in reports/bench-build.json`);
  } finally {
    if (options.keep) console.log(`Kept ${base}`);
    else fs.rmSync(base, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n✖ ${failures.length} problem(s):\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
}

await main();
