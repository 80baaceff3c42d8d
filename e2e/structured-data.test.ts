/**
 * The structured data (JSON-LD) of every page in the build, checked against Google's documented
 * rules for the types it uses (support/google-structured-data.ts), read from public/ without
 * the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages, pagePathOf, PUBLIC } from './support/build-output';
import { GOOGLE_FEATURES, TYPES_WITHOUT_A_FEATURE } from './support/google-structured-data';
import { googleProblems, idsOf, isObject, isReference, jsonLdBlocks, nodesOf, urlOf, type Json, type JsonObject, type NotGiven } from './support/json-ld';
import { jobPath, PATHS, servicePath } from '../src/lib/routes';
import { siteUrlFromEnv } from '../src/lib/site-url';
import { RATING_SCALE } from '../src/lib/constants';
import { rated } from '../src/lib/spoken-only';
import { readData, shown } from './support/screens';

const siteUrl = siteUrlFromEnv();
const site = readData('site.json');
const services = readData('services.json');
const jobs = readData('jobs.json');
const testimonials = readData('testimonials.json');

/**
 * Recommended properties this site leaves out, and why. Google requires none of them; each one
 * here must really be absent (the check reports it otherwise).
 */
const NOT_GIVEN: NotGiven = {
  ProfessionalService: {
    'address.addressRegion': 'data/site.json keeps the address as the one line the footer shows',
    'address.postalCode': 'data/site.json keeps the address as the one line the footer shows',
    openingHoursSpecification: 'data/site.json states no opening hours',
    priceRange: 'every job is quoted on its own ("Get a Quote")',
    department: 'one office, no departments',
    aggregateRating: 'Google reads it only on sites that collect reviews of other businesses',
    review: 'Google reads it only on sites that collect reviews of other businesses',
  },
  Review: { datePublished: 'the testimonials carry no date' },
  WebSite: { alternateName: 'the business goes by one name' },
};

const htmlOf = (file: string) => fs.readFileSync(file, 'utf8');
const fileOf = (pagePath: string) => path.join(PUBLIC, pagePath === '/' ? 'index.html' : `${pagePath}/index.html`);
const blocksOf = (pagePath: string) => jsonLdBlocks(htmlOf(fileOf(pagePath)), pagePath);
const canonicalOf = (html: string) => html.match(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/)?.[1];
const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const titleOf = (html: string) => decode(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '');
const urlFor = (pagePath: string) => `${siteUrl}${pagePath}`;
/** The page of the build an absolute URL of the site names, with any #fragment left off. */
const pagePathFor = (url: string) => url.slice(siteUrl.length).replace(/#.*$/, '') || '/';

const CANONICAL = [
  ...Object.values(PATHS),
  ...services.map(servicePath),
  ...jobs.map((job, index) => jobPath(index + 1, job.title)),
];
/** Every page of the build but the 404 page, as [address, file]. */
const PAGES = builtPages()
  .filter((file) => !file.endsWith('404.html') && !pagePathOf(file).startsWith('/404'))
  .map((file) => [pagePathOf(file), file] as const);
const ALIASES = PAGES.filter(([pagePath]) => !CANONICAL.includes(pagePath));
const allNodes = (blocks: readonly JsonObject[]) => blocks.flatMap(nodesOf);
const blockOfType = (blocks: readonly JsonObject[], type: string) => {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0];
};

