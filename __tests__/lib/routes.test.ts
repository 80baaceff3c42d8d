import { absoluteUrl, aliasPlans, jobPath, numberedFamilyPlans, parentPath, servicePath, type PagePlan } from '../../src/lib/routes';
import { slugify } from '../../src/lib/slug';

/** The route matcher `gatsby serve` uses for match paths (Gatsby's router, which ships no types). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { match } = require('@gatsbyjs/reach-router') as { match: (path: string, uri: string) => { params: Record<string, string>; uri: string } | null };

describe('slugs and canonical paths', () => {
  test('a service lives at its id and slug', () => {
    expect(servicePath({ id: 3, slug: 'SEO' })).toBe('/services/3/SEO');
  });

  test('a job lives at its number and its title made into a slug', () => {
    expect(jobPath(3, 'Exam Prep Pro')).toBe('/ourjobs/3/exam-prep-pro');
    expect(slugify('  Crème & Co. — Lagos! ')).toBe('creme-and-co-lagos');
  });

  test('a service sits below the services list, a job below the portfolio, every other page below home', () => {
    expect(['/services/3/SEO', '/ourjobs/1/job-one', '/services', '/privacy_policy', '/'].map(parentPath)).toEqual([
      '/services',
      '/ourjobs',
      '/',
      '/',
      undefined,
    ]);
  });

  test('absolute URLs come from the site URL, with or without its trailing slash', () => {
    expect(absoluteUrl('https://example.com/', '/about')).toBe('https://example.com/about');
    expect(absoluteUrl('https://example.com', '/')).toBe('https://example.com/');
  });
});

describe('numbered families', () => {
  const items = ['a', 'b', 'c'];
  const plans = numberedFamilyPlans('/services', items, (item, number) => `/services/${number}/${item}`);

  /** Which item a URL shows, resolving match paths the way `gatsby serve` does: a real page
   *  first, then the most specific match path. */
  function resolve(url: string): string | undefined {
    const exact = plans.find(({ plan }) => plan.path === url);
    if (exact) return exact.item;
    const byMatch = [...plans]
      .filter(({ plan }) => plan.matchPath)
      .sort((x, y) => (y.plan.matchPath as string).length - (x.plan.matchPath as string).length)
      .find(({ plan }) => match(plan.matchPath as string, url) !== null);
    return byMatch?.item;
  }

  test('each item has its canonical page, answering any title after its number', () => {
    expect(plans.slice(0, 3).map(({ plan }) => plan)).toEqual([
      { path: '/services/1/a', matchPath: '/services/1/*', canonical: '/services/1/a' },
      { path: '/services/2/b', matchPath: '/services/2/*', canonical: '/services/2/b' },
      { path: '/services/3/c', matchPath: '/services/3/*', canonical: '/services/3/c' },
    ]);
    expect(resolve('/services/2/anything')).toBe('b');
    expect(resolve('/services/2')).toBe('b');
  });

  test('an unknown number, 0 or a word falls back to the first item, with its canonical, from the family page at 404.html', () => {
    expect(plans[3].plan).toEqual({ path: '/services/404.html', matchPath: '/services/*', canonical: '/services/1/a' });
    expect(resolve('/services/4/x')).toBe('a');
    expect(resolve('/services/99')).toBe('a');
    expect(resolve('/services/0')).toBe('a');
    expect(resolve('/services/abc')).toBe('a');
  });

  test('an empty family has no pages', () => {
    expect(numberedFamilyPlans('/ourjobs', [], () => '/x')).toEqual([]);
  });
});

describe('aliases', () => {
  test('every page has a /landing alias with the same canonical', () => {
    const page: PagePlan = { path: '/services/3/SEO', matchPath: '/services/3/*', canonical: '/services/3/SEO' };
    expect(aliasPlans(page)).toEqual([
      { path: '/landing/services/3/SEO', matchPath: '/landing/services/3/*', canonical: '/services/3/SEO' },
    ]);
  });

  test('the home page is also /landing and /home', () => {
    expect(aliasPlans({ path: '/', canonical: '/' })).toEqual([
      { path: '/landing', matchPath: undefined, canonical: '/' },
      { path: '/home', canonical: '/' },
    ]);
  });
});
