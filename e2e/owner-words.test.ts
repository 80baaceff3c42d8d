/**
 * Every word a visitor reads is the owner's: on every canonical page and the 404 page, each
 * visible text, the title and the description are found in data/, or are one of the few words of
 * code (src/lib/spoken-only.ts). Read as the page arrives, before any script runs.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, TEST_CONTEXT } from './support/browser';
import { ownerWordsFinder, textsOnPage } from './support/owner-words';
import { A_MISSING_PAGE, EVERY_CANONICAL_SCREEN } from './support/screens';

const isOwners = ownerWordsFinder(path.resolve(__dirname, '../data'));

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ ...TEST_CONTEXT, javaScriptEnabled: false })).newPage();
});
afterAll(async () => browser.close());

test.each([...EVERY_CANONICAL_SCREEN, A_MISSING_PAGE])('every word of %s is in data/', async (address) => {
  await page.goto(address);
  const texts = await textsOnPage(page);
  expect(texts.length).toBeGreaterThan(10);
  expect(texts.filter((text) => !isOwners(text))).toEqual([]);
});

test('a text written in code is found out', async () => {
  await page.goto('/');
  await page.evaluate(() => document.querySelector('main p')?.append(document.createTextNode(' Words of no data file at all')));
  expect((await textsOnPage(page)).filter((text) => !isOwners(text))).toEqual([expect.stringContaining('Words of no data file at all')]);
});
