import { breadcrumbLd, contactPageLd, faqPageLd, priceAmount, softwareApplicationLd } from '../../src/lib/structured-data';
import { clampDescription, ogImagePath } from '../../src/lib/seo';

test('breadcrumbs start at Home and use absolute URLs', () => {
  expect(breadcrumbLd('https://example.com', [{ name: 'Our Services', path: '/services' }]).itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
    { '@type': 'ListItem', position: 2, name: 'Our Services', item: 'https://example.com/services' },
  ]);
});

test('plan prices become numeric offers', () => {
  expect(['$0', '$29/mo', '$149/mo', 'Call us'].map(priceAmount)).toEqual([0, 29, 149, 0]);
  const app = softwareApplicationLd('https://example.com', {
    name: 'Inventory',
    description: 'd',
    path: '/product/inventory_Software',
    plans: [{ name: 'Basic', price: '$29/mo', features: ['a', 'b'] }],
  });
  expect(app.offers).toEqual([
    { '@type': 'Offer', name: 'Basic', price: 29, priceCurrency: 'USD', description: 'a, b', url: 'https://example.com/product/inventory_Software' },
  ]);
});

test('FAQ entries become questions with accepted answers', () => {
  expect(faqPageLd([{ label: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
    { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
  ]);
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

test('the contact page points at the business, whose contact points it lists', () => {
  expect(contactPageLd('https://example.com', { name: 'Contact Us', path: '/contact' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: 'Contact Us',
    url: 'https://example.com/contact',
    about: { '@id': 'https://example.com/#business' },
  });
});
