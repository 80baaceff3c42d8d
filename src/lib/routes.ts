import { slugify } from './slug';

/**
 * Every address rule of the site: the canonical path of each screen, and the aliases that render
 * the same screen. Both gatsby-node (which creates the pages) and the components (links and
 * canonical tags) use these functions.
 *
 * Trailing-slash policy: never. "/about", not "/about/". gatsby-config sets the same.
 */
export const TRAILING_SLASH = 'never' as const;

export const PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  services: '/services',
  jobs: '/ourjobs',
  inventory: '/product/inventory_Software',
  terms: '/terms_and_condition',
  privacy: '/privacy_policy',
} as const;

/** The home page is also served at these addresses. */
export const HOME_ALIAS = '/home';
/** The whole site is also served under this prefix ("/landing" itself is the home page). */
export const LANDING_PREFIX = '/landing';

export function servicePath(service: { id: number; slug: string }): string {
  return `${PATHS.services}/${service.id}/${service.slug}`;
}

/** Jobs are numbered from 1 in the order of data/jobs.json. */
export function jobPath(number: number, title: string): string {
  return `${PATHS.jobs}/${number}/${slugify(title)}`;
}

export function legalPath(slug: string): string {
  return `/${slug}`;
}

/**
 * The page one level up from a canonical page, for breadcrumbs: a service's is the services list,
 * a job's the portfolio, every other page's the home page. The home page has none.
 */
export function parentPath(canonicalPath: string): string | undefined {
  if (canonicalPath === PATHS.home) return undefined;
  for (const list of [PATHS.services, PATHS.jobs]) if (canonicalPath.startsWith(`${list}/`)) return list;
  return PATHS.home;
}

/** A page to create: where its HTML lives, which other addresses it answers, and its canonical path. */
export type PagePlan = {
  path: string;
  matchPath?: string;
  canonical: string;
};

/** The file name of a numbered family's page for addresses that are none of its entries' (see below). */
export const FAMILY_FALLBACK_FILE = '404.html';

/**
 * The pages of one numbered family (services, jobs), numbered from 1 in order. Each item's page
 * answers its canonical address and any other title after its number ("/services/5/anything",
 * "/services/5"): status 200. One more page, at `${base}/404.html`, answers every other address
 * under the family ("/services/99/x", "/services/0", "/services/abc") with the first item's screen,
 * as the specification asks, but with status 404: such an address is not one of ours. Static CDNs
 * serve the `404.html` nearest to an address (Cloudflare Pages) or by one rule (nginx), so a fixed
 * number of host rules covers any number of entries.
 */
export function numberedFamilyPlans<T>(
  base: string,
  items: readonly T[],
  canonicalOf: (item: T, number: number) => string,
): { plan: PagePlan; item: T }[] {
  if (items.length === 0) return [];
  const pages = items.map((item, index) => {
    const canonical = canonicalOf(item, index + 1);
    return { plan: { path: canonical, matchPath: `${base}/${index + 1}/*`, canonical }, item };
  });
  const first = pages[0];
  return [...pages, { plan: { path: `${base}/${FAMILY_FALLBACK_FILE}`, matchPath: `${base}/*`, canonical: first.plan.canonical }, item: first.item }];
}

/** The "/landing" alias of a page, and for the home page its "/home" alias as well. */
export function aliasPlans(page: PagePlan): PagePlan[] {
  const prefix = (path: string): string => (path === '/' ? LANDING_PREFIX : `${LANDING_PREFIX}${path}`);
  const aliases: PagePlan[] = [
    { path: prefix(page.path), matchPath: page.matchPath && prefix(page.matchPath), canonical: page.canonical },
  ];
  if (page.path === PATHS.home) aliases.push({ path: HOME_ALIAS, canonical: page.canonical });
  return aliases;
}

/** Gatsby's own pages, which have no aliases. */
export function isSpecialPage(path: string): boolean {
  return path.startsWith('/404') || path.startsWith('/dev-404');
}

/** A page that is its own canonical screen (not an alias, not the 404 page): what the sitemap lists. */
export function isCanonicalPage(path: string, context: { canonicalPath?: unknown } | null | undefined): boolean {
  return !isSpecialPage(path) && (context?.canonicalPath ?? path) === path;
}

/** Absolute URL for crawlers, from the configured site URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
