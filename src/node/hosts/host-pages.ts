import { FAMILY_FALLBACK_FILE, isSpecialPage } from '../../lib/routes';
import { htmlFileOf, type BuiltPage } from '../pages/built-pages';

/** What a host serves of a page of the build: the address it answers and its file, relative to public/. */
export type HostPage = Pick<BuiltPage, 'path' | 'file'>;

/**
 * A numbered family of pages (`/services`, `/landing/ourjobs`): its entries answer
 * `${base}/{n}` and everything under it with status 200, from a copy of the entry's page at
 * `${base}/by-number/{n}/index.html` (never a file named `404.html`, which for n = 404 would
 * be the page a CDN serves for a missing file); every other address under the base gets `notFound` (the first entry's screen)
 * with status 404. The hosts' rules name the base only, never an entry.
 */
export type Family = { base: string; notFound: HostPage; entries: { number: string; page: HostPage }[] };

/** Everything a host must know of the pages: which files answer which addresses. */
export type HostPlan = {
  /** Pages at their own address, sorted by path. */
  pages: HostPage[];
  /** Sorted by base, the most specific first. */
  families: Family[];
  /** The page served, with status 404, for every other address. */
  notFound: HostPage;
};

/** The address Gatsby serves its 404 page at, and the file it writes for it. */
export const NOT_FOUND_PAGE: HostPage = { path: '/404.html', file: htmlFileOf('/404.html') };

/** The folder of a family's copies of its entries' pages, by number. */
export const ENTRY_FOLDER = 'by-number';

/**
 * The address of a family entry's copy under its number: what `${base}/{n}` and the addresses
 * under it serve. A folder of its own (`by-number/404/index.html`, not `by-number/404.html`): a
 * static CDN answers a missing file with the nearest `404.html`, which must be the family's page,
 * never entry 404's copy.
 */
export const entryPathOf = (base: string, number: string): string => `${base}/${ENTRY_FOLDER}/${number}/`;

/** Its file, relative to public/. */
export const entryFileOf = (base: string, number: string): string => `${entryPathOf(base, number).slice(1)}index.html`;

/**
 * An entry's number in an address, as src/lib/routes.ts writes it (`${base}/{n}/*`): digits. The
 * one pattern for the page plan's matchPaths (below) and for nginx's rewrite of an entry's
 * addresses (nginx-include.ts); any other segment after a family's base is not an entry.
 */
export const ENTRY_NUMBER = /\d+/;

const FAMILY_MATCH_PATH = /^((?:\/[^/*:]+)+)\/\*$/;
const ENTRY_MATCH_PATH = new RegExp(`^((?:\\/[^/*:]+)+)\\/(${ENTRY_NUMBER.source})\\/\\*$`);

const segments = (base: string) => base.split('/').filter(Boolean).length;

/**
 * The host plan of the pages Gatsby created (src/node/pages/built-pages.ts). A matchPath must
 * be one of the two forms src/lib/routes.ts makes: `${base}/*` on a family's page at
 * `${base}/404.html`, or `${base}/{n}/*` on an entry of that family. Anything else is reported,
 * as is a missing 404 page, so the hosts never get rules that do not say what the pages do.
 */
export function hostPlanOf(nodes: readonly BuiltPage[]): { plan: HostPlan; problems: string[] } {
  const problems: string[] = [];
  const pages: HostPage[] = [];
  const families = new Map<string, Family>();
  const entries: { base: string; number: string; page: HostPage }[] = [];
  for (const node of nodes) {
    if (node.path.startsWith('/dev-404')) continue;
    const page = { path: node.path, file: node.file };
    pages.push(page);
    if (!node.matchPath) continue;
    const family = FAMILY_MATCH_PATH.exec(node.matchPath);
    const entry = ENTRY_MATCH_PATH.exec(node.matchPath);
    if (entry) entries.push({ base: entry[1], number: entry[2], page });
    else if (family && node.path === `${family[1]}/${FAMILY_FALLBACK_FILE}`) {
      if (families.has(family[1])) problems.push(`pages ${families.get(family[1])?.notFound.path} and ${node.path} both answer "${node.matchPath}"`);
      families.set(family[1], { base: family[1], notFound: page, entries: [] });
    } else {
      problems.push(
        `page ${node.path}: its matchPath "${node.matchPath}" is neither "{base}/{number}/*" nor "{base}/*" on a page at "{base}/${FAMILY_FALLBACK_FILE}", which is all the host rules can express`,
      );
    }
  }
  for (const entry of entries) {
    const family = families.get(entry.base);
    if (!family) problems.push(`page ${entry.page.path}: its family ${entry.base} has no page at ${entry.base}/${FAMILY_FALLBACK_FILE} for the numbers it lacks`);
    else if (family.entries.some((other) => other.number === entry.number)) problems.push(`pages ${family.entries.find((other) => other.number === entry.number)?.page.path} and ${entry.page.path} both answer "${entry.base}/${entry.number}/*"`);
    else family.entries.push({ number: entry.number, page: entry.page });
  }
  const paths = new Set(pages.map((page) => page.path));
  if (!paths.has(NOT_FOUND_PAGE.path)) problems.push(`there is no page at ${NOT_FOUND_PAGE.path} (src/pages/404.tsx) to answer unknown addresses`);
  pages.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
  const sorted = [...families.values()].sort((a, b) => segments(b.base) - segments(a.base) || a.base.localeCompare(b.base, 'en'));
  for (const family of sorted) family.entries.sort((a, b) => Number(a.number) - Number(b.number));
  return { plan: { pages, families: sorted, notFound: NOT_FOUND_PAGE }, problems };
}

/** Pages a visitor may land on: every page but Gatsby's own 404 copies. */
export function visitorPages(plan: HostPlan): HostPage[] {
  return plan.pages.filter((page) => !isSpecialPage(page.path));
}
