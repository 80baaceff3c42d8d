/**
 * The tap benchmark: are the page's controls alive the moment they are painted, on a slow phone?
 *
 * Serves the production build with nginx as the browser tests do, and opens each page in Debian's
 * Chromium as Lighthouse's phone, applied for real: its screen, slow 4G (150 ms round trip, 1.6 Mbps,
 * through the browser's own network throttling, Lighthouse's "devtools" figures) and a CPU 4 times
 * slower. As soon as a control is painted it is tapped (a touch on the screen), and tapped again every
 * TAP_EVERY_MS until it answers. Prints, per page and control: when it was first painted, when the tap
 * that worked came, how many taps were lost before it, and how long that tap took to show its answer:
 * from the touch to the frame that shows it on the screen, as the browser's Event Timing reports it
 * (the measure of Interaction to Next Paint), and never less than the first frame that shows it
 * (a panel's answer is its first frame, not the end of its opening). Times are from the start of
 * the navigation, medians over the runs.
 * Chromium's DevTools does not hand an injected touch to the page at once: it holds it until the
 * page's renderer has committed its next frame (so that listeners added just before see it), and
 * Event Timing counts that hold, which a phone's touch screen does not have. Each load is traced
 * (Chromium's own input and task events) to take it out: the tap's answer is counted from the moment
 * the browser passed the touch on, plus what a touch landing at once would have waited for, the rest
 * of the task the page's main thread was running when it landed. Both figures are printed.
 * The page tells the benchmark when a control is painted
 * and when it has answered (a binding, no polling: a poll is a task on the page's main thread, and
 * would delay the very taps it measures).
 * Target: no tap lost, and an answer within 100 ms.
 *
 *   npm run bench:taps -- [--runs 3] [--routes /,/about] [--build DIR] [--port N]
 *     --build  a folder holding another build's public/ and deploy/nginx.conf (to compare builds)
 *     --port   the port nginx serves it on (default: one nobody listens on)
 */
/* global window, document, getComputedStyle, requestAnimationFrame -- watchControl runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { defaultSettings, screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, findChromium } from '../harness/chromium.ts';
import { startNginx, stopNginx } from '../harness/nginx.ts';
import { freePort } from '../harness/ports.ts';

/** How long a visitor waits for an answer before tapping again. */
const TAP_EVERY_MS = 500;
/** A control that has not answered by then is reported as dead. */
const GIVE_UP_MS = 20_000;
const TARGET_ANSWER_MS = 100;

/**
 * The controls measured: where each is, what "it answered" means, on which pages. Selectors hold
 * for the page before and after scripts run (and for older builds, to compare).
 */
/** A control to tap: how the table names it, where it is, and what its answer is (see watchControl). */
type Control = { says: string; selector: string; text?: string; near?: string; answered: 'menu' | 'panel' | 'play' };

const CONTROLS: Record<'menu' | 'faq' | 'pause', Control> = {
  menu: {
    says: 'menu toggle',
    selector: 'header button[aria-controls="site-menu"]',
    answered: 'menu',
  },
  faq: {
    says: 'FAQ, first question',
    selector: 'main h3 > button[aria-controls]',
    answered: 'panel',
  },
  pause: {
    says: 'carousel pause',
    selector: '[aria-roledescription="carousel"] button',
    text: '^Pause',
    // It exists once the slider runs, which starts as the carousel nears the screen.
    near: '[role="region"][aria-label="Our services"]',
    answered: 'play',
  },
};

