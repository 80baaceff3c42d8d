import path from 'node:path';
import { generateHtmlPath } from 'gatsby-core-utils';
import { isCanonicalPage } from '../../lib/routes';

/**
 * The pages of the build, the one model of them every later stage uses (post-build/, editor/,
 * hosts/): made from Gatsby's own page list (its SitePage nodes), never from reading public/.
 */

/** A page as Gatsby lists it (a SitePage node). */
export type SitePage = {
  path: string;
  componentChunkName: string;
  matchPath?: string | null;
  context?: { canonicalPath?: unknown } | null;
};

/**
 * A page of the build: its address, its component's chunk group, its HTML file inside public/,
 * whether it is its screen's canonical page, and the addresses under it that it answers too
 * (Gatsby's matchPath, null for none).
 */
export type BuiltPage = { path: string; component: string; file: string; canonical: boolean; matchPath: string | null };

/**
 * Where Gatsby writes a page's HTML, relative to public/ and with forward slashes, by Gatsby's own
 * rule (`/about` → `about/index.html`, `/404.html` → `404.html`). Every step that reads or serves
 * a page's file uses this one mapping.
 */
export function htmlFileOf(pagePath: string): string {
  const root = path.resolve('/');
  return path.relative(root, generateHtmlPath(root, pagePath)).split(path.sep).join('/');
}

/** Every page Gatsby made, with its HTML file. */
export function builtPages(sitePages: readonly SitePage[]): BuiltPage[] {
  return sitePages.map((page) => ({
    path: page.path,
    component: page.componentChunkName,
    file: htmlFileOf(page.path),
    canonical: isCanonicalPage(page.path, page.context),
    matchPath: page.matchPath ?? null,
  }));
}
