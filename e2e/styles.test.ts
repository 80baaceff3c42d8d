import type { Browser, Page } from 'playwright-core';
import { SLIDER_PENDING_ATTRIBUTE } from '../src/lib/carousel';
import { PATHS } from '../src/lib/routes';
import { within } from '../harness/deadline.ts';
import { DESKTOP, launchBrowser, newVisitor, PHONE, settle } from './support/browser';
import { waitForScripts } from './support/page-checks';
import { ONE_OF_EACH_SCREEN } from './support/screens';
import { serveSiteWithout } from './support/visitor';

/**
 * Each page carries only its own CSS, after the app's; moving to another page inside the site,
 * the browser fetches that page's CSS with its script (src/node/webpack/css.ts). A page must look
 * the same either way.
 */

let browser: Browser;
// Whether the web font makes the first paint depends on timing (font-display: optional), and text
// widths with it: both views get the fallback font, from a server whose font files answer 404.
let fontless: Awaited<ReturnType<typeof serveSiteWithout>>;
beforeAll(async () => {
  [browser, fontless] = await Promise.all([launchBrowser(), serveSiteWithout({ withoutWebFont: true })]);
});
afterAll(async () => {
  await browser?.close();
  await fontless?.stop();
});

const PROPERTIES = [
  'display', 'position', 'color', 'background-color', 'font-size', 'font-weight', 'line-height', 'padding-top',
  'padding-left', 'margin-top', 'margin-bottom', 'width', 'height', 'grid-template-columns', 'flex-direction',
  'gap', 'border-top-width', 'border-radius', 'box-shadow', 'text-align', 'opacity', 'visibility',
];

/** Scrolls through the page as a visitor would, so every part is taken over by the scripts, then back up. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/**
 * Two loads of a page, each read through and every element's style read: on a busy machine (CI,
 * beside the other browser tests and the builds) the longest page took over the usual 90 s.
 */
const STYLES_TEST_MS = 180_000;
/** How long a carousel brought into view may take to swap its plain list for the slider. */
const CAROUSEL_WAKE_MS = 30_000;

/** The computed style of every element the page renders, one line each, after the page has settled. */
async function computedStyles(page: Page): Promise<string[]> {
  await waitForScripts(page);
  await scrollThrough(page);
  // A carousel woken by the scroll swaps its plain list for the slider once react-slick's script
  // has arrived, which on a busy machine can be after the scroll; and React, taking the page over
  // in slices, may reach a carousel's part only after the scroll has passed it, so it waits for
  // the visitor's next approach: each carousel still plain is brought into view until none is.
  await within(
    CAROUSEL_WAKE_MS,
    `${page.url()}: every carousel brought into view until its slider takes over its plain list`,
    page.waitForFunction(
      (pending) => {
        const plain = document.querySelector(`[${pending}]`);
        plain?.scrollIntoView({ block: 'center' });
        return plain === null;
      },
      SLIDER_PENDING_ATTRIBUTE,
      { polling: 250, timeout: 0 },
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  // Gatsby focuses the page's wrapper after a navigation; its focus ring is not the page's style.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
  return page.evaluate((properties) => {
    return Array.from(document.body.querySelectorAll(':not(script, style, noscript, template)'), (element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
    });
  }, PROPERTIES);
}

/** Lines that differ, with their position, for a readable failure. */
function differences(direct: string[], inside: string[]): string[] {
  const lines = Array.from({ length: Math.max(direct.length, inside.length) }, (_, index) => index);
  return lines.filter((index) => direct[index] !== inside[index]).map((index) => `#${index}: ${direct[index]}\n  then: ${inside[index]}`);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s', (_name, viewport) => {
  test.each(ONE_OF_EACH_SCREEN)('%s looks the same opened directly and reached from another page', async (path) => {
    const { context, page } = await newVisitor(browser, { viewport, reducedMotion: 'reduce', baseURL: fontless.origin });
    const elsewhere = path === PATHS.contact ? PATHS.home : PATHS.contact;
    await page.goto(path);
    const direct = await computedStyles(page);

    await page.goto(elsewhere);
    await waitForScripts(page);
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    // Gatsby's own navigation, as its links call it: not every screen is linked from one page.
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), path);
    await page.waitForURL((url) => url.pathname === path);
    const inside = await computedStyles(page);

    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(inside.length).toBeGreaterThan(100);
    expect(differences(direct, inside)).toEqual([]);
    await context.close();
  }, STYLES_TEST_MS);
});