describe('the rule check itself', () => {
  const breadcrumb = (items: JsonObject[]): JsonObject => ({ '@type': 'BreadcrumbList', itemListElement: items });
  const crumb = (position: number, name: string, item?: string): JsonObject => ({ '@type': 'ListItem', position, name, ...(item && { item }) });

  test('finds a missing required property, a short list, positions out of order and a relative URL', () => {
    const [node] = nodesOf(breadcrumb([crumb(2, 'Home', '/')]));
    expect(googleProblems(node)).toEqual([
      'BreadcrumbList (Breadcrumb): itemListElement has 1 entries, fewer than 2',
      'BreadcrumbList (Breadcrumb): itemListElement positions are [2], not 1 to 1',
    ]);
    const [other] = nodesOf(breadcrumb([crumb(1, 'Home', '/'), { '@type': 'ListItem', position: 2 }]));
    expect(googleProblems(other)).toEqual([
      'BreadcrumbList (Breadcrumb): required itemListElement.name is missing',
      'BreadcrumbList (Breadcrumb): itemListElement.item is not an absolute URL: "/"',
    ]);
  });

  test('lets only the last crumb leave out its URL, and takes an @id for one', () => {
    const [node] = nodesOf(breadcrumb([{ ...crumb(1, 'Home'), item: { '@id': 'https://example.com/' } }, crumb(2, 'Here')]));
    expect(googleProblems(node)).toEqual([]);
    const [first] = nodesOf(breadcrumb([crumb(1, 'Home'), crumb(2, 'Here', 'https://example.com/here')]));
    expect(googleProblems(first)).toEqual(['BreadcrumbList (Breadcrumb): required itemListElement.item is missing']);
  });

  test('asks a software app for a rating or a review, and a nested review for no itemReviewed', () => {
    const app: JsonObject = { '@type': 'SoftwareApplication', name: 'App', applicationCategory: 'BusinessApplication', operatingSystem: 'Web', offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' } };
    expect(googleProblems(nodesOf(app)[0])).toEqual(['SoftwareApplication (Software app): required aggregateRating or review is missing']);
    const review: JsonObject = { '@type': 'Review', author: { '@type': 'Person', name: 'A' }, reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 }, datePublished: '2025-01-01' };
    expect(nodesOf({ ...app, review }).flatMap((node) => googleProblems(node))).toEqual([]);
    expect(googleProblems(nodesOf(review)[0])).toEqual(['Review (Review snippet: a review): required itemReviewed is missing']);
  });

  test('accepts a reason for a recommended property only, and only while it is left out', () => {
    const app: JsonObject = { '@type': 'SoftwareApplication', name: 'App', operatingSystem: 'Web', offers: { price: 0, priceCurrency: 'USD' }, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 2, bestRating: 5, worstRating: 1 } };
    const [node] = nodesOf(app);
    expect(googleProblems(node)).toEqual(['SoftwareApplication (Software app): recommended applicationCategory is missing']);
    expect(googleProblems(node, { SoftwareApplication: { applicationCategory: 'none fits' } })).toEqual([]);
    expect(googleProblems(node, { SoftwareApplication: { name: 'no name' } })).toContain(
      'SoftwareApplication (Software app): required name is listed as not given, but Google requires it',
    );
    expect(googleProblems(node, { SoftwareApplication: { operatingSystem: 'any' } })).toContain(
      'SoftwareApplication (Software app): recommended operatingSystem is given, but listed as not given ("any")',
    );
  });

  test('a block that is not JSON stops the check, naming the page', () => {
    expect(() => jsonLdBlocks('<script type="application/ld+json">{"@type": </script>', '/x')).toThrow(/^\/x: JSON-LD block 1 is not JSON/);
  });
});

test('the build has every canonical page and its aliases', () => {
  expect(PAGES.map(([pagePath]) => pagePath)).toEqual(expect.arrayContaining(CANONICAL));
  expect(ALIASES.length).toBeGreaterThan(CANONICAL.length);
});

describe.each(PAGES)('%s', (pagePath, file) => {
  const blocks = jsonLdBlocks(htmlOf(file), pagePath);

  test('has JSON-LD blocks in the schema.org context, with a type on every node', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block['@context']).toBe('https://schema.org');
      expect(typeof block['@type']).toBe('string');
    }
    // Every object is a node (it has a type) or a reference to one (an @id alone).
    const untyped: string[] = [];
    const visit = (value: Json, where: string): void => {
      if (Array.isArray(value)) return value.forEach((entry, index) => visit(entry, `${where}[${index}]`));
      if (!isObject(value)) return;
      if (typeof value['@type'] !== 'string' && !isReference(value)) untyped.push(where);
      for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
    };
    blocks.forEach((block, index) => visit(block, `block ${index + 1}`));
    expect(untyped).toEqual([]);
  });

  test('meets Google\'s rules for every type it uses', () => {
    expect(allNodes(blocks).flatMap((node) => googleProblems(node, NOT_GIVEN))).toEqual([]);
    for (const block of blocks) {
      const type = block['@type'] as string;
      expect([type, GOOGLE_FEATURES.some((feature) => feature.types.includes(type)) || TYPES_WITHOUT_A_FEATURE.includes(type)]).toEqual([type, true]);
    }
  });

  test('defines each @id once, and every @id it refers to is defined here or on the page it names', () => {
    const ids = blocks.map(idsOf);
    const defined = ids.flatMap((id) => id.defined);
    expect(defined.filter((id, index) => defined.indexOf(id) !== index)).toEqual([]);
    const unresolved = ids
      .flatMap((id) => id.referenced)
      .filter((id) => {
        if (defined.includes(id)) return false;
        if (!id.startsWith(`${siteUrl}/`)) return true;
        const target = fileOf(pagePathFor(id));
        return !fs.existsSync(target) || !jsonLdBlocks(htmlOf(target), id).flatMap((block) => idsOf(block).defined).includes(id);
      });
    expect(unresolved).toEqual([]);
  });
});

