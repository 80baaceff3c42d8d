/**
 * A copy of the project in another folder, and production builds run in it: for measuring and
 * testing builds without touching the working tree (its public/ and .cache/ are left alone). Used
 * by the build benchmark (tools/bench-build.ts), the owner-edit rehearsal (tools/owner-edits.ts)
 * and the builds test (e2e/rebuild/builds.test.ts).
 *
 * The copy holds the project's files as git lists them (tracked and new, not ignored); its
 * node_modules is a link to the project's. Copying again over an earlier copy writes only the
 * files that differ and removes the ones the project no longer has, and keeps the copy's own
 * .cache/ and public/, so a later build there is as warm as the cache allows.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processTree, stopProcessTree } from './process-group.ts';

/** The project this module belongs to. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** A step Gatsby reported as done: its seconds, and its count when it reports one. */
export type GatsbyStep = { seconds: number; count?: number };
/** What one build took and said: wall-clock and CPU seconds, its output, and the steps Gatsby reported, by name. */
export type BuildResult = { seconds: number; cpuSeconds: number; output: string; steps: Record<string, GatsbyStep> };

/**
 * How often a build with an idle limit is looked at, and the share of one core its processes must
 * have used over that limit to count as working (a hung build uses none).
 */
const IDLE_CHECK_MS = 10_000;
const WORKING_SHARE = 0.01;

/** What a build leaves in the project: never copied, never removed from a copy. */
const BUILD_OUTPUT = new Set(['node_modules', '.cache', 'public', '.git']);

/** The project's files (relative paths): tracked, or new and not ignored by git. */
function projectFiles(root = PROJECT_ROOT): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = [...new Set(listed.split('\0').filter(Boolean))];
  // A tracked file deleted in the working tree is still listed by --cached.
  return files.filter((file) => fs.lstatSync(path.join(root, file), { throwIfNoEntry: false })?.isFile());
}

function sameContent(a: string, b: string): boolean {
  const statA = fs.statSync(a, { throwIfNoEntry: false });
  const statB = fs.statSync(b, { throwIfNoEntry: false });
  if (!statA || !statB || statA.size !== statB.size) return false;
  return fs.readFileSync(a).equals(fs.readFileSync(b));
}

