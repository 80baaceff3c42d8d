import {
  averageRating,
  breadcrumbLd,
  collectionPageLd,
  contactPageLd,
  faqPageLd,
  mapMarker,
  priceAmount,
  softwareApplicationLd,
  webPageLd,
} from '../../src/lib/structured-data';
import { clampDescription, ogImagePath } from '../../src/lib/seo';

const SITE = 'https://example.com';

/** The names of the pages a breadcrumb passes through (the site takes them from data/pages/). */
const NAMES = { home: 'Front page', services: 'Service list', jobs: 'Job list' };

test('breadcrumbs start at Home, pass through the section and end at the page, all by absolute URL', () => {
  const trail = breadcrumbLd(SITE, { name: 'Search Engine Optimization', path: '/services/3/SEO' }, NAMES);
  expect(trail['@id']).toBe('https://example.com/services/3/SEO#breadcrumb');
  expect(trail.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Front page', item: { '@id': 'https://example.com/' } },
    { '@type': 'ListItem', position: 2, name: 'Service list', item: { '@id': 'https://example.com/services' } },
    { '@type': 'ListItem', position: 3, name: 'Search Engine Optimization', item: { '@id': 'https://example.com/services/3/SEO' } },
  ]);
  expect(breadcrumbLd(SITE, { name: 'Privacy', path: '/privacy_policy' }, NAMES).itemListElement).toHaveLength(2);
  expect(() => breadcrumbLd(SITE, { name: 'Front page', path: '/' }, NAMES)).toThrow(/home page/);
});

test('a list page lists every item in order, with positions and absolute URLs', () => {
  const page = collectionPageLd(SITE, { path: '/ourjobs', name: 'Job list', description: 'd' }, [
    { name: 'Job One', path: '/ourjobs/1/job-one' },
    { name: 'Job Two', path: '/ourjobs/2/job-two' },
  ]);
  expect(page).toMatchObject({ '@type': 'CollectionPage', '@id': 'https://example.com/ourjobs', breadcrumb: { '@id': 'https://example.com/ourjobs#breadcrumb' } });
  expect(page.mainEntity).toEqual({
    '@type': 'ItemList',
    numberOfItems: 2,
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Job One', url: 'https://example.com/ourjobs/1/job-one' },
      { '@type': 'ListItem', position: 2, name: 'Job Two', url: 'https://example.com/ourjobs/2/job-two' },
    ],
  });
});

test('the home page node has no breadcrumbs; every other page node points at its own', () => {
  expect(webPageLd(SITE, { path: '/', name: 'Front page', description: 'd' })).not.toHaveProperty('breadcrumb');
  expect(webPageLd(SITE, { path: '/terms_and_condition', name: 'Terms', description: 'd' }, 'x').mainEntity).toEqual({ '@id': 'x' });
});

test('plan prices become numeric offers, and testimonials rated reviews with their average', () => {
  expect(['$0', '$29/mo', '$149/mo', 'Call us'].map(priceAmount)).toEqual([0, 29, 149, 0]);
  const app = softwareApplicationLd(
    SITE,
    { name: 'Inventory', description: 'd', path: '/product/inventory_Software' },
    [{ name: 'Basic', price: '$29/mo', features: ['a', 'b'] }],
    [
      { title: 'Ada', caption: 'Good.', rating: 5 },
      { title: 'Bayo', caption: 'Fine.', rating: 4 },
    ],
  );
  expect(app.offers).toEqual([
    { '@type': 'Offer', name: 'Basic', price: 29, priceCurrency: 'USD', description: 'a, b', url: 'https://example.com/product/inventory_Software' },
  ]);
  expect(app.review).toEqual([
    { '@type': 'Review', author: { '@type': 'Person', name: 'Ada' }, reviewBody: 'Good.', reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 } },
    { '@type': 'Review', author: { '@type': 'Person', name: 'Bayo' }, reviewBody: 'Fine.', reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 } },
  ]);
  expect(app.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
  expect(averageRating([5, 5, 4])).toBe(4.7);
});

test('FAQ entries become questions with accepted answers on the page node', () => {
  const faq = faqPageLd(SITE, { path: '/product/inventory_Software', name: 'Inventory', description: 'd' }, [{ label: 'Q?', answer: 'A.' }], 'about-id');
  expect(faq['@id']).toBe('https://example.com/product/inventory_Software');
  expect(faq.about).toEqual({ '@id': 'about-id' });
  expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
});

test('the office coordinates come from the map marker, when the map has one', () => {
  expect(mapMarker('https://www.openstreetmap.org/export/embed.html?bbox=3.4%2C6.4&marker=6.4300%2C3.4250')).toEqual({
    '@type': 'GeoCoordinates',
    latitude: 6.43,
    longitude: 3.425,
  });
  expect(mapMarker('https://www.openstreetmap.org/export/embed.html?bbox=3.4%2C6.4')).toBeUndefined();
});

test('long descriptions are cut at a word, short ones kept', () => {
  expect(clampDescription('short one')).toBe('short one');
  const long = 'word '.repeat(60).trim();
  const cut = clampDescription(long);
  expect(cut.length).toBeLessThanOrEqual(160);
  expect(cut.endsWith('word…')).toBe(true);
});

test('each canonical page has its own preview image path', () => {
  expect(ogImagePath('/')).toBe('/og/home.jpg');
  expect(ogImagePath('/services/3/SEO')).toBe('/og/services/3/SEO.jpg');
});

test('the contact page is about the business, whose contact points it lists', () => {
  expect(contactPageLd(SITE, { name: 'Contact page', path: '/contact', description: 'Talk to us.' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    '@id': 'https://example.com/contact',
    url: 'https://example.com/contact',
    name: 'Contact page',
    description: 'Talk to us.',
    inLanguage: 'en',
    isPartOf: { '@id': 'https://example.com/#website' },
    breadcrumb: { '@id': 'https://example.com/contact#breadcrumb' },
    about: { '@id': 'https://example.com/#business' },
  });
});
