#!/usr/bin/env node
/**
 * The tap benchmark: are the page's controls alive the moment they are painted, on a slow phone?
 *
 * Serves the production build with nginx as the browser tests do, and opens each page in Debian's
 * Chromium as Lighthouse's phone, applied for real: its screen, slow 4G (150 ms round trip, 1.6 Mbps,
 * through the browser's own network throttling, Lighthouse's "devtools" figures) and a CPU 4 times
 * slower. As soon as a control is painted it is tapped (a touch on the screen), and tapped again every
 * TAP_EVERY_MS until it answers. Prints, per page and control: when it was first painted, when the tap
 * that worked came, how many taps were lost before it, and how long that tap took to show its answer
 * (the frame that shows it). Times are from the start of the navigation, medians over the runs.
 * Target: no tap lost, and an answer within 100 ms.
 *
 *   npm run bench:taps -- [--runs 3] [--routes /,/about] [--build DIR]
 *     --build  a folder holding another build's public/ and deploy/nginx.conf (to compare builds)
 */
/* global window, document, getComputedStyle, requestAnimationFrame -- watchControl runs in the page */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { defaultSettings, screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { startNginx, stopNginx } from '../e2e/support/nginx.mjs';

const require = createRequire(import.meta.url);
const { findChromium, CHROMIUM_ARGS } = require('../e2e/support/chromium.cjs');

/** How long a visitor waits for an answer before tapping again. */
const TAP_EVERY_MS = 500;
/** A control that has not answered by then is reported as dead. */
const GIVE_UP_MS = 20_000;
const TARGET_ANSWER_MS = 100;

/**
 * The controls measured: where each is, what "it answered" means, on which pages. Selectors hold
 * for the page before and after scripts run (and for older builds, to compare).
 */
const CONTROLS = {
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

const PAGES = [
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
  options: { runs: { type: 'string', default: '3' }, routes: { type: 'string' }, build: { type: 'string', default: '.' } },
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

/**
 * Runs in the page from its first byte: finds the control, brings it into view, and notes, from
 * one animation frame to the next (each frame's callback comes just before that frame is
 * painted), when it was first painted and when its answer was; and when each tap landed (the
 * touch's own time stamp, however long the page took to handle it).
 */
function watchControl({ selector, text, near, answered }) {
  const record = { painted: null, box: null, answered: null, taps: [] };
  window.__tapBench = record;
  window.addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), true);
  const shown = (element) => {
    if (!element) return false;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
  };
  const hasAnswered = (control) => {
    if (answered === 'play') return /^Play/.test(control.textContent ?? '');
    const target = document.getElementById(control.getAttribute('aria-controls') ?? '');
    if (control.getAttribute('aria-expanded') !== 'true' && answered !== 'menu') return false;
    if (answered === 'menu') return shown(target) && shown(target?.querySelector('a'));
    // A panel's answer starts with the first frame of its opening (its height then grows).
    return target !== null && getComputedStyle(target).visibility !== 'hidden';
  };
  let scrolled = false;
  let found = null;
  const find = () =>
    found ?? (found = Array.from(document.querySelectorAll(selector)).find((element) => !text || new RegExp(text).test(element.textContent ?? '')) ?? null);
  const frame = (now) => {
    const control = find();
    const goal = near ? document.querySelector(near) : control;
    if (goal && !scrolled) {
      scrolled = true;
      goal.scrollIntoView({ block: 'center' });
    }
    if (control && record.painted === null && shown(control)) {
      const box = control.getBoundingClientRect();
      if (box.top >= 0 && box.bottom <= window.innerHeight) {
        record.painted = now;
        record.box = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      } else {
        control.scrollIntoView({ block: 'center' });
      }
    }
    if (control && record.painted !== null && record.answered === null && hasAnswered(control)) record.answered = now;
    if (record.answered === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The phone of Lighthouse's default settings, applied to a fresh page through the DevTools protocol. */
async function phonePage(browser) {
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

const read = (page) => page.evaluate(() => window.__tapBench ?? null).catch(() => null);

/** One load of `route`, tapping `control` from its first paint until it answers. */
async function measure(browser, origin, route, control) {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript(watchControl, { selector: control.selector, text: control.text, near: control.near, answered: control.answered });
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    const start = Date.now();
    let record = await read(page);
    while (record?.painted == null) {
      if (Date.now() - start > GIVE_UP_MS) throw new Error(`${route}: the ${control.says} was not painted within ${GIVE_UP_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      record = await read(page);
    }
    let sent = 0;
    while (record.answered === null) {
      if (Date.now() - start > GIVE_UP_MS) throw new Error(`${route}: the ${control.says} did not answer ${sent} taps within ${GIVE_UP_MS / 1000} s`);
      await page.touchscreen.tap(record.box.x, record.box.y);
      sent += 1;
      const tapped = Date.now();
      do {
        await new Promise((resolve) => setTimeout(resolve, 20));
        record = await read(page);
      } while (record.answered === null && Date.now() - tapped < TAP_EVERY_MS);
    }
    // The tap that worked: the last one before the answer was shown.
    const before = record.taps.filter((time) => time <= record.answered);
    if (before.length === 0) throw new Error(`${route}: the ${control.says} answered before any tap reached the page`);
    const worked = before[before.length - 1];
    return { painted: record.painted, worked, lost: before.length - 1, answerMs: record.answered - worked };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => Math.round(value).toLocaleString('en-US');
const span = (values) => (Math.min(...values) === Math.max(...values) ? String(values[0]) : `${Math.min(...values)}–${Math.max(...values)}`);

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium was not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
const port = await freePort();
const server = await startNginx({ port, root: path.join(build, 'public'), include: path.join(build, 'deploy/nginx.conf') });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
const rows = [];
try {
  for (const [route, names] of pages) {
    for (const name of names) {
      const control = CONTROLS[name];
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, `http://localhost:${port}`, route, control));
      const row = {
        page: route,
        control: control.says,
        painted: median(results.map((result) => result.painted)),
        worked: median(results.map((result) => result.worked)),
        lost: results.map((result) => result.lost),
        answer: median(results.map((result) => result.answerMs)),
      };
      rows.push(row);
      console.error(`${route} ${control.says}: painted ${ms(row.painted)} ms, worked ${ms(row.worked)} ms, lost ${span(row.lost)}`);
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
    `a tap every ${TAP_EVERY_MS} ms from the first paint until the control answers; median of ${runs} run(s), ms from the navigation's start.\n`,
);
console.log('| page | control | first painted | first tap that worked | taps lost | tap to answer |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(`| ${row.page} | ${row.control} | ${ms(row.painted)} | ${ms(row.worked)} | ${span(row.lost)} | ${ms(row.answer)} |`);
}
const missed = rows.filter((row) => row.lost.some((lost) => lost > 0) || row.answer > TARGET_ANSWER_MS);
console.log(
  missed.length === 0
    ? `\nTarget met: the first tap works on every page and control, answered within ${TARGET_ANSWER_MS} ms.`
    : `\nTarget missed (first tap works, answer within ${TARGET_ANSWER_MS} ms) by: ${missed.map((row) => `${row.page} ${row.control}`).join('; ')}.`,
);
