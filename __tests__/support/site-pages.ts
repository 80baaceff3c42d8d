import fs from 'node:fs';
import { match } from '@gatsbyjs/reach-router';
import { aliasPlans, jobPath, legalPath, numberedFamilyPlans, PATHS, servicePath, type PagePlan } from '../../src/lib/routes';
import type { SitePageNode } from '../../src/node/deploy/host-pages';

const readData = <T>(file: string): T => JSON.parse(fs.readFileSync(`data/${file}`, 'utf8')) as T;

/** The pages of src/pages (each with its /landing twin, and /home) and Gatsby's two 404 pages. */
const FIXED_PAGES = [PATHS.home, PATHS.about, PATHS.contact, PATHS.services, PATHS.jobs, PATHS.inventory];

/**
 * Every page the build makes, as its SitePage node says, from the same plan functions and data
 * files gatsby-node uses (src/lib/routes.ts, src/node/create-*.ts).
 */
export function sitePageNodes(): SitePageNode[] {
  const services = readData<{ id: number; slug: string }[]>('services.json');
  const jobs = readData<{ title: string }[]>('jobs.json');
  const legal = fs.readdirSync('data/legal').map((file) => readData<{ slug: string }>(`legal/${file}`));
  const plans: PagePlan[] = [
    ...FIXED_PAGES.map((path) => ({ path, canonical: path })),
    ...numberedFamilyPlans(PATHS.services, services, (service) => servicePath(service)).map(({ plan }) => plan),
    ...numberedFamilyPlans(PATHS.jobs, jobs, (job, number) => jobPath(number, job.title)).map(({ plan }) => plan),
    ...legal.map(({ slug }) => ({ path: legalPath(slug), canonical: legalPath(slug) })),
  ];
  const pages = plans.flatMap((plan) => [plan, ...aliasPlans(plan)]);
  return [
    ...pages.map((page) => ({ path: page.path, matchPath: page.matchPath ?? null, context: { canonicalPath: page.canonical } })),
    { path: '/404', matchPath: null, context: {} },
    { path: '/404.html', matchPath: null, context: {} },
  ];
}

/**
 * The page Gatsby's router shows at an address (as `gatsby serve` does): the page at that path,
 * else the page with the most specific matchPath, else none (the 404 page).
 */
export function gatsbyPageAt(pages: readonly SitePageNode[], address: string): string | undefined {
  const exact = pages.find((page) => page.path === address);
  if (exact) return exact.path;
  return [...pages]
    .filter((page): page is SitePageNode & { matchPath: string } => typeof page.matchPath === 'string')
    .sort((a, b) => b.matchPath.length - a.matchPath.length)
    .find((page) => match(page.matchPath, address) !== null)?.path;
}

/** Addresses worth asking about each page: its own, and for a matchPath every shape under it. */
export function addressesToTry(pages: readonly SitePageNode[]): string[] {
  const addresses = new Set<string>(['/nope', '/landing/nope', '/services/5/x/y', '/ourjobs/abc/x', '/product']);
  for (const page of pages) {
    addresses.add(page.path);
    if (!page.matchPath) continue;
    const base = page.matchPath.replace(/\/\*$/, '');
    for (const rest of ['', '/1', '/abc', '/any-title', '/99/x', '/a/b/c']) addresses.add(`${base}${rest}`);
  }
  return [...addresses].sort();
}
