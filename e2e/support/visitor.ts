/**
 * One small interface to a visitor's browser, so each journey of e2e/journeys/ is written once and
 * run in the three engines visitors come with: Chromium (Debian's headless shell, through playwright-core),
 * Firefox (Debian's firefox-esr, through WebDriver BiDi with puppeteer-core) and WebKit (WebKitGTK's
 * MiniBrowser through WebKitWebDriver, classic WebDriver (webdriver.ts), on an X server of
 * its own from xvfb-run). No test tool downloads a browser: each is a Debian package.
 *
 * The pages keep their Content-Security-Policy here (unlike TEST_CONTEXT in browser.ts), so a
 * violation is seen as a visitor's browser sees it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { ENTER_KEY, WebDriverSession } from './webdriver';
import { within } from '../../harness/deadline.ts';
import { stopProcessGroup } from '../../harness/process-group.ts';
import { launchBrowser } from './browser';
import { FIREFOX_PATH, MINIBROWSER_PATH, missingForOtherEngines, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from '../../harness/engines.ts';
import { startNginx, stopNginx } from '../../harness/nginx.ts';
import { freePort, siteOrigin } from '../../harness/ports.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';


/** The height of the window at each width the journeys use (a phone's and a laptop's). */
const HEIGHT_AT = (width: number) => (width < 600 ? 740 : 800);

/** What a page does in a visitor's browser, the same in every engine. */
export interface Visitor {
  readonly engine: Engine;
  /** Opens a path of the site (or a full address) in a window `width` CSS px wide, and waits for its load event. */
  open(path: string, width: number): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; returns its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A pointer click in the middle of the element `selector` matches (scrolled into view). */
  click(selector: string): Promise<void>;
  /** Focuses the element and presses Enter on the keyboard. */
  pressEnter(selector: string): Promise<void>;
  /** Focuses the field and types `text`, one key at a time. */
  type(selector: string, text: string): Promise<void>;
  /** Turns the mouse wheel by `deltaY` CSS px with the pointer in the middle of the screen (one wheel event). */
  wheel(deltaY: number): Promise<void>;
  /** Script errors and Content-Security-Policy violations the page reported since it was opened. */
  problems(): Promise<string[]>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Notes, in the page, what a visitor's console would show as errors: uncaught script errors,
 * rejected promises nobody handled, and Content-Security-Policy violations.
 */
function watchProblems(): void {
  const seen: string[] = [];
  (window as unknown as { __visitorProblems: string[] }).__visitorProblems = seen;
  window.addEventListener('error', (event) => seen.push(`script error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection: ${String(event.reason)}`));
  // Trusted Types refusals come as violations too (require-trusted-types-for, trusted-types),
  // with the sink and the start of the refused text as their sample.
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`CSP violation: ${event.effectiveDirective} ${event.blockedURI || '(inline)'}${event.sample ? ` (${event.sample})` : ''}`),
  );
}

const readProblems = () => (window as unknown as { __visitorProblems?: string[] }).__visitorProblems ?? ['the problem watch was not installed'];

