/**
 * JavaScript adds motion, not content: with scripts off, every canonical screen shows its
 * content, the navigation works, and nothing is hidden behind an interaction.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE, TEST_CONTEXT } from './support/browser';
import { PATHS } from '../src/lib/routes';
import { LANDMARKS } from '../src/lib/spoken-only';
import { FIXED_SCREENS } from './support/address-table';
import { readText } from './support/page-checks';
import { ONE_OF_EACH_SCREEN, readData, shown, startingWith } from './support/screens';

const services = readData('services.json');
const site = readData('site.json');
const { nav } = readData('pages/shared.json');

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ ...TEST_CONTEXT, javaScriptEnabled: false, viewport: PHONE });
  page = await context.newPage();
});
afterAll(async () => browser.close());

/** Text a visitor can see: visible, not clipped away, not transparent. */
async function isShown(pageToCheck: Page, text: string): Promise<boolean> {
  const locator = pageToCheck.getByText(text, { exact: false }).first();
  if (!(await locator.isVisible())) return false;
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) < 0.5) return false;
    }
    return true;
  });
}

test.each(ONE_OF_EACH_SCREEN)('%s shows its content and navigation without JavaScript', async (url) => {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  const navigation = page.getByRole('navigation', { name: LANDMARKS.main, exact: true });
  for (const name of [nav.home, nav.services, nav.jobs, nav.contact].map((label) => shown(label))) {
    expect(await navigation.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
  }
  const text = await readText(page.getByRole('main'));
  expect(text.length).toBeGreaterThan(200);
  // Entrance animations never hide anything without scripts.
  const hidden = await page.$$eval('[data-reveal]', (elements) => elements.filter((element) => Number(getComputedStyle(element).opacity) < 1).length);
  expect(hidden).toBe(0);
});

test('the navigation works without JavaScript', async () => {
  await page.goto('/');
  await page.getByRole('navigation', { name: LANDMARKS.main, exact: true }).getByRole('link', { name: shown(nav.services), exact: true }).click();
  await page.waitForURL('**/services');
  expect(await readText(page.getByRole('heading', { level: 1 }))).toBe(FIXED_SCREENS[PATHS.services]);
});

test('every service card of the home carousel is readable without JavaScript', async () => {
  await page.goto('/');
  for (const service of services) expect([service.title, await isShown(page, service.title)]).toEqual([service.title, true]);
});

test('every FAQ answer and testimonial is readable without JavaScript', async () => {
  await page.goto(PATHS.inventory);
  for (const faq of readData('faq.json')) {
    expect([faq.label, await isShown(page, faq.answer.slice(0, 60))]).toEqual([faq.label, true]);
  }
  for (const testimonial of readData('testimonials.json')) {
    expect([testimonial.title, await isShown(page, testimonial.caption.slice(0, 50))]).toEqual([testimonial.title, true]);
  }
});

test('the contact page says how to reach the owner without JavaScript', async () => {
  await page.goto(PATHS.contact);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.phoneNumberContact }).first().getAttribute('href')).resolves.toMatch(/^tel:/);
  await expect(main.getByRole('link', { name: site.emailAddress }).first().getAttribute('href')).resolves.toBe(`mailto:${site.emailAddress}`);
  expect(await main.getByRole('link', { name: startingWith(shown(readData('pages/contact.json').details.chatButton)) }).isVisible()).toBe(true);
});

test('the counters show their final numbers without JavaScript', async () => {
  await page.goto(PATHS.about);
  const text = await readText(page.getByRole('main'));
  for (const counter of readData('counters.json')) {
    expect(text).toContain(String(counter.value));
    expect(text).toContain(counter.label);
  }
});
