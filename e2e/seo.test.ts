/**
 * What crawlers and link previews read, checked over the build output in public/.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FAMILY_FALLBACK_FILE, jobPath, legalPath, PATHS, servicePath } from '../src/lib/routes';
import { siteUrlFromEnv } from '../src/lib/site-url';
import { readData } from './support/screens';

const PUBLIC = path.resolve(__dirname, '../public');
const siteUrl = siteUrlFromEnv();
const services = readData('services.json');
const jobs = readData('jobs.json');

const CANONICAL = [
  ...Object.values(PATHS),
  ...services.map(servicePath),
  ...jobs.map((job, index) => jobPath(index + 1, job.title)),
].sort();

const htmlOf = (pagePath: string) => fs.readFileSync(path.join(PUBLIC, pagePath, 'index.html'), 'utf8');
const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]+content="([^"]*)"`))?.[1];
const canonicalOf = (html: string) => html.match(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/)?.[1];
const titleOf = (html: string) => decode(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '');
const jsonLdOf = (html: string): { '@type': string }[] =>
  [...html.matchAll(/<script[^>]+type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

test('the canonical set matches legal pages in the data', () => {
  for (const slug of ['terms_and_condition', 'privacy_policy']) expect(CANONICAL).toContain(legalPath(slug));
});

test('the sitemap lists exactly the canonical pages', () => {
  const index = fs.readFileSync(path.join(PUBLIC, 'sitemap-index.xml'), 'utf8');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const urls = files.flatMap((file) =>
    [...fs.readFileSync(path.join(PUBLIC, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
  );
  expect(urls.every((url) => url.startsWith(`${siteUrl}/`))).toBe(true);
  expect(urls.map((url) => new URL(url).pathname).sort()).toEqual(CANONICAL);
});

test('robots.txt allows crawling and names the sitemap', () => {
  const robots = fs.readFileSync(path.join(PUBLIC, 'robots.txt'), 'utf8');
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
});

test.each(CANONICAL)('%s has its own title, description, canonical and link preview', async (pagePath) => {
  const html = htmlOf(pagePath);
  expect(html).toMatch(/<html[^>]+lang="en"/);
  expect(titleOf(html).length).toBeGreaterThan(5);
  const description = metaOf(html, 'description') ?? '';
  expect(description.length).toBeGreaterThan(50);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(canonicalOf(html)).toBe(`${siteUrl}${pagePath}`);
  expect(decode(metaOf(html, 'og:title') ?? '')).toBe(titleOf(html));
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  const image = metaOf(html, 'og:image') ?? '';
  expect(image.startsWith(`${siteUrl}/og/`)).toBe(true);
  const file = path.join(PUBLIC, new URL(image).pathname);
  const { width, height } = await sharp(file).metadata();
  expect([width, height]).toEqual([1200, 630]);
  expect(metaOf(html, 'theme-color')).toMatch(/^#[0-9A-Fa-f]{6}$/);
});

test('every canonical page has a title of its own', () => {
  const titles = CANONICAL.map((pagePath) => titleOf(htmlOf(pagePath)));
  expect(new Set(titles).size).toBe(titles.length);
});

const types = (pagePath: string) => jsonLdOf(htmlOf(pagePath)).map((item) => item['@type']);

test('structured data describes each kind of page', () => {
  expect(types('/')).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']));
  for (const service of services) expect(types(servicePath(service))).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
  jobs.forEach((job, index) => expect(types(jobPath(index + 1, job.title))).toEqual(expect.arrayContaining(['CreativeWork', 'BreadcrumbList'])));
  expect(types(PATHS.inventory)).toEqual(expect.arrayContaining(['SoftwareApplication', 'FAQPage', 'BreadcrumbList']));
  expect(types(PATHS.terms)).toContain('BreadcrumbList');
});

test('the business is a ProfessionalService in its town, with its contact points', () => {
  const business = jsonLdOf(htmlOf('/')).find((item) => item['@type'] === 'ProfessionalService') as unknown as {
    address: { addressLocality: string };
    telephone: string;
    contactPoint: { email: string }[];
  };
  const site = readData('site.json');
  // data/site.json's location is "town, country".
  expect(business.address.addressLocality).toBe(site.location.split(',')[0].trim());
  expect(business.telephone).toBe(site.phoneNumberContact);
  expect(business.contactPoint[0].email).toBe(site.emailAddress);
});

test('the software offers the plans at their prices, and the FAQ its questions', () => {
  const data = jsonLdOf(htmlOf(PATHS.inventory)) as unknown as { '@type': string; offers: { name: string; price: number }[]; mainEntity: unknown[] }[];
  const app = data.find((item) => item['@type'] === 'SoftwareApplication')!;
  const plans = readData('pricing-plans.json');
  expect(app.offers.map((offer: { name: string }) => offer.name)).toEqual(plans.map((plan) => plan.name));
  // The amount is the price as shown, digits only ("$29/mo": 29, "$1,200/yr": 1200).
  expect(app.offers.map((offer: { price: number }) => offer.price)).toEqual(plans.map((plan) => Number(plan.price.replace(/[^\d.]/g, ''))));
  const faq = data.find((item) => item['@type'] === 'FAQPage')!;
  expect(faq.mainEntity).toHaveLength(readData('faq.json').length);
});

test('aliases in the output carry the canonical link of their screen', () => {
  const aliases: [string, string][] = [
    ['/home', '/'],
    ['/landing', '/'],
    ['/landing/about', '/about'],
    [`/landing${servicePath(services[2])}`, servicePath(services[2])],
    ['/landing/product/inventory_Software', PATHS.inventory],
  ];
  for (const [alias, target] of aliases) expect([alias, canonicalOf(htmlOf(alias))]).toEqual([alias, `${siteUrl}${target}`]);
});

test("a numbered family's fallback page (any number it has no entry for) carries the first entry's canonical link", () => {
  const fallbacks: [string, string][] = [
    [`services/${FAMILY_FALLBACK_FILE}`, servicePath(services[0])],
    [`ourjobs/${FAMILY_FALLBACK_FILE}`, jobPath(1, jobs[0].title)],
  ];
  for (const [file, target] of fallbacks) {
    expect([file, canonicalOf(fs.readFileSync(path.join(PUBLIC, file), 'utf8'))]).toEqual([file, `${siteUrl}${target}`]);
  }
});

test('the app manifest and favicons are generated from the logo mark', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'));
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect(fs.existsSync(path.join(PUBLIC, icon.src.split('?')[0]))).toBe(true);
  expect(htmlOf('/')).toMatch(/<link[^>]+rel="icon"/);
  expect(htmlOf('/')).toContain('rel="manifest"');
});
