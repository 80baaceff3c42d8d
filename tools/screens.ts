/**
 * `npm run screens`: every canonical page as a first-time visitor sees it, at 375 px (a phone) and
 * 1280 px (a laptop), for a design review. Each page is opened in Debian's Chromium with nothing
 * forced, read down to its end a turn of the mouse wheel at a time, as the first-visit tests read
 * it (harness/read-down.ts), and then captured whole: one PNG per page and width in
 * docs/screens/, named after the page's address (`home-375.png`, `about-1280.png`,
 * `services-5-website-design-375.png`). Pages whose address is unchanged keep their file name.
 *
 * For the capture, once the visitor has read down, sticky boxes (the header, the side columns)
 * are put back in their place in the page: a picture of the whole page would show them where the
 * last screen had them. The pictures are stored with a palette of 256 colours: a third of the
 * size, and still sharp.
 *
 *   npm run screens                        build if there is no build, then capture every page
 *   npm run screens -- --build             build first in any case
 *   npm run screens -- --routes /,/about   only these pages
 *
 * The build is served by nginx with the include it wrote (harness/nginx.ts), on a port
 * nobody listens on. A build made here is made as `npm start` makes it: without EmailJS keys the
 * contact form sends to the local outbox, so the contact page shows its form.
 */
/* global window, document, getComputedStyle -- readyForCapture runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../harness/chromium.ts';
import { startNginx, stopNginx } from '../harness/nginx.ts';
import { outboxBuildEnv } from '../harness/outbox.ts';
import { freePort } from '../harness/ports.ts';
import { readDown, type WheelDriver } from '../harness/read-down.ts';
import { run } from '../harness/run.ts';
import { canonicalRoutes } from './audit/serving.ts';

const OUT_DIR = 'docs/screens';
/** The screens: a phone's and a laptop's, the heights the browser tests use. */
const SCREENS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

const { values: options } = parseArgs({ options: { build: { type: 'boolean' }, routes: { type: 'string' } } });

/** The file name of a page's screen: its address in lower case, words joined by hyphens ("/" is the home page). */
function screenFileName(route: string, width: number): string {
  const name = route === '/' ? 'home' : route.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${name}-${width}.png`;
}


/**
 * Page side: puts sticky boxes back in their place in the page (see above); resolves once every
 * picture in the page has loaded (or failed to), but for those beside the screen (a carousel's
 * slides out of view), which a browser does not fetch.
 */
function readyForCapture(): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>('body *')) if (getComputedStyle(element).position === 'sticky') element.style.position = 'static';
  const waiting = Array.from(document.images).filter((image) => {
    const box = image.getBoundingClientRect();
    return !image.complete && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
  });
  return Promise.all(
    waiting.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  ).then(() => undefined);
}

if (options.build || !fs.existsSync('public/sitemap-0.xml') || !fs.existsSync('deploy/nginx.conf')) {
  // As `npm start` builds (scripts/start.ts): the outbox stands in for EmailJS when no keys are set.
  for (const file of ['.env.production', '.env']) if (fs.existsSync(file)) process.loadEnvFile(file);
  const env = process.env.GATSBY_EMAILJS_PUBLIC_KEY ? {} : outboxBuildEnv('http://127.0.0.1:9001');
  await run('node_modules/.bin/gatsby', ['build'], { env });
}
const routes = options.routes?.split(',') ?? canonicalRoutes();
const known = new Set(canonicalRoutes());
const unknown = routes.filter((route) => !known.has(route));
if (unknown.length > 0) throw new Error(`--routes: not canonical pages of the build in public/: ${unknown.join(', ')}`);

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium was not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
const port = await freePort();
const server = await startNginx({ port });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
fs.mkdirSync(OUT_DIR, { recursive: true });
try {
  for (const screen of SCREENS) {
    const context = await browser.newContext({ viewport: screen });
    const page = await context.newPage();
    const driver: WheelDriver = {
      run: (fn, ...args) => page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`),
      async wheel(deltaY) {
        await page.mouse.move(screen.width / 2, screen.height / 2);
        await page.mouse.wheel(0, deltaY);
      },
    };
    for (const route of routes) {
      const response = await page.goto(`http://localhost:${port}${route}`);
      if (response?.status() !== 200) throw new Error(`${route} answered ${response?.status()}, not 200`);
      const problems = await readDown(driver, () => {});
      if (problems.length > 0) throw new Error(`${route} at ${screen.width} px: ${problems.join('; ')}`);
      await driver.run(readyForCapture);
      const picture = await page.screenshot({ fullPage: true });
      const file = path.join(OUT_DIR, screenFileName(route, screen.width));
      fs.writeFileSync(file, await sharp(picture).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer());
      console.log(`${file} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stopNginx(server);
}
