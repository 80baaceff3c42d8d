import { isSpecialPage } from '../../lib/routes';

/** What the host configuration needs of a page Gatsby built (its SitePage node). */
export type SitePageNode = {
  path: string;
  matchPath?: string | null;
  context?: { canonicalPath?: unknown } | null;
};

/** A page with HTML of its own: the address it answers and its file, relative to public/. */
export type HostPage = { path: string; file: string };

/**
 * Addresses under `base` that no file answers, and the page whose HTML answers them with status
 * 200 (a rewrite). It comes from a page's matchPath `${base}/*`, which also covers `base` itself.
 */
export type AliasRule = { base: string; target: HostPage; baseIsPage: boolean };

/** Everything a host must know of the pages: which files answer which addresses. */
export type HostPlan = {
  /** Pages at their own address, sorted by path. */
  pages: HostPage[];
  /** Most specific first: a host tries them in this order. */
  aliases: AliasRule[];
  /** The page served, with status 404, for every other address. */
  notFound: HostPage;
};

/** The address Gatsby serves its 404 page at, and the file it writes for it. */
export const NOT_FOUND_PAGE: HostPage = { path: '/404.html', file: '404.html' };

/** Where Gatsby writes a page's HTML, relative to public/. */
export function htmlFileOf(pagePath: string): string {
  if (pagePath === NOT_FOUND_PAGE.path) return NOT_FOUND_PAGE.file;
  const dir = pagePath.replace(/^\/+|\/+$/g, '');
  return dir === '' ? 'index.html' : `${dir}/index.html`;
}

const segments = (base: string) => base.split('/').filter(Boolean).length;

/**
 * The host plan of the pages Gatsby created, as its SitePage nodes describe them. A matchPath must
 * be a fixed path followed by "/*" (what src/lib/routes.ts makes); anything else is reported, as
 * is a missing 404 page, so the hosts never get rules that do not say what the pages do.
 */
export function hostPlanOf(nodes: readonly SitePageNode[]): { plan: HostPlan; problems: string[] } {
  const problems: string[] = [];
  const pages: HostPage[] = [];
  const aliases: AliasRule[] = [];
  for (const node of nodes) {
    if (node.path.startsWith('/dev-404')) continue;
    const page = { path: node.path, file: htmlFileOf(node.path) };
    pages.push(page);
    if (!node.matchPath) continue;
    const match = /^((?:\/[^/*:]+)+)\/\*$/.exec(node.matchPath);
    if (!match) {
      problems.push(`page ${node.path}: its matchPath "${node.matchPath}" is not a fixed path followed by "/*", which is all the host rules can express`);
      continue;
    }
    aliases.push({ base: match[1], target: page, baseIsPage: false });
  }
  const paths = new Set(pages.map((page) => page.path));
  for (const alias of aliases) alias.baseIsPage = paths.has(alias.base);
  if (!paths.has(NOT_FOUND_PAGE.path)) problems.push(`there is no page at ${NOT_FOUND_PAGE.path} (src/pages/404.tsx) to answer unknown addresses`);
  const bases = new Map<string, string>();
  for (const alias of aliases) {
    const other = bases.get(alias.base);
    if (other !== undefined) problems.push(`pages ${other} and ${alias.target.path} both answer "${alias.base}/*"`);
    bases.set(alias.base, alias.target.path);
  }
  pages.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
  aliases.sort((a, b) => segments(b.base) - segments(a.base) || a.base.localeCompare(b.base, 'en', { numeric: true }));
  return { plan: { pages, aliases, notFound: NOT_FOUND_PAGE }, problems };
}

/** Pages a visitor may land on: every page but Gatsby's own 404 copies. */
export function visitorPages(plan: HostPlan): HostPage[] {
  return plan.pages.filter((page) => !isSpecialPage(page.path));
}
