import type { Browser, Page } from 'playwright-core';
import { PATHS } from '../src/lib/routes';
import { launchBrowser, newVisitor, PHONE } from './support/browser';
import { nextFrames, waitForScripts } from './support/page-checks';
import { readData, shown } from './support/screens';

/**
 * Parts of a page below its first screen are taken over by React only as the visitor nears them
 * (src/browser/hydrate-on-view.ts). Until then their server HTML stays exactly as it was.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** For each part: whether React has taken it over (its first box carries React's internal key). */
function partStates(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-hydrate-on-view]'), (part) =>
      Object.keys(part.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
    ),
  );
}

/** Waits until part `index` (negative: from the end) has been taken over. */
async function waitForPart(page: Page, index: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await partStates(page)).at(index)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`part ${index} was not taken over within 10 s`);
}

test('on the home page, far parts wait with their HTML intact, and wake as the visitor scrolls to them', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  await page.goto(PATHS.home);
  // The inline script marks the entrance animations below the fold with the first frame, before
  // any bundle runs (src/browser/inline/entrances.ts): the HTML to keep is the HTML after it.
  await nextFrames(page);
  const serverHtml = await page.evaluate(() => Array.from(document.querySelectorAll('[data-hydrate-on-view]'), (part) => part.innerHTML));
  await waitForScripts(page);
  await page.waitForTimeout(500);

  const before = await partStates(page);
  expect(before.length).toBeGreaterThanOrEqual(6);
  expect(before[before.length - 1]).toBe(false);
  const waiting = before.flatMap((hydrated, index) => (hydrated ? [] : [index]));
  const htmlNow = await page.evaluate(() => Array.from(document.querySelectorAll('[data-hydrate-on-view]'), (part) => part.innerHTML));
  for (const index of waiting) expect(htmlNow[index]).toBe(serverHtml[index]);

  const last = page.locator('[data-hydrate-on-view]').last();
  await last.locator('> *').first().scrollIntoViewIfNeeded();
  await waitForPart(page, -1);
  await context.close();
});

test('keyboard focus moving into a waiting part wakes it', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  await page.goto(PATHS.home);
  await waitForScripts(page);
  const states = await partStates(page);
  const index = states.lastIndexOf(false);
  expect(index).toBeGreaterThan(0);
  await page.evaluate((i) => {
    const part = document.querySelectorAll('[data-hydrate-on-view]')[i];
    part.querySelector<HTMLElement>('a, button')?.focus();
  }, index);
  await waitForPart(page, index);
  await context.close();
});

test('after a navigation inside the site, every part of the new page renders at once', async () => {
  const { context, page } = await newVisitor(browser, { viewport: PHONE });
  await page.goto(PATHS.about);
  await waitForScripts(page);
  // The logo is a link home; inside the site it navigates without reloading the page.
  await page.getByRole('banner').getByRole('link').first().click();
  await page.waitForFunction(() => document.querySelector('#hero-title') !== null);
  const states = await partStates(page);
  expect(states.length).toBeGreaterThanOrEqual(6);
  expect(states.every(Boolean)).toBe(true);
  expect(await page.getByRole('heading', { name: shown(readData('pages/home.json').jobs.title), exact: true }).count()).toBe(1);
  await context.close();
});
