/**
 * `npm run trace:load -- a=DIR,b=DIR [--routes /,/about] [--runs 3]`: where a page load's main
 * thread goes, on Lighthouse's phone (CPU 4 times slower, slow 4G, a 412 px screen). Each DIR holds
 * a build's public/ and deploy/nginx.conf, served by nginx with its include; the builds are loaded
 * in turn, run after run. A Chromium trace of each load, for 12 s (3 s past the load event at
 * least), which holds React taking the page over, is
 * read on the page's main thread: the CPU time of its tasks by kind of work (each event's own
 * time, without the events inside it; CPU time, as a busy machine stretches the wall time), the
 * blocking time after the first paint (each task's CPU time over 50 ms, as Lighthouse counts
 * wall time), and the
 * scripts' time by the file that ran them. Prints the medians per route and build (ms).
 * `--reduced-motion` loads the pages as a visitor who asked for less motion (no entrance
 * animations, carousel autoplay or counting up): what the motion costs is the difference.
 * `--tasks` also lists, for each build's first load, every task after the first paint that took
 * more than 20 ms of CPU: when it started, and its time by kind of work and by script.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../harness/chromium.ts';
import { startNginx, stopNginx, type NginxServer } from '../harness/nginx.ts';
import { median } from './audit/table.ts';

/** Lighthouse 12's default phone with devtools throttling (its constants.js: moto G Power, slow 4G). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, cpu: 4, latencyMs: 150 * 3.75, downloadKbps: 1638.4 * 0.9, uploadKbps: 750 * 0.9 };
/** How long each load is traced: 3 s past the load event, and at least this long from the navigation. */
const LOAD_WINDOW_MS = 12_000;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
/** Trace events' names by the kind of work they are. */
const KINDS: [string, RegExp][] = [
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation)$/],
  ['layout', /^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections|ComputeIntersections)$/],
  ['paint', /^(Paint|PrePaint|Layerize|CompositeLayers|Commit|PaintImage|Decode Image|ImageDecodeTask|Rasterize)$/],
  ['parse HTML', /^ParseHTML$/],
  ['script', /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.run|RunMicrotasks|V8\.GCScavenger|MajorGC|MinorGC|V8\.GC.*|FireIdleCallback|v8\.produceCache|CacheScript)$/],
];
const kindOf = (name: string) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string; frame?: string; isMainFrame?: boolean } } };

const { values: flags, positionals } = parseArgs({ options: { routes: { type: 'string' }, runs: { type: 'string' }, 'reduced-motion': { type: 'boolean' }, tasks: { type: 'boolean' } }, allowPositionals: true });
const builds = (positionals[0] ?? '').split(',').filter(Boolean).map((entry) => {
  const [name, dir] = entry.split('=');
  if (!name || !dir) throw new Error(`builds are name=DIR pairs, each DIR with a build's public/ and deploy/nginx.conf; got "${entry}"`);
  return { name, dir: path.resolve(dir) };
});
if (builds.length === 0) throw new Error('Usage: npm run trace:load -- a=DIR[,b=DIR] [--routes /,/about] [--runs 3]');
const routes = (flags.routes ?? '/').split(',');
const runs = Number(flags.runs ?? '3');
const firstPort = Number(process.env.AUDIT_PORT || 9500) + 20;

/** The page's main thread in a trace: the renderer's main thread (CrRendererMain) that parsed the most HTML. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const parsed = (thread: TraceEvent) => events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'ParseHTML').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => parsed(b) - parsed(a))[0];
  if (!main || parsed(main) === 0) throw new Error('The trace has no renderer thread that parsed HTML: the page did not load');
  return { pid: main.pid, tid: main.tid };
}

/** A task after the first paint: when it started (ms from the navigation) and its own time by kind of work and script. */
type LongTask = { atMs: number; cpuMs: number; work: Record<string, number> };
/** Tasks shorter than this are left out of --tasks. */
const LISTED_TASK_MS = 20;

