/**
 * A keyboard walk of the home page: Tab reaches every link and control, in the order they
 * stand in the page, each with a visible focus indicator.
 */
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, settle } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

test.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('Tab walks the home page in order with a visible focus (%s)', async (_name, viewport) => {
  const { context, page } = await newVisitor(browser, { viewport, reducedMotion: 'reduce' });
  await page.goto('/', { waitUntil: 'networkidle' });
  await settle(page);
  // The first key press wakes the parts whose scripts replace their markup (the carousel becomes
  // a slider then, far from the focus); the walk is checked from that press on.
  await page.keyboard.press('Tab');
  await page.locator('[aria-roledescription="carousel"]').first().waitFor();
  await settle(page);

  // What a keyboard user should reach: every visible, enabled link and control outside inert parts.
  const expected = await page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest('[inert]') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element, index) => {
        element.dataset.walk = String(index);
        return index;
      });
  });
  expect(expected.length).toBeGreaterThan(20);

  const reached: number[] = [];
  const invisibleFocus: string[] = [];
  for (let step = 0; step < expected.length + 5; step += 1) {
    if (step > 0) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const after = getComputedStyle(element, '::after');
      const ring = (s: CSSStyleDeclaration) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
      return { walk: element.dataset.walk ?? null, label: `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}`, visible: ring(style) || ring(after) };
    });
    if (!focused) break;
    if (focused.walk === null) continue;
    const index = Number(focused.walk);
    if (reached.includes(index)) break;
    reached.push(index);
    if (!focused.visible) invisibleFocus.push(focused.label);
  }
  expect(reached).toEqual(expected);
  expect(invisibleFocus).toEqual([]);
  await context.close();
});