function filesUnder(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (dir === '' && BUILD_OUTPUT.has(entry.name)) return [];
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

/**
 * Makes `target` a copy of the project (or brings an earlier copy up to date) and returns it.
 * Returns how many files it wrote and removed, too.
 */
export function copyProject(target: string, { source = PROJECT_ROOT } = {}): { dir: string; written: number; removed: number } {
  fs.mkdirSync(target, { recursive: true });
  const files = projectFiles(source);
  const wanted = new Set(files);
  let written = 0;
  let removed = 0;
  for (const file of files) {
    const from = path.join(source, file);
    const to = path.join(target, file);
    if (sameContent(from, to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    written += 1;
  }
  for (const file of filesUnder(target)) {
    if (wanted.has(file)) continue;
    fs.rmSync(path.join(target, file));
    removed += 1;
  }
  const modules = path.join(target, 'node_modules');
  const link = fs.lstatSync(modules, { throwIfNoEntry: false });
  if (!link) fs.symlinkSync(path.join(source, 'node_modules'), modules, 'dir');
  else if (!link.isSymbolicLink()) throw new Error(`${modules} should be a link to the project's node_modules`);
  return { dir: target, written, removed };
}

/** Removes ANSI colour and cursor codes from Gatsby's output. */
function plainText(output: string): string {
  // eslint-disable-next-line no-control-regex
  return output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
}

/** The words Gatsby starts its lines with; a line without one continues the line before (Gatsby wraps long lines). */
const LINE_START = /^(success|info|warn|warning|error|failed|not finished|verbose)\b/;

/**
 * The steps Gatsby reports as done, by name: `success <name> - 12.345s[ - 204/204 1.39/s]`.
 * A step reported twice (Gatsby runs some twice) adds up; `count` is the last one's count.
 */
function gatsbySteps(output: string): Record<string, GatsbyStep> {
  const lines: string[] = [];
  for (const line of plainText(output).split(/\r?\n/)) {
    const text = line.trim();
    const previous = lines.length - 1;
    if (text && !LINE_START.test(text) && previous >= 0 && lines[previous].startsWith('success ') && !/\/s$|\d+s$/.test(lines[previous])) {
      lines[previous] += ` ${text}`;
    } else if (text) lines.push(text);
  }
  const steps: Record<string, GatsbyStep> = {};
  for (const line of lines) {
    const match = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - (\d+)\/(\d+)(?: (\d+(?:\.\d+)?)\/s)?)?$/.exec(line);
    if (!match) continue;
    const [, name, seconds, done] = match;
    const previous = steps[name];
    steps[name] = {
      seconds: (previous?.seconds ?? 0) + Number(seconds),
      count: done === undefined ? previous?.count : Number(done),
    };
  }
  return steps;
}

/**
 * Runs `gatsby build` in `dir` and resolves with its wall-clock seconds, the CPU seconds of the
 * build and every process it started (user + system, from the shell's `times`), its output and
 * the steps in it. Rejects, with the output's end, when the build fails.
 *
 * With `idleLimitMs`, a build whose processes use no processor time for that long has hung: it is
 * stopped, with every process it started, and fails saying so. A slow build on a busy machine
 * keeps working, and is never stopped for that. With `signal`, aborting it stops the build too.
 *
 * A failed build in a copy takes the copy's .cache/ and public/ with it. Gatsby saves its state
 * before it writes the pages, so a build that fails later (in onPostBuild, say) leaves a cache
 * that no longer matches public/: pages it has deleted still count as written, and the next
 * build there can stop when it does not find them.
 */
export function buildIn(
  dir: string,
  { env = {}, onOutput, idleLimitMs, signal }: { env?: Record<string, string>; onOutput?: (text: string) => void; idleLimitMs?: number; signal?: AbortSignal } = {},
): Promise<BuildResult> {
  const gatsby = path.join(dir, 'node_modules', '.bin', 'gatsby');
  // `times` prints the CPU time of the shell's children (the build and the workers it waited for).
  const script = `"$0" build; status=$?; times >&2; exit $status`;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('/bin/sh', ['-c', script, gatsby], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      onOutput?.(chunk.toString());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    /** Why the build was stopped, when it was. */
    let stoppedFor = '';
    const stop = (why: string) => {
      stoppedFor ||= why;
      stopProcessTree(child.pid as number);
    };
    const onAbort = () => stop(`stopped (${(signal?.reason as Error | undefined)?.message ?? 'aborted'})`);
    signal?.addEventListener('abort', onAbort, { once: true });
    let watch: NodeJS.Timeout | undefined;
    if (idleLimitMs) {
      let cpu = 0;
      let workedAt = Date.now();
      watch = setInterval(() => {
        const now = processTree(child.pid as number).cpuSeconds;
        if (now - cpu >= (WORKING_SHARE * idleLimitMs) / 1000) [cpu, workedAt] = [now, Date.now()];
        else if (Date.now() - workedAt > idleLimitMs) stop(`hung: it used no processor time for ${idleLimitMs / 1000} s`);
      }, Math.min(IDLE_CHECK_MS, idleLimitMs / 4));
    }
    child.on('close', (code) => {
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const text = plainText(output);
      // The second line of `times`: the children's user and system time, such as "1m2.345s 0m4.500s".
      const times = [...text.matchAll(/^(\d+)m(\d+(?:\.\d+)?)s (\d+)m(\d+(?:\.\d+)?)s$/gm)].pop();
      const cpuSeconds = times ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]) : NaN;
      if (code !== 0) {
        const cleared = path.resolve(dir) !== PROJECT_ROOT;
        if (cleared) for (const folder of ['.cache', 'public']) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
        const after = cleared ? '; its .cache/ and public/ are removed, so the next build there starts cold' : '';
        reject(new Error(`gatsby build in ${dir} ${stoppedFor || `failed (exit ${code})`}${after}:\n${text.split('\n').slice(-40).join('\n')}`));
        return;
      }
      resolve({ seconds, cpuSeconds, output: text, steps: gatsbySteps(text) });
    });
  });
}

/**
 * A portfolio of `count` jobs made from `jobs`: today's first, then copies with a round number after
 * the title, each with its original's picture (so the build processes no new image).
 */
export function scaledJobs<T extends { title: string }>(jobs: readonly T[], count: number): T[] {
  const rounds = Math.ceil(count / jobs.length);
  const scaled = Array.from({ length: rounds }, (_, round) => jobs.map((job) => (round === 0 ? job : { ...job, title: `${job.title} ${round + 1}` })))
    .flat()
    .slice(0, count);
  if (new Set(scaled.map((job) => job.title)).size !== scaled.length) throw new Error('The scaled jobs would repeat a title');
  return scaled;
}
