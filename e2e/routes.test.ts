import type { Browser, Page } from 'playwright-core';
import { axeViolations, canonicalPath, DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { jobPath, PATHS, servicePath } from '../src/lib/routes';
import { LANDMARKS } from '../src/lib/spoken-only';
import { addressTable, NOT_FOUND_H1 } from './support/address-table';
import { readText, readTexts } from './support/page-checks';
import { readData, shown, startingWith } from './support/screens';

const services = readData('services.json');
const jobs = readData('jobs.json');
const jobTexts = readData('pages/job.json');
const legalTexts = readData('pages/legal.json');
/** What the 404 screen says under its heading. */
const NOT_FOUND_TEXT = shown(readData('pages/not-found.json').text);
/** The label of a job card's link, after which a screen reader hears which job. */
const ABOUT_JOB = startingWith(shown(readData('pages/shared.json').buttons.aboutJob));
/** The section of a job page that shows the jobs after it. */
const MORE_JOBS = shown(jobTexts.moreTitle);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
});
afterAll(async () => browser.close());

const h1 = async (p: Page) => (await readText(p.getByRole('heading', { level: 1 }).first())).replace(/\s+/g, ' ');

// The hosts answer these addresses alike (e2e/hosts.test.ts); here a visitor loads each directly.
test.each(addressTable({ services, jobs }).map((row) => [row.address, row.form, row] as const))(
  '%s (%s) loads directly with its status, screen and canonical link, and keeps that screen once the scripts run',
  async (address, _form, row) => {
    const response = await page.goto(address, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(row.status);
    expect(new URL(page.url()).pathname).toBe(address);
    if (row.canonical === null) expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    else expect(await canonicalPath(page)).toBe(row.canonical);
    expect(await h1(page)).toBe(row.h1);
    // Still the same screen once the scripts have taken over.
    await page.waitForFunction(() => document.querySelector('#___gatsby')?.children.length);
    expect(await h1(page)).toBe(row.h1);
    expect(await page.getByText(NOT_FOUND_TEXT).count()).toBe(row.h1 === NOT_FOUND_H1 ? 1 : 0);
  },
);

test('each service page quotes with its own label and lists every service, marking its own', async () => {
  for (const id of [5, 6, 3]) {
    await page.goto(servicePath(services[id - 1]));
    const quote = page.getByRole('link', { name: services[id - 1].quoteLabel, exact: true });
    await expect(quote.getAttribute('href')).resolves.toBe(PATHS.contact);
  }
  const side = page.getByRole('navigation', { name: LANDMARKS.allServices, exact: true });
  expect(await side.getByRole('link').count()).toBe(services.length);
  await expect(readText(side.locator('[aria-current="page"]'))).resolves.toBe(services[2].title);
  expect(await page.locator('main img[src], main picture').count()).toBeGreaterThan(0);
});

test('a job page shows its tags in green, the link to its site and the three jobs after it', async () => {
  await page.goto(jobPath(3, jobs[2].title));
  const tags = page.getByRole('list', { name: LANDMARKS.tags, exact: true }).getByRole('listitem');
  await expect(readTexts(tags)).resolves.toEqual(jobs[2].tag);
  const colour = await tags.first().evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  expect(g).toBeGreaterThan(r + 40);
  expect(g).toBeGreaterThan(b + 40);
  const visit = page.getByRole('link', { name: startingWith(shown(jobTexts.visitButton)) });
  await expect(visit.getAttribute('href')).resolves.toBe(jobs[2].link);
  await expect(visit.getAttribute('target')).resolves.toBe('_blank');
  await expect(visit.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  const more = page.getByRole('region', { name: MORE_JOBS, exact: true }).getByRole('article');
  expect(await more.count()).toBe(3);
  const aboutJobs = page.getByRole('region', { name: MORE_JOBS, exact: true }).getByRole('link', { name: ABOUT_JOB });
  const hrefs = await aboutJobs.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const after = [1, 2, 3].map((step) => ((2 + step) % jobs.length) + 1);
  expect(hrefs).toEqual(after.map((number) => jobPath(number, jobs[number - 1].title)));
});

test('the last job page shows the first jobs again', async () => {
  await page.goto(jobPath(jobs.length, jobs[jobs.length - 1].title));
  const aboutJobs = page.getByRole('region', { name: MORE_JOBS, exact: true }).getByRole('link', { name: ABOUT_JOB });
  const hrefs = await aboutJobs.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([1, 2, 3].map((number) => jobPath(number, jobs[number - 1].title)));
});

test('the portfolio shows every job with a link to its page, numbered from 1', async () => {
  await page.goto('/ourjobs');
  const links = page.getByRole('main').getByRole('link', { name: ABOUT_JOB });
  expect(await links.count()).toBe(jobs.length);
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(hrefs).toEqual(jobs.map((item, index) => jobPath(index + 1, item.title)));
});

test("the terms number each of their sections, with a contents list, and carry the facts a client relies on", async () => {
  const sections = readData('legal/terms_and_condition.json').sections;
  const count = sections.length;
  await page.goto(PATHS.terms);
  const headings = await readTexts(page.getByRole('main').getByRole('heading', { level: 2 }));
  const numbered = headings.filter((text) => /^\d+\.\s/.test(text));
  expect(numbered).toEqual(sections.map((section, index) => `${index + 1}. ${section.title}`));
  const contents = page.getByRole('navigation', { name: shown(legalTexts.contentsTitle), exact: true }).getByRole('link');
  expect(await contents.count()).toBe(count);
  await expect(contents.nth(count - 1).getAttribute('href')).resolves.toBe(`#section-${count}`);
  const text = await readText(page.getByRole('main'));
  for (const fact of ['Lagos, Nigeria', '18', 'Naira', 'Visa', 'PayPal', 'Mastercard', 'refund', 'arbitrat', 'English', 'United Kingdom', 'injunctive', 'intellectual']) {
    expect([fact, text.includes(fact)]).toEqual([fact, true]);
  }
  expect(text).toMatch(/4 \(four\) arbitrators|four arbitrators/i);
});

test('the privacy policy shows its date and the contact email', async () => {
  await page.goto(PATHS.privacy);
  const site = readData('site.json');
  const text = await readText(page.getByRole('main'));
  expect(text).toContain(shown(legalTexts.lastUpdated, { date: readData('legal/privacy_policy.json').lastUpdated }));
  expect(text).toContain(site.emailAddress);
  for (const topic of [/cookies/i, /social log/i, /international transfer/i, /retain|retention|keep your information/i, /secur/i, /do-not-track/i]) {
    expect(text).toMatch(topic);
  }
});

test.each([
  ['/services'],
  [servicePath(services[4])],
  ['/ourjobs'],
  [jobPath(3, jobs[2].title)],
  ['/terms_and_condition'],
  ['/privacy_policy'],
])('%s has no accessibility violations on a phone or a desktop', async (url) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const visitor = await newVisitor(browser, { viewport });
    await visitor.page.goto(url, { waitUntil: 'networkidle' });
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.context.close();
  }
});
