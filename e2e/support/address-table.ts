import { HOME_ALIAS, jobPath, PATHS, servicePath } from '../../src/lib/routes';
import { readData, shown, shownHeadline } from './screens';

/** The `<h1>` of the 404 screen. */
export const NOT_FOUND_H1 = shown(readData('pages/not-found.json').title);

type Data = { services: { id: number; slug: string; title: string }[]; jobs: { title: string }[] };

/**
 * What one address answers on every host: its status, the text of its `<h1>`, its canonical address
 * (none on the 404 screen); `noEntry` marks an address under a family whose number has no entry.
 */
export type Answer = { form: string; address: string; status: number; h1: string; canonical: string | null; noEntry?: true };

/**
 * The one table of addresses: every fixed screen, one address of every other form
 * src/lib/routes.ts accepts, and what every host must answer there, for the given data (today's,
 * or a generated portfolio). Run on each host's runtime (e2e/hosts.test.ts, and at 1,000 jobs in
 * e2e/rebuild/), and in the browser (e2e/routes.test.ts).
 */
export function addressTable({ services, jobs }: Data): Answer[] {
  const service = (id: number) => ({ h1: services[id - 1].title, canonical: servicePath(services[id - 1]) });
  const job = (n: number) => ({ h1: jobs[n - 1].title, canonical: jobPath(n, jobs[n - 1].title) });
  const last = jobs.length;
  const row = (form: string, address: string, status: number, screen: { h1: string; canonical: string | null }): Answer => ({ form, address, status, ...screen });
  const noEntry = (form: string, address: string, screen: { h1: string; canonical: string | null }): Answer => ({ ...row(form, address, 404, screen), noEntry: true });
  const page = (h1: string, canonical: string) => ({ h1, canonical });
  const notFound = { h1: NOT_FOUND_H1, canonical: null };
  const fixedPages = Object.entries(FIXED_SCREENS).map(([path, h1]) => [path, page(h1, path)] as const);
  return [
    ...fixedPages.map(([path, screen]) => row('canonical page', path, 200, screen)),
    row('/home', HOME_ALIAS, 200, page(h1Home, PATHS.home)),
    ...fixedPages.map(([path, screen]) => row('under /landing', `/landing${path === PATHS.home ? '' : path}`, 200, screen)),
    row('canonical service (the first)', servicePath(services[0]), 200, service(1)),
    row('canonical service', servicePath(services[4]), 200, service(5)),
    row('canonical service (the last)', servicePath(services[services.length - 1]), 200, service(services.length)),
    row('canonical job (the first)', jobPath(1, jobs[0].title), 200, job(1)),
    row('canonical job (the last)', jobPath(last, jobs[last - 1].title), 200, job(last)),
    row('canonical service, slash at the end', `${servicePath(services[4])}/`, 200, service(5)),
    row('under /landing: canonical service', `/landing${servicePath(services[2])}`, 200, service(3)),
    row('under /landing: entry with any title', '/landing/ourjobs/3/x', 200, job(3)),
    noEntry('under /landing: number out of range', `/landing/services/${services.length + 1}/x`, service(1)),
    row('entry number, no title', '/services/5', 200, service(5)),
    row('entry number, any title', '/services/5/any-title', 200, service(5)),
    row('entry number, no title (job)', `/ourjobs/${last}`, 200, job(last)),
    row('entry number, any title (job)', '/ourjobs/2/anything', 200, job(2)),
    row('deeper path under an entry', '/services/5/any/title/at/all', 200, service(5)),
    row('entry number, slash at the end', '/services/5/', 200, service(5)),
    row('entry number, slash at the end (job)', '/ourjobs/3/', 200, job(3)),
    row('under /landing: entry number, slash at the end', '/landing/services/5/', 200, service(5)),
    row('entry number and title, slash at the end', '/ourjobs/2/anything/', 200, job(2)),
    // Entry 404's copy must not be taken for the family's 404.html, nor the family's 404.html for entry 404.
    ...(last >= 404
      ? [row('entry number 404', '/ourjobs/404/x', 200, job(404)), row('entry number 404, no title', '/ourjobs/404', 200, job(404))]
      : [row('number 404 with no entry (job), where the family keeps its own page', '/ourjobs/404', 404, job(1))]),
    row('number 404 with no entry, where the family keeps its own page', '/services/404', 404, service(1)),
    row("the family's own page", '/services/404.html', 404, service(1)),
    noEntry('number out of range', `/services/${services.length + 1}/x`, service(1)),
    noEntry('number out of range (job)', `/ourjobs/${last + 1}`, job(1)),
    noEntry('number out of range, slash at the end', `/services/${services.length + 1}/`, service(1)),
    noEntry('number 0', '/ourjobs/0', job(1)),
    noEntry('not a number', '/services/abc', service(1)),
    noEntry('not a number, deeper', '/ourjobs/abc/x', job(1)),
    // An entry's copy, which the hosts serve for the addresses above, is no address of its own.
    row("an entry's copy", '/services/by-number/5', 404, service(1)),
    row("an entry's copy, slash at the end, under /landing", '/landing/ourjobs/by-number/3/', 404, job(1)),
    row('unknown address', '/nope', 404, notFound),
    row('unknown address under a page', '/about/more', 404, notFound),
    row('unknown address under /landing', '/landing/nope', 404, notFound),
    row('unknown address, a page address with more after it', '/servicesx', 404, notFound),
    row('unknown address above a page', '/product', 404, notFound),
  ];
}

/** The home page's `<h1>`: its headline. */
const h1Home = shownHeadline(readData('pages/home.json').hero.headline);

/** Every fixed screen (src/lib/routes.ts's PATHS) and its `<h1>`, in the owner's words (data/pages/, data/legal/). */
export const FIXED_SCREENS: Record<(typeof PATHS)[keyof typeof PATHS], string> = {
  [PATHS.home]: h1Home,
  [PATHS.about]: shown(readData('pages/about.json').banner.title),
  [PATHS.contact]: shown(readData('pages/contact.json').banner.title),
  [PATHS.services]: shown(readData('pages/services.json').banner.title),
  [PATHS.jobs]: shown(readData('pages/portfolio.json').banner.title),
  [PATHS.inventory]: shownHeadline(readData('pages/inventory.json').hero.headline),
  [PATHS.terms]: readData('legal/terms_and_condition.json').title,
  [PATHS.privacy]: readData('legal/privacy_policy.json').title,
};

/**
 * Where Netlify is known to answer otherwise: a number with no entry gets the site's 404 screen
 * (still status 404), not the first entry's. Netlify follows the first rule that matches an
 * address, here the rewrite to the entry's copy; when that file is missing it serves its one
 * `404.html`, the site's, and never tries a later rule (a `/services/* /services/404.html 404`
 * after the rewrites is not reached) nor a `404.html` nearer to the address (seen in `netlify dev`,
 * and so Netlify's documentation describes rewrites and custom 404 pages). Its rules cannot tell a
 * number with an entry from one without, short of one rule per entry. Listed so that the
 * difference is seen, and so that a change shows here.
 */
export function expectedOn(host: string, row: Answer): Answer {
  return host === 'Netlify' && row.noEntry ? { ...row, h1: NOT_FOUND_H1, canonical: null } : row;
}