/** One load's figures: own time per kind of work, blocking time after the first paint, script time per file; and its long tasks. */
function readTrace(events: TraceEvent[]): { figures: Record<string, number>; tasks: LongTask[] } {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === pid) ?? onMain[0];
  const figures: Record<string, number> = {};
  const tasks: LongTask[] = [];
  let task: LongTask | null = null;
  const add = (key: string, ms: number) => {
    figures[key] = (figures[key] ?? 0) + ms;
    if (task && key !== 'tasks' && !key.startsWith('blocking')) task.work[key] = (task.work[key] ?? 0) + ms;
  };
  // Each event's own time: its length less that of the events directly inside it.
  const stack: { end: number; kind: string; script?: string; own: number }[] = [];
  // The thread's own CPU time where the trace has it (tdur): on a busy machine the wall time
  // also counts the time the thread waited for a core.
  const cpu = (event: TraceEvent) => event.tdur ?? (event.dur as number);
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const done = stack.pop()!;
      add(done.kind, done.own / 1000);
      if (done.kind === 'script' && done.script) add(`script: ${done.script}`, done.own / 1000);
    }
  };
  for (const event of onMain) {
    close(event.ts);
    const dur = event.dur as number;
    if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') {
      if (stack.length === 0) {
        add('tasks', cpu(event) / 1000);
        if (paint && event.ts >= paint.ts && cpu(event) > 50_000) add('blocking after first paint', (cpu(event) - 50_000) / 1000);
        task = paint && event.ts >= paint.ts && cpu(event) > LISTED_TASK_MS * 1000 && navigation ? { atMs: (event.ts - navigation.ts) / 1000, cpuMs: cpu(event) / 1000, work: {} } : null;
        if (task) tasks.push(task);
      }
      continue;
    }
    const parent = stack[stack.length - 1];
    if (parent) parent.own -= cpu(event);
    const url = event.args?.data?.url;
    const inherited = parent?.script;
    stack.push({ end: event.ts + dur, kind: kindOf(event.name), script: url ? path.posix.basename(url.split('?')[0]).replace(/-[0-9a-f]{8,}\.js$/, '.js') : inherited, own: cpu(event) });
  }
  close(Infinity);
  if (paint && navigation) figures['first paint'] = (paint.ts - navigation.ts) / 1000;
  return { figures, tasks };
}

/** One line per long task: "at 1,234 ms, 80 ms: layout 50, style 20, script: app.js 8". */
function describeTasks(tasks: LongTask[]): string {
  if (tasks.length === 0) return `  (no task after the first paint over ${LISTED_TASK_MS} ms)`;
  return tasks
    .map(({ atMs, cpuMs, work }) => {
      const listed = (entries: [string, number][]) =>
        entries
          .filter(([, ms]) => ms >= 1)
          .sort((a, b) => b[1] - a[1])
          .map(([key, ms]) => `${key} ${Math.round(ms)}`)
          .join(', ');
      const byKind = Object.entries(work).filter(([key]) => !key.startsWith('script: '));
      const byScript = Object.entries(work).filter(([key]) => key.startsWith('script: '));
      return `  at ${Math.round(atMs)} ms, ${Math.round(cpuMs)} ms: ${listed(byKind)}${byScript.length ? ` (${listed(byScript)})` : ''}`;
    })
    .join('\n');
}

async function traceLoad(cdp: CDPSession, url: string): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: unknown[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReportEvents' });
  const loaded = new Promise<void>((resolve) => cdp.once('Page.loadEventFired', () => resolve()));
  const started = Date.now();
  await cdp.send('Page.navigate', { url });
  // What the page does once loaded counts too: its scripts start after its first picture, and
  // React takes the page over once they and the page's data have come down the slow connection.
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, LOAD_WINDOW_MS))]);
  await new Promise((resolve) => setTimeout(resolve, Math.max(3000, LOAD_WINDOW_MS - (Date.now() - started))));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium was not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
const servers: NginxServer[] = [];
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const [index, build] of builds.entries()) {
    servers.push(await startNginx({ port: firstPort + index, root: path.join(build.dir, 'public'), include: path.join(build.dir, 'deploy', 'nginx.conf') }));
  }
  for (const route of routes) {
    const byBuild = new Map(builds.map((build) => [build.name, [] as Record<string, number>[]]));
    const firstTasks = new Map<string, LongTask[]>();
    for (let run = 0; run < runs; run += 1) {
      for (const [index, build] of builds.entries()) {
        const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Page.enable');
        await cdp.send('Network.enable');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
        if (flags['reduced-motion']) await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: (PHONE.downloadKbps * 1024) / 8, uploadThroughput: (PHONE.uploadKbps * 1024) / 8 });
        const { figures, tasks } = readTrace(await traceLoad(cdp, `http://localhost:${firstPort + index}${route}`));
        byBuild.get(build.name)!.push(figures);
        if (!firstTasks.has(build.name)) firstTasks.set(build.name, tasks);
        await context.close();
      }
    }
    const keys = [...new Set([...byBuild.values()].flat().flatMap((figures) => Object.keys(figures)))].sort((a, b) => Number(a.startsWith('script: ')) - Number(b.startsWith('script: ')) || a.localeCompare(b));
    console.log(`\n${route} (median of ${runs} load(s), ms)\n| work | ${builds.map((b) => b.name).join(' | ')} |\n|---|${builds.map(() => '---:').join('|')}|`);
    for (const key of keys) {
      const cells = builds.map((build) => Math.round(median(byBuild.get(build.name)!.map((figures) => figures[key] ?? 0))));
      if (cells.some((cell) => cell >= 5)) console.log(`| ${key} | ${cells.join(' | ')} |`);
    }
    if (flags.tasks) {
      for (const build of builds) console.log(`\n${route}, ${build.name}, first load: tasks after the first paint (CPU ms)\n${describeTasks(firstTasks.get(build.name) ?? [])}`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await stopNginx(server);
}