describe.each(CANONICAL)('canonical page %s', (pagePath) => {
  const html = htmlOf(fileOf(pagePath));
  const blocks = blocksOf(pagePath);

  test('has one page node, whose @id and url are its canonical URL', () => {
    const pageNodes = blocks.filter((block) => block['@id'] === urlFor(pagePath));
    expect(pageNodes).toHaveLength(1);
    expect(pageNodes[0].url).toBe(urlFor(pagePath));
    expect(canonicalOf(html)).toBe(urlFor(pagePath));
  });

  test('has breadcrumbs from Home to itself, named as the pages are titled (none on the home page)', () => {
    const trails = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
    if (pagePath === PATHS.home) return expect(trails).toEqual([]);
    expect(trails).toHaveLength(1);
    const crumbs = (trails[0].itemListElement as JsonObject[]).map((crumb) => ({ name: crumb.name, url: urlOf(crumb.item) }));
    const depth = pagePath.startsWith(`${PATHS.services}/`) || pagePath.startsWith(`${PATHS.jobs}/`) ? 3 : 2;
    expect(crumbs).toHaveLength(depth);
    expect(crumbs[0].url).toBe(urlFor(PATHS.home));
    expect(crumbs[crumbs.length - 1].url).toBe(urlFor(pagePath));
    // Each crumb is a canonical page, named by the first part of that page's own title.
    for (const crumb of crumbs.slice(1)) {
      const crumbPath = pagePathFor(crumb.url ?? '');
      expect(CANONICAL).toContain(crumbPath);
      expect(`${crumb.name} · ${site.siteName}`).toBe(titleOf(htmlOf(fileOf(crumbPath))));
    }
    expect(crumbs[0].name).toBe(shown(readData('pages/shared.json').nav.home));
    // The page node points at the trail.
    expect(blocks.find((block) => block['@id'] === urlFor(pagePath))?.breadcrumb).toEqual({ '@id': trails[0]['@id'] });
  });
});

test.each(ALIASES)('%s carries the structured data of its canonical page', (pagePath, file) => {
  const html = htmlOf(file);
  const canonical = canonicalOf(html) ?? '';
  expect(canonical.startsWith(`${siteUrl}/`)).toBe(true);
  expect(jsonLdBlocks(html, pagePath)).toEqual(blocksOf(pagePathFor(canonical)));
});

test.each([
  [PATHS.services, services.map((service) => ({ name: service.title, url: urlFor(servicePath(service)) }))],
  [PATHS.jobs, jobs.map((job, index) => ({ name: job.title, url: urlFor(jobPath(index + 1, job.title)) }))],
])('%s is a collection page listing every item in order', (pagePath, expected) => {
  const page = blockOfType(blocksOf(pagePath), 'CollectionPage');
  const list = page.mainEntity as JsonObject;
  expect(list['@type']).toBe('ItemList');
  expect(list.numberOfItems).toBe(expected.length);
  const items = (list.itemListElement as JsonObject[]).map((item) => ({ position: item.position, name: item.name, url: item.url }));
  expect(items).toEqual(expected.map((item, index) => ({ position: index + 1, ...item })));
});

test('the software\'s reviews are the testimonials the page shows, with the stars it shows', () => {
  const html = htmlOf(fileOf(PATHS.inventory));
  const app = blockOfType(blocksOf(PATHS.inventory), 'SoftwareApplication');
  const reviews = (app.review as JsonObject[]).map((review) => ({
    name: (review.author as JsonObject).name,
    text: review.reviewBody,
    rating: (review.reviewRating as JsonObject).ratingValue,
  }));
  expect(reviews).toEqual(testimonials.map((testimonial) => ({ name: testimonial.title, text: testimonial.caption, rating: testimonial.rating })));
  for (const testimonial of testimonials) expect(html).toContain(`aria-label="${rated(testimonial.rating, RATING_SCALE.best)}"`);
  const aggregate = app.aggregateRating as JsonObject;
  const mean = testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0) / testimonials.length;
  expect(aggregate.reviewCount).toBe(testimonials.length);
  expect(aggregate.ratingValue).toBeCloseTo(mean, 1);
});