const PAGES: [string, (keyof typeof CONTROLS)[]][] = [
  ['/', ['menu', 'pause']],
  ['/about', ['menu']],
  ['/services', ['menu']],
  ['/ourjobs', ['menu']],
  ['/contact', ['menu']],
  ['/product/inventory_Software', ['menu', 'faq']],
  ['/terms_and_condition', ['menu']],
  ['/privacy_policy', ['menu']],
];

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, routes: { type: 'string' }, build: { type: 'string', default: '.' }, port: { type: 'string' } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs is a whole number from 1, not "${options.runs}"`);
const routes = options.routes ? options.routes.split(',') : null;
const pages = routes ? PAGES.filter(([route]) => routes.includes(route)) : PAGES;
if (routes && pages.length !== routes.length) throw new Error(`--routes names pages the benchmark does not know: known are ${PAGES.map(([route]) => route).join(', ')}`);
const build = path.resolve(options.build);
for (const file of ['public/index.html', 'deploy/nginx.conf']) {
  if (!fs.existsSync(path.join(build, file))) throw new Error(`${path.join(build, file)} is missing: build first (npm run build).`);
}

/** What watchControl notes in the page, and sends back with each report. */
type TapRecord = {
  painted: number | null;
  box: { x: number; y: number } | null;
  answered: number | null;
  taps: number[];
  timings: { name: string; start: number; end: number }[];
};

/**
 * Runs in the page from its first byte: finds the control, brings it into view, and notes, from
 * one animation frame to the next (each frame's callback comes just before that frame is
 * computed and painted), when it was first painted (the frame after the one that first laid it out
 * in view: on this phone the page's first frames take hundreds of milliseconds to compute) and when
 * its answer was; when each tap landed (the touch's
 * own time stamp, however long the page took to handle it); and the browser's Event Timing of each
 * tap (from the touch to the next frame presented after its handlers ran). It calls
 * `__tapBenchReport` when the control is painted and once it has answered.
 */
function watchControl({ selector, text, near, answered }: Omit<Control, 'says'>): void {
  const record: TapRecord = { painted: null, box: null, answered: null, taps: [], timings: [] };
  const page = window as unknown as { __tapBench: TapRecord; __tapBenchReport(what: string, record: TapRecord): void };
  page.__tapBench = record;
  window.addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), true);
  // Entries come for interactions of 16 ms or more (the lowest threshold the API takes).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.timings.push({ name: entry.name, start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const report = (what: string) => page.__tapBenchReport(what, JSON.parse(JSON.stringify(record)));
  const shown = (element: Element | null | undefined) => {
    if (!element) return false;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
  };
  const hasAnswered = (control: Element) => {
    if (answered === 'play') return /^Play/.test(control.textContent ?? '');
    const target = document.getElementById(control.getAttribute('aria-controls') ?? '');
    if (control.getAttribute('aria-expanded') !== 'true' && answered !== 'menu') return false;
    if (answered === 'menu') return shown(target) && shown(target?.querySelector('a'));
    // A panel's answer starts with the first frame of its opening (its height then grows).
    return target !== null && getComputedStyle(target).visibility !== 'hidden';
  };
  let scrolled = false;
  let found: Element | null = null;
  const find = () =>
    found ?? (found = Array.from(document.querySelectorAll(selector)).find((element) => !text || new RegExp(text).test(element.textContent ?? '')) ?? null);
  const frame = (now: number) => {
    const control = find();
    const goal = near ? document.querySelector(near) : control;
    if (goal && !scrolled) {
      scrolled = true;
      goal.scrollIntoView({ block: 'center' });
    }
    if (record.box !== null && record.painted === null) {
      // The frame that laid the control out on the screen has been painted: this is the next one.
      record.painted = now;
      report('painted');
    } else if (control && record.box === null && shown(control)) {
      const box = control.getBoundingClientRect();
      if (box.top >= 0 && box.bottom <= window.innerHeight) record.box = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      else control.scrollIntoView({ block: 'center' });
    }
    if (control && record.painted !== null && record.answered === null && hasAnswered(control)) {
      record.answered = now;
      // The tap's Event Timing entry comes after the frame that shows the answer has been presented.
      const tap = record.taps.filter((time) => time <= now).at(-1);
      const timed = () => tap === undefined || record.timings.some((timing) => timing.name === 'click' && Math.abs(timing.start - tap) < 1);
      const waitFor = (deadline: number): unknown => (timed() || performance.now() > deadline ? report('answered') : setTimeout(() => waitFor(deadline), 50));
      waitFor(performance.now() + 1000);
    }
    if (record.answered === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The trace categories that hold what `touchHold` reads: the browser's input events and every thread's tasks. */
const TRACE_CATEGORIES = ['input', 'latencyInfo', 'toplevel'];

/**
 * From the trace of one load, for the `index`th touch sent (from 0): how long DevTools held it
 * before passing it to the page (from the touch's creation, where Event Timing starts, to the
 * browser's gesture detector receiving it), and how long a touch passed on at once would have
 * waited for the page's main thread (the rest of the task it was running at that moment).
 */
/** An event of a Chromium trace, as far as touchHold reads it. */
type TraceEvent = { name: string; ph: string; ts: number; dur: number; pid: number; tid: number; args?: { action?: string; name?: string } };

function touchHold(trace: Buffer, index: number): { heldMs: number; waitMs: number } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  if (!Array.isArray(events)) throw new Error('The Chromium trace has no traceEvents: cannot tell how long DevTools held the taps.');
  const created = events.filter((event) => event.name === 'InputLatency::TouchStart' && event.ph === 'b').map((event) => event.ts);
  const passed = events.filter((event) => event.name === 'GestureProvider::OnTouchEvent' && event.args?.action === 'Action::DOWN').map((event) => event.ts);
  if (created.length <= index || passed.length <= index) {
    throw new Error(`The Chromium trace has ${created.length} touch(es) created and ${passed.length} passed on, not the ${index + 1} sent: it cannot tell how long DevTools held them.`);
  }
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X' && mainThreads.has(thread)) tasks.set(thread, [...(tasks.get(thread) ?? []), event]);
  }
  // The page's renderer is the one that ran the most tasks (the others are blank or idle).
  const pageTasks = [...tasks.values()].sort((a, b) => b.length - a.length)[0];
  if (!pageTasks) throw new Error('The Chromium trace has no task of a page renderer: it cannot tell what a touch would have waited for.');
  const at = created[index];
  const busyUntil = Math.max(at, ...pageTasks.filter((task) => task.ts <= at && at < task.ts + task.dur).map((task) => task.ts + task.dur));
  return { heldMs: (passed[index] - at) / 1000, waitMs: (busyUntil - at) / 1000 };
}


/** The phone of Lighthouse's default settings, applied to a fresh page through the DevTools protocol. */
async function phonePage(browser: Browser) {
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = defaultSettings.throttling;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: (downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  return { context, page };
}

/**
 * One load of `route`, tapping `control` from its first paint until it answers. The page reports
 * (watchControl); nothing here asks it in between.
 */
async function measure(browser: Browser, origin: string, route: string, control: Control) {
  const { context, page } = await phonePage(browser);
  try {
    type Report = 'painted' | 'answered';
    const reports: Record<Report, TapRecord | null> = { painted: null, answered: null };
    const arrived: Partial<Record<Report, () => void>> = {};
    const reportOf = (what: Report) => new Promise<void>((resolve) => (arrived[what] = resolve));
    const reported = { painted: reportOf('painted'), answered: reportOf('answered') };
    await page.exposeBinding('__tapBenchReport', (_source, what: Report, record: TapRecord) => {
      reports[what] = record;
      arrived[what]?.();
    });
    await page.addInitScript(watchControl, { selector: control.selector, text: control.text, near: control.near, answered: control.answered });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const start = Date.now();
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), GIVE_UP_MS)));
    const painted = await Promise.race([reported.painted.then(() => true), late]);
    clearTimeout(timer);
    if (!painted) throw new Error(`${route}: the ${control.says} was not painted within ${GIVE_UP_MS / 1000} s`);
    const box = reports.painted?.box;
    if (!box) throw new Error(`${route}: the ${control.says} was reported painted with no place on the screen`);
    let sent = 0;
    let answered = false;
    reported.answered.then(() => (answered = true));
    while (!answered) {
      if (Date.now() - start > GIVE_UP_MS) throw new Error(`${route}: the ${control.says} did not answer ${sent} taps within ${GIVE_UP_MS / 1000} s`);
      await page.touchscreen.tap(box.x, box.y);
      sent += 1;
      // The next tap comes when a visitor would give up waiting, unless the answer comes first.
      await Promise.race([reported.answered, new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS))]);
    }
    const trace = await browser.stopTracing();
    const record = reports.answered as TapRecord & { answered: number; painted: number };
    // The tap that worked: the last one before the answer was shown.
    const before = record.taps.filter((time) => time <= record.answered);
    if (before.length === 0) throw new Error(`${route}: the ${control.says} answered before any tap reached the page`);
    const worked = before[before.length - 1];
    // Event Timing: from the touch to the frame presented after the tap's handlers ran (none under 16 ms).
    const timed = record.timings.filter((timing) => Math.abs(timing.start - worked) < 1).map((timing) => timing.end - worked);
    const timingMs = Math.max(record.answered - worked, ...timed);
    const { heldMs, waitMs } = touchHold(trace, before.length - 1);
    return { painted: record.painted, worked, lost: before.length - 1, timingMs, heldMs, answerMs: timingMs - heldMs + waitMs };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => Math.round(value).toLocaleString('en-US');
const span = (values: readonly number[]) => (Math.min(...values) === Math.max(...values) ? String(values[0]) : `${Math.min(...values)}–${Math.max(...values)}`);

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium was not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
const port = options.port ? Number(options.port) : await freePort();
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port is a port number, not "${options.port}"`);
const server = await startNginx({ port, root: path.join(build, 'public'), include: path.join(build, 'deploy/nginx.conf') });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
const rows: { page: string; control: string; painted: number; worked: number; lost: number[]; answer: number; answers: number[]; timing: number; held: number }[] = [];
try {
  for (const [route, names] of pages) {
    for (const name of names) {
      const control = CONTROLS[name];
      const results: Awaited<ReturnType<typeof measure>>[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, `http://localhost:${port}`, route, control));
      const row = {
        page: route,
        control: control.says,
        painted: median(results.map((result) => result.painted)),
        worked: median(results.map((result) => result.worked)),
        lost: results.map((result) => result.lost),
        answer: median(results.map((result) => result.answerMs)),
        answers: results.map((result) => Math.round(result.answerMs)),
        timing: median(results.map((result) => result.timingMs)),
        held: median(results.map((result) => result.heldMs)),
      };
      rows.push(row);
      console.error(
        `${route} ${control.says}: painted ${ms(row.painted)} ms, worked ${ms(row.worked)} ms, lost ${span(row.lost)}, answered in ${row.answers.join(', ')} ms ` +
          `(Event Timing ${results.map((result) => Math.round(result.timingMs)).join(', ')}; held by DevTools ${results.map((result) => Math.round(result.heldMs)).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  await stopNginx(server);
}

const { throttling } = defaultSettings;
console.log(
  `\nLighthouse's phone applied in Chromium (${screenEmulationMetrics.mobile.width}×${screenEmulationMetrics.mobile.height} px, ` +
    `${throttling.rttMs} ms RTT, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbps, CPU ${throttling.cpuSlowdownMultiplier}× slower); ` +
    `a tap every ${TAP_EVERY_MS} ms from the first paint until the control answers; median of ${runs} run(s), ms from the navigation's start; ` +
    'Event Timing: from the touch to the frame presented with the answer, as the browser reports it; held by DevTools: the part of it before ' +
    'the browser passed the touch on; tap to answer: Event Timing without that hold, plus the rest of the task the page was running when the touch ' +
    'landed; its range over the runs.\n',
);
console.log('| page | control | first painted | first tap that worked | taps lost | Event Timing | held by DevTools | tap to answer | its range |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.page} | ${row.control} | ${ms(row.painted)} | ${ms(row.worked)} | ${span(row.lost)} | ${ms(row.timing)} | ${ms(row.held)} | ${ms(row.answer)} | ${span(row.answers)} |`,
  );
}
const missed = rows.filter((row) => row.lost.some((lost) => lost > 0) || row.answer > TARGET_ANSWER_MS);
console.log(
  missed.length === 0
    ? `\nTarget met: the first tap works on every page and control, answered within ${TARGET_ANSWER_MS} ms.`
    : `\nTarget missed (first tap works, answer within ${TARGET_ANSWER_MS} ms) by: ${missed.map((row) => `${row.page} ${row.control}`).join('; ')}.`,
);
