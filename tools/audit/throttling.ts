/**
 * The audit's phone and the machine it runs on: the phones Lighthouse simulates or throttles to
 * (PHONES), one Lighthouse run as one of them or as a desktop (runLighthouse), the tab's renderers
 * on a core of their own (pinToCores), and the host's share of the CPU during a page load, which
 * decides whether a run is redone (watchHostSteal, measure).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Lhr } from './table.ts';

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
export const PHONE_BENCHMARK_INDEX = 375;
/**
 * The phones `--phone` can name: how a summary line says each (`range` of CPU slowdowns, `each`
 * naming what each calibrated figure is when it is not a single run's), and the Lighthouse flags of
 * each run. `calibrated` is gathered and scored in two steps (see runLighthouse).
 *
 * `throttled`, the phone of `--no-script` unless told otherwise, is Lighthouse's own (CPU 4 times
 * slower, slow 4G) applied to the page load itself, Lighthouse's `devtools` throttling, instead of
 * simulated after an unthrottled load. The simulation draws the phone's LCP from the requests that
 * ended before the largest paint of the unthrottled load. Where that paint is the first frame, as
 * on every page here, a few requests end within milliseconds of it in either order (the browser's
 * own for the manifest and icons once the page has loaded, the lazy pictures below the first
 * screen), so the simulated LCP takes one of several values, about 150 ms apart, from one run to
 * the next, in the page and its no-script copy alike (docs/quality.md). A throttled load has no
 * such race: the picture is painted when it has come down the slow connection, beside whatever the
 * page asked for before it, which is what the no-script comparison is about.
 */
export const PHONES: Record<'calibrated' | 'lighthouse' | 'throttled', { flags?: Flags; says: (range: string, each?: string) => string }> = {
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
export const MAX_HOST_STEAL = 0.05;
const LOAD_WINDOW_MS = 1000;
export const MAX_REDOS = 6;
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

/** The processes running now: id, parent's id and command-line words. */
function processTable(): { pid: string; parent: string; words: string[] }[] {
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
export function pinToCores(chromiumProfile: string, serverPids: readonly (number | undefined)[]): () => void {
  const cpus = os.cpus().length;
  const taskset = ['/usr/bin/taskset', '/bin/taskset'].find((candidate) => fs.existsSync(candidate));
  if (cpus < 2 || !taskset) {
    console.error('Not pinning the tab to a CPU core of its own: this needs 2 cores and taskset (util-linux).');
    return () => {};
  }
  const pageCores = `${cpus - 1}`;
  const toolCores = `0-${cpus - 2}`;
  const pin = (pid: string, cores: string) => {
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
      for (const p of processes) if (ours.has(p.parent) && !ours.has(p.pid)) grown = Boolean(ours.add(p.pid));
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

/** The CPU slowdown that makes a host of this benchmarkIndex as fast as the simulated phone. */
const cpuSlowdownFor = (benchmarkIndex: number) => Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);

/**
 * The phone's CPU slowdowns in a run (lowest to highest) and the phone they stand for, as a summary
 * line says them; `each` names what each calibrated figure is, when it is not a single run's.
 */
/** A phone `--phone` can name. */
export type Phone = keyof typeof PHONES;

export function phoneCpuText(phone: Phone, slowdowns: readonly number[], each?: string): string {
  return PHONES[phone].says([...new Set([Math.min(...slowdowns), Math.max(...slowdowns)])].join('-'), each);
}

/** A run's result, as the audit reads it (table.ts's Lhr). */
function lhrOf(result: RunnerResult | undefined): Lhr {
  if (!result) throw new Error('Lighthouse gave no result');
  return result.lhr as unknown as Lhr;
}

/**
 * One Lighthouse run. A phone run gathers the page load, reads the benchmarkIndex measured in that
 * run, and scores the load with the CPU slowdown calibrated to it. The page load itself is the
 * same whatever the multiplier: Lighthouse applies it only when it simulates the phone. With
 * `--phone lighthouse`, the run is Lighthouse's own, with its default slowdown; with `--phone
 * throttled`, Lighthouse's own phone slows the load itself (see PHONES).
 */
async function runLighthouse(url: string, form: string, port: number, phone: Phone): Promise<Lhr> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  if (form === 'desktop') return lhrOf(await lighthouse(url, flags, desktopAuditConfig));
  if (phone !== 'calibrated') return lhrOf(await lighthouse(url, { ...flags, ...PHONES[phone].flags }, phoneAuditConfig));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-run-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: folder }, phoneAuditConfig);
    const artifactsFile = path.join(folder, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuSlowdownFor(artifacts.BenchmarkIndex) };
    // Lighthouse scores saved artifacts only with the settings they were gathered with.
    artifacts.settings.throttling = throttling;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    return lhrOf(await lighthouse(url, { ...flags, auditMode: folder, throttling }, phoneAuditConfig));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Samples /proc/stat every 10 ms with the monotonic clock that Chromium's trace timestamps use, so
 * that the host's share of CPU time can be read over any stretch of a page load.
 */
/** The host's share of the CPU, sampled (watchHostSteal). */
export type HostSteal = { shareDuring(fromUs: number, toUs: number): number | null; stop(): void };

export function watchHostSteal(): HostSteal {
  const samples: { us: number; total: number; steal: number }[] = [];
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
    shareDuring(fromUs: number, toUs: number) {
      // The last sample at or before `fromUs` (the samples are in time order).
      const at = samples.findIndex((s) => s.us > fromUs);
      const before = samples[(at === -1 ? samples.length : at) - 1];
      const after = samples.find((s) => s.us >= toUs);
      if (!before || !after || after.total === before.total) return null;
      return (after.steal - before.steal) / (after.total - before.total);
    },
    stop: () => clearInterval(timer),
  };
}

/** The host's share of CPU time during a run's page load, from the trace's time origin. */
function hostStealDuringLoad(lhr: Lhr, hostSteal: HostSteal): number | null {
  const { observedTimeOriginTs: originUs, observedLoad } = lhr.audits.metrics!.details!.items![0];
  return hostSteal.shareDuring(originUs, originUs + Math.max(LOAD_WINDOW_MS, observedLoad ?? 0) * 1000);
}


/**
 * One Lighthouse run of a page as `phone` (see PHONES) or as a desktop, in the Chromium `chrome`,
 * redone (at most `maxRedos` times) while the host took too much of the CPU during its load;
 * `repin` is pinToCores's, `hostSteal` watchHostSteal's. Resolves with the result, the host's share
 * and how many times it was redone.
 */
/** The Chromium Lighthouse drives (serving.ts's startChromium). */
export type Chrome = { port: number; profile: string; stop: () => void };

export async function measure(
  url: string,
  form: string,
  { chrome, repin, hostSteal, phone }: { chrome: Chrome; repin: () => void; hostSteal: HostSteal; phone: Phone },
  maxRedos = MAX_REDOS,
): Promise<{ lhr: Lhr; steal: number | null; redone: number }> {
  let failed = 0;
  for (let redone = 0; ; redone += 1) {
    repin();
    const lhr = await runLighthouse(url, form, chrome.port, phone);
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
