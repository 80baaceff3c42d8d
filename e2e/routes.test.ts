import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, canonicalPath, DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { jobPath, servicePath } from '../src/lib/routes';
import { readText, readTexts } from './support/page-checks';

const services: { id: number; slug: string; title: string; quoteLabel: string }[] = JSON.parse(fs.readFileSync('data/services.json', 'utf8'));
const jobs: { title: string; link: string; tag: string[] }[] = JSON.parse(fs.readFileSync('data/jobs.json', 'utf8'));
const service = (id: number) => ({ h1: services[id - 1].title, canonical: servicePath(services[id - 1]) });
const job = (n: number) => ({ h1: jobs[n - 1].title, canonical: jobPath(n, jobs[n - 1].title) });

/** Every address a visitor may load directly, the screen it shows and its canonical address. */
const ROUTES: [url: string, expected: { h1?: string; canonical: string; status?: number }][] = [
  ['/', { canonical: '/' }],
  ['/home', { canonical: '/' }],
  ['/landing', { canonical: '/' }],
  ['/about', { h1: 'About Us', canonical: '/about' }],
  ['/landing/about', { h1: 'About Us', canonical: '/about' }],
  ['/contact', { h1: 'Contact Us', canonical: '/contact' }],
  ['/landing/contact', { h1: 'Contact Us', canonical: '/contact' }],
  ['/services', { h1: 'Our Services', canonical: '/services' }],
  ['/landing/services', { h1: 'Our Services', canonical: '/services' }],
  [servicePath(services[4]), service(5)],
  ['/services/5/anything', service(5)],
  ['/services/5', service(5)],
  ['/services/11/Executives_Branding', service(11)],
  ['/services/12/x', { ...service(1), status: 404 }],
  ['/services/99/x', { ...service(1), status: 404 }],
  ['/services/0', { ...service(1), status: 404 }],
  ['/services/abc', { ...service(1), status: 404 }],
  ['/landing/services/3/SEO', service(3)],
  ['/landing/services/7/anything', service(7)],
  ['/landing/services/99/x', { ...service(1), status: 404 }],
  ['/ourjobs', { h1: 'Our Portfolio', canonical: '/ourjobs' }],
  ['/landing/ourjobs', { h1: 'Our Portfolio', canonical: '/ourjobs' }],
  [jobPath(2, jobs[1].title), job(2)],
  ['/ourjobs/2/anything', job(2)],
  ['/ourjobs/12/x', job(12)],
  ['/ourjobs/99/x', { ...job(1), status: 404 }],
  ['/ourjobs/0', { ...job(1), status: 404 }],
  ['/landing/ourjobs/3/x', job(3)],
  ['/product/inventory_Software', { canonical: '/product/inventory_Software' }],
  ['/landing/product/inventory_Software', { canonical: '/product/inventory_Software' }],
  ['/terms_and_condition', { h1: 'Terms of Service', canonical: '/terms_and_condition' }],
  ['/landing/terms_and_condition', { h1: 'Terms of Service', canonical: '/terms_and_condition' }],
  ['/privacy_policy', { h1: 'Privacy Policy', canonical: '/privacy_policy' }],
  ['/landing/privacy_policy', { h1: 'Privacy Policy', canonical: '/privacy_policy' }],
];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newVisitor(browser));
});
afterAll(async () => browser.close());

const h1 = (p: Page) => readText(p.getByRole('heading', { level: 1 }).first());

test.each(ROUTES)('%s loads directly with its status (200, or 404 for a number out of range), the right screen and its canonical link', async (url, expected) => {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(expected.status ?? 200);
  expect(new URL(page.url()).pathname).toBe(url);
  expect(await canonicalPath(page)).toBe(expected.canonical);
  if (expected.h1) expect(await h1(page)).toBe(expected.h1);
  // Still the same screen once the scripts have taken over.
  await page.waitForFunction(() => document.querySelector('#___gatsby')?.children.length);
  if (expected.h1) expect(await h1(page)).toBe(expected.h1);
  expect(await page.getByText('Sorry, See you are on a broken page').count()).toBe(0);
});