/** Polls `check` in the page (with JSON arguments) until it returns true; gives up after 15 s, naming `what`. */
export async function waitUntil<A extends unknown[]>(visitor: Visitor, what: string, check: (...args: A) => boolean, ...args: A): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await visitor.run(check, ...args))) {
    if (Date.now() > deadline) throw new Error(`${visitor.engine}: waited 15 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Scrolls the element to the middle of the screen and resolves once it is still (its box the same
 * over two frames). A section that has just come into view may still be sliding in or taking its
 * real height, and a driver clicks at the point the element had when the click was sent.
 * Playwright waits for this itself before a click; the Firefox and WebKit drivers do not.
 */
function bringToRest(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  return new Promise((resolve) => {
    let last = '';
    const settle = () => {
      const box = JSON.stringify(element.getBoundingClientRect());
      if (box === last) resolve();
      else requestAnimationFrame(() => ((last = box), settle()));
    };
    requestAnimationFrame(settle);
  });
}

/**
 * A fresh visitor (new storage) in `engine`; close() it when done. With `withoutScripts`, the
 * visitor has the site from an nginx of its own, the same build and include, where every script
 * file answers 404: the pages as a visitor has them before their bundles have run, alike in every
 * engine (classic WebDriver cannot hold requests back). With `withoutWebFont`, likewise, every
 * font file answers 404: the pages in the fallback font, as a slow first visit often gets them.
 */
export async function newEngineVisitor(engine: Engine, { withoutScripts = false, withoutWebFont = false } = {}): Promise<Visitor> {
  if (!withoutScripts && !withoutWebFont) return engineVisitor(engine, siteOrigin);
  const site = await serveSiteWithout({ withoutScripts, withoutWebFont });
  try {
    const visitor = await engineVisitor(engine, site.origin);
    return {
      ...visitor,
      async close() {
        try {
          await visitor.close();
        } finally {
          await site.stop();
        }
      },
    };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

/**
 * The same build from an nginx of its own on a free port, with the script files or the font files
 * answering 404 (see newEngineVisitor); a visitor opens its pages by their full address
 * (`${origin}/about`). stop() it when done.
 */
export async function serveSiteWithout(options: { withoutScripts?: boolean; withoutWebFont?: boolean }): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server = await startNginx({ port, ...options });
  return { origin: `http://localhost:${port}`, stop: () => stopNginx(server) };
}

function engineVisitor(engine: Engine, origin: string): Promise<Visitor> {
  const url = (path: string) => new URL(path, origin).href;
  if (engine === 'chromium') return chromiumVisitor(url);
  if (engine === 'firefox') return firefoxVisitor(url);
  return webkitVisitor(url);
}

/** The address of a path on the origin the visitor has the site from. */
type Url = (path: string) => string;

/** Closing a browser takes a second; one that takes this long has hung (the Firefox and WebKit processes are then stopped). */
const CLOSE_WITHIN_MS = 15_000;

async function chromiumVisitor(url: Url): Promise<Visitor> {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
  await page.addInitScript(watchProblems);
  return {
    engine: 'chromium',
    async open(path, width) {
      errors.length = 0;
      await page.setViewportSize({ width, height: HEIGHT_AT(width) });
      await page.goto(url(path));
    },
    run: (fn, ...args) => page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`),
    click: (selector) => page.click(selector),
    pressEnter: (selector) => page.press(selector, 'Enter'),
    type: (selector, text) => page.locator(selector).pressSequentially(text),
    async wheel(deltaY) {
      const size = page.viewportSize();
      await page.mouse.move((size?.width ?? 0) / 2, (size?.height ?? 0) / 2);
      await page.mouse.wheel(0, deltaY);
    },
    problems: async () => [...(await page.evaluate(readProblems)), ...errors],
    screenshot: async (file) => void (await page.screenshot({ path: file })),
    close: () => within(CLOSE_WITHIN_MS, 'closing Chromium', browser.close()),
  };
}

/**
 * How long Firefox, or WebKitWebDriver and its X server, may take to start: seconds on an idle
 * machine, but the first files start together, beside the builds in a copy of the project, on two
 * busy cores (Firefox once took more than puppeteer's default 30 s there).
 */
const ENGINE_START_MS = 60_000;

async function firefoxVisitor(url: Url): Promise<Visitor> {
  if (missingForOtherEngines().includes(FIREFOX_PATH)) throw new Error(`Firefox was not found at ${FIREFOX_PATH}: install Debian's "firefox-esr" package or set FIREFOX_PATH.`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    timeout: ENGINE_START_MS,
    // No network events: puppeteer would otherwise have Firefox report every request and keep
    // every response body (the parent process's work; the visitor asks for neither).
    networkEnabled: false,
    // No network but loopback: nothing in the background.
    extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'network.connectivity-service.enabled': false },
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`script error: ${String(error)}`));
  // What Firefox says about the policy in its console too, should a violation not reach the page's event.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content-Security-Policy|Content Security Policy/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(watchProblems);
  return {
    engine: 'firefox',
    async open(path, width) {
      errors.length = 0;
      await page.setViewport({ width, height: HEIGHT_AT(width) });
      await page.goto(url(path), { waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => never, ...args) as never,
    async click(selector) {
      await page.$eval(selector, bringToRest);
      await page.click(selector);
    },
    async pressEnter(selector) {
      await page.focus(selector);
      await page.keyboard.press('Enter');
    },
    type: (selector, text) => page.type(selector, text),
    async wheel(deltaY) {
      const size = page.viewport();
      await page.mouse.move((size?.width ?? 0) / 2, (size?.height ?? 0) / 2);
      await page.mouse.wheel({ deltaY });
    },
    problems: async () => [...(await page.evaluate(readProblems)), ...errors],
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    async close() {
      try {
        await within(CLOSE_WITHIN_MS, 'closing Firefox', browser.close());
      } finally {
        browser.process()?.kill('SIGKILL');
      }
    },
  };
}

type WebKitDriver = { port: number; child: ChildProcess; scratch: string };

/**
 * Stops the driver, its X server and the browser, and removes their temporary folder (xvfb-run
 * stopped by a signal leaves its own behind).
 */
function stopWebKitDriver(server: WebKitDriver): void {
  stopProcessGroup(server.child);
  fs.rmSync(server.scratch, { recursive: true, force: true });
}

/** WebKitWebDriver on an X server of its own (xvfb-run picks a free display); resolves once it answers. */
async function startWebKitDriver(): Promise<WebKitDriver> {
  const missing = missingForOtherEngines().filter((file) => file !== FIREFOX_PATH);
  if (missing.length > 0) throw new Error(`WebKit cannot start: missing ${missing.join(', ')} (Debian: webkit2gtk-driver, xvfb, xauth).`);
  const port = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-driver-'));
  const child = spawn(XVFB_RUN_PATH, ['-a', '-s', '-screen 0 1400x1000x24', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    // The X server has no GPU: composited layers would be drawn through software OpenGL (Mesa's
    // llvmpipe), about three times the processor work of WebKit's own painting for the same pages.
    // Layout, scrolling, events and scripts are the same either way, and they are what is checked.
    // Their temporary files (xvfb-run's X authority among them) go in a folder of their own.
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1', TMPDIR: scratch },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + ENGINE_START_MS;
  const server = { port, child, scratch };
  for (;;) {
    if (child.exitCode !== null) {
      stopWebKitDriver(server);
      throw new Error(`WebKitWebDriver stopped (${child.exitCode}): ${stderr}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      stopWebKitDriver(server);
      throw new Error(`WebKitWebDriver did not answer on port ${port} within ${ENGINE_START_MS / 1000} s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKit. MiniBrowser runs full screen, which drops its toolbar, so the window can be as narrow as
 * a phone. Classic WebDriver cannot run a script before the page's own: the problem watch starts
 * once the page has loaded (Chromium and Firefox watch from the first byte). WebKit keeps no
 * violation for a ReportingObserver to read back later; what runs before the load (the inline
 * scripts, the loader making its Trusted Types policy) shows in WebKit by working: a refusal there
 * would keep the bundles from starting.
 */
async function webkitVisitor(url: Url): Promise<Visitor> {
  const server = await startWebKitDriver();
  let driver: WebDriverSession;
  try {
    driver = await WebDriverSession.start(`http://127.0.0.1:${server.port}`, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--full-screen'] },
    });
  } catch (error) {
    stopWebKitDriver(server);
    throw error;
  }
  const find = (selector: string) => driver.findElement(selector);
  let wheelTotal: number | null = null;
  return {
    engine: 'webkit',
    async open(path, width) {
      await driver.setWindowRect({ width, height: HEIGHT_AT(width) });
      await driver.navigateTo(url(path));
      await driver.executeScript(watchProblems);
    },
    // Classic WebDriver waits for a promise only through its asynchronous script call.
    run: (fn, ...args) =>
      driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()}).apply(null, Array.from(arguments).slice(0, -1)))
          .then((value) => done({ value }), (error) => done({ error: String(error) }));`,
        ...args,
      ).then((result) => {
        const { value, error } = result as { value?: never; error?: string };
        if (error !== undefined) throw new Error(`webkit: the page's script failed: ${error}`);
        return value as never;
      }),
    async click(selector) {
      const element = await find(selector);
      await driver.executeAsyncScript(`const [element, done] = arguments; (${bringToRest.toString()})(element).then(done);`, element);
      await driver.click(element);
    },
    async pressEnter(selector) {
      await driver.sendKeys(await find(selector), ENTER_KEY);
    },
    async type(selector, text) {
      const field = await find(selector);
      // Under Xvfb, keys sent in one burst lose repeated letters ("Hello" arrives as "Helo").
      for (const key of text) await driver.sendKeys(field, key);
    },
    async wheel(deltaY) {
      const { width, height } = await driver.windowRect();
      const turn = (total: number) => driver.wheel(Math.round(width / 2), Math.round(height / 2), total);
      // WebKitWebDriver (2.50) drops the first wheel action of a session, and takes each later one's
      // delta as the total since its first: the turns are sent as running totals, after one of 0.
      if (wheelTotal === null) {
        await turn(0);
        wheelTotal = 0;
      }
      wheelTotal += deltaY;
      await turn(wheelTotal);
    },
    problems: () => driver.executeScript<string[]>(readProblems),
    screenshot: async (file) => fs.writeFileSync(file, await driver.screenshot()),
    async close() {
      try {
        await within(CLOSE_WITHIN_MS, 'ending the WebKit session', driver.quit());
      } finally {
        stopWebKitDriver(server);
      }
    },
  };
}
