#!/usr/bin/env node
/**
 * `npm run bench:build`: how long a build takes, and how that grows with the portfolio (a
 * benchmark that prints a table, not a test). Method and results: docs/build-speed.md.
 *
 * For each size of data (today's jobs, and 20 times as many made from them), in a fresh temporary
 * copy of the project (tools/project-copy.cjs; node_modules linked, not copied), it times:
 *   cold     the first build, with no cache;
 *   again    a build with nothing changed;
 *   edit     a build after the caption of one job changed.
 * Each row has the wall-clock time, the CPU time of the build's processes, and the steps Gatsby
 * reports (queries, HTML, images, post-build) with their counts; ratios between the sizes follow.
 * After the edit it checks each size's build: every job has its page, and the new caption is on
 * that job's page, on /ourjobs and on every page that links to the job (no page that shows the
 * job was left stale). It exits non-zero when a check or a target fails (docs/build-speed.md).
 *
 *   npm run bench:build                    both sizes
 *   npm run bench:build -- --sizes 1       one size only (a quick look)
 *   npm run bench:build -- --keep          keep the copies (their paths are printed)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { copyProject, buildIn, scaledJobs } = require('./project-copy.cjs');

/** The job whose caption the edit changes: the second, which the home page lists too. */
const EDITED_JOB = 1;
/** Targets at 20 times the jobs, as ratios to today's data. */
const TARGETS = { edit: 2.5, again: 1.5 };
/** The steps in the table, with the names Gatsby 5 reports them under (their times add up). */
const STEPS = {
  webpack: ['Building production JavaScript and CSS bundles', 'Building HTML renderer'],
  queries: ['run queries in workers'],
  images: ['Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs'],
  html: ['Building static HTML for pages'],
  postBuild: ['onPostBuild'],
};

function parseArgs(argv) {
  const options = { sizes: [1, 20], keep: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') options.sizes = argv[++i].split(',').map(Number);
    else if (argv[i] === '--keep') options.keep = true;
    else throw new Error(`Unknown option ${argv[i]} (see the top of tools/bench-build.mjs)`);
  }
  if (options.sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes takes whole numbers, such as 1,20');
  return options;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Every HTML page of a build, by the address it answers. */
function htmlPages(publicDir) {
  const pages = new Map();
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
 * /landing twin, /ourjobs and every page that links to it) has the new caption.
 */
function checkBuild(dir, jobs, edited, marker) {
  const problems = [];
  const pages = htmlPages(path.join(dir, 'public'));
  const read = (address) => (pages.has(address) ? fs.readFileSync(pages.get(address), 'utf8') : '');
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

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One row of the table from a build's result. */
function row(size, run, result) {
  const step = (key) => {
    const found = STEPS[key].map((name) => result.steps[name]).filter(Boolean);
    return { seconds: found.reduce((sum, { seconds: time }) => sum + time, 0), count: found.find((one) => one.count !== undefined)?.count };
  };
  return {
    size,
    run,
    seconds: result.seconds,
    cpuSeconds: result.cpuSeconds,
    ...Object.fromEntries(Object.keys(STEPS).map((key) => [key, step(key)])),
    load: os.loadavg()[0],
  };
}

const seconds = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const stepCell = ({ seconds: time, count }) => (time === 0 && count === undefined ? '–' : `${seconds(time)}${count === undefined ? '' : ` (${count})`}`);

function printTable(rows, jobsBySize) {
  const lines = [
    '| data | build | total s | CPU s | webpack s | queries s (n) | images s (n) | HTML s (n) | post-build s | load |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.size}× (${jobsBySize[r.size]} jobs) | ${r.run} | ${seconds(r.seconds)} | ${seconds(r.cpuSeconds)} | ${seconds(r.webpack.seconds)} | ${stepCell(r.queries)} | ${stepCell(r.images)} | ${stepCell(r.html)} | ${seconds(r.postBuild.seconds)} | ${r.load.toFixed(1)} |`,
    );
  }
  console.log(`\n${lines.join('\n')}`);
}

function ratios(rows, sizes) {
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
  if (small === large) return [];
  return ['cold', 'again', 'edit'].map((run) => {
    const a = rows.find((r) => r.size === small && r.run === run);
    const b = rows.find((r) => r.size === large && r.run === run);
    return { run, small, large, wall: b.seconds / a.seconds, cpu: b.cpuSeconds / a.cpuSeconds, target: TARGETS[run] };
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  console.log(`Copies under ${base}; load average at start ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  const rows = [];
  const jobsBySize = {};
  const failures = [];
  try {
    for (const size of options.sizes) {
      const { dir } = copyProject(path.join(base, `x${size}`));
      const jobsFile = path.join(dir, 'data', 'jobs.json');
      const original = readJson(jobsFile);
      const jobs = scaledJobs(original, original.length * size);
      writeJson(jobsFile, jobs);
      jobsBySize[size] = jobs.length;
      for (const run of ['cold', 'again', 'edit']) {
        if (run === 'edit') {
          jobs[EDITED_JOB] = { ...jobs[EDITED_JOB], caption: `${jobs[EDITED_JOB].caption} Edited ${process.pid}${size}.` };
          writeJson(jobsFile, jobs);
        }
        process.stdout.write(`${size}× (${jobs.length} jobs), ${run} build… `);
        const result = await buildIn(dir);
        rows.push(row(size, run, result));
        console.log(`${seconds(result.seconds)} s`);
      }
      const { problems, showing } = checkBuild(dir, jobs, EDITED_JOB, `Edited ${process.pid}${size}.`);
      console.log(`  checked: ${jobs.length} job pages; job ${EDITED_JOB + 1}'s new caption on ${showing.length} pages (${showing.join(', ')})`);
      for (const problem of problems) failures.push(`${size}×: ${problem}`);
    }
    printTable(rows, jobsBySize);
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