test('an address with a trailing slash is redirected to the one without', async () => {
  const response = await page.goto('/services/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/services');
});

test('each service page quotes with its own label and lists every service, marking its own', async () => {
  for (const [id, label] of [[5, 'Get Quote'], [6, 'Get Quote'], [3, 'Get a Quote']] as const) {
    await page.goto(servicePath(services[id - 1]));
    const quote = page.getByRole('link', { name: label, exact: true });
    await expect(quote.getAttribute('href')).resolves.toBe('/contact');
    expect(services[id - 1].quoteLabel).toBe(label);
  }
  const side = page.getByRole('navigation', { name: 'All services' });
  expect(await side.getByRole('link').count()).toBe(services.length);
  await expect(readText(side.locator('[aria-current="page"]'))).resolves.toBe(services[2].title);
  expect(await page.locator('main img[src], main picture').count()).toBeGreaterThan(0);
});

test('a job page shows its tags in green, its "Visit Site" link and the three jobs after it', async () => {
  await page.goto(jobPath(3, jobs[2].title));
  const tags = page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(readTexts(tags)).resolves.toEqual(jobs[2].tag);
  const colour = await tags.first().evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  expect(g).toBeGreaterThan(r + 40);
  expect(g).toBeGreaterThan(b + 40);
  const visit = page.getByRole('link', { name: /Visit Site/ });
  await expect(visit.getAttribute('href')).resolves.toBe(jobs[2].link);
  await expect(visit.getAttribute('target')).resolves.toBe('_blank');
  await expect(visit.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  const more = page.getByRole('region', { name: /More projects/ }).getByRole('article');
  expect(await more.count()).toBe(3);
  const aboutJobs = page.getByRole('region', { name: /More projects/ }).getByRole('link', { name: /About Job/ });
  const hrefs = await aboutJobs.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([4, 5, 6].map((number) => jobPath(number, jobs[number - 1].title)));
});

test('the last job page shows the first jobs again', async () => {
  await page.goto(jobPath(jobs.length, jobs[jobs.length - 1].title));
  const aboutJobs = page.getByRole('region', { name: /More projects/ }).getByRole('link', { name: /About Job/ });
  const hrefs = await aboutJobs.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([1, 2, 3].map((number) => jobPath(number, jobs[number - 1].title)));
});

test('the portfolio shows every job with an "About Job" link numbered from 1', async () => {
  await page.goto('/ourjobs');
  const links = page.getByRole('main').getByRole('link', { name: /About Job/ });
  expect(await links.count()).toBe(jobs.length);
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(hrefs).toEqual(jobs.map((item, index) => jobPath(index + 1, item.title)));
});

test('the terms have 27 numbered sections with the facts a client relies on', async () => {
  await page.goto('/terms_and_condition');
  const headings = await readTexts(page.getByRole('main').getByRole('heading', { level: 2 }));
  const numbered = headings.filter((text) => /^\d+\.\s/.test(text));
  expect(numbered).toHaveLength(27);
  expect(numbered.map((text) => Number(text.split('.')[0]))).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  expect(await contents.count()).toBe(27);
  await expect(contents.nth(26).getAttribute('href')).resolves.toBe('#section-27');
  const text = await readText(page.getByRole('main'));
  for (const fact of ['Lagos, Nigeria', '18', 'Naira', 'Visa', 'PayPal', 'Mastercard', 'refund', 'arbitrat', 'English', 'United Kingdom', 'injunctive', 'intellectual']) {
    expect([fact, text.includes(fact)]).toEqual([fact, true]);
  }
  expect(text).toMatch(/4 \(four\) arbitrators|four arbitrators/i);
});

test('the privacy policy shows its date and the contact email', async () => {
  await page.goto('/privacy_policy');
  const site = JSON.parse(fs.readFileSync('data/site.json', 'utf8'));
  const text = await readText(page.getByRole('main'));
  expect(text).toContain('Last updated 04-04-2024');
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
