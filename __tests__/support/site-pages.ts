import { aliasPlans, jobPath, legalPath, numberedFamilyPlans, PATHS, servicePath, type PagePlan } from '../../src/lib/routes';
import { builtPages, type BuiltPage } from '../../src/node/pages/built-pages';
import { dataFixture } from './data-fixture';

/** The pages of src/pages (each with its /landing alias, and /home) and Gatsby's two 404 pages. */
const FIXED_PAGES = [PATHS.home, PATHS.about, PATHS.contact, PATHS.services, PATHS.jobs, PATHS.inventory];

/** Pages of the build as Gatsby would list them with these addresses, matchPaths and contexts. */
export function pagesAt(nodes: readonly { path: string; matchPath?: string | null; context?: { canonicalPath?: string } }[]): BuiltPage[] {
  return builtPages(nodes.map((node) => ({ componentChunkName: 'component', ...node })));
}

/**
 * Every page the build makes from the test data (support/data-fixture.ts), as Gatsby lists it,
 * from the same plan functions gatsby-node uses (src/lib/routes.ts, src/node/pages/create-*.ts);
 * with `count`, as many jobs and services as it says (the fixture's repeated).
 */
export function sitePages(count?: { jobs: number; services: number }): BuiltPage[] {
  const data = dataFixture();
  const repeat = <T,>(items: T[], length?: number) => (length === undefined ? items : Array.from({ length }, (_, i) => items[i % items.length]));
  const services = repeat(data['services.json'], count?.services).map((service, index) => ({ ...service, id: index + 1 }));
  const jobs = repeat(data['jobs.json'], count?.jobs);
  const legal = [data['legal/terms_and_condition.json'], data['legal/privacy_policy.json']];
  const plans: PagePlan[] = [
    ...FIXED_PAGES.map((path) => ({ path, canonical: path })),
    ...numberedFamilyPlans(PATHS.services, services, (service) => servicePath(service)).map(({ plan }) => plan),
    ...numberedFamilyPlans(PATHS.jobs, jobs, (job, number) => jobPath(number, job.title)).map(({ plan }) => plan),
    ...legal.map(({ slug }) => ({ path: legalPath(slug), canonical: legalPath(slug) })),
  ];
  const pages = plans.flatMap((plan) => [plan, ...aliasPlans(plan)]);
  return pagesAt([
    ...pages.map((page) => ({ path: page.path, matchPath: page.matchPath ?? null, context: { canonicalPath: page.canonical } })),
    { path: '/404', matchPath: null, context: {} },
    { path: '/404.html', matchPath: null, context: {} },
  ]);
}
