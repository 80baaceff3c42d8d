import { startScriptsAfterFirstPaint } from '../lib/script-loading';
import { assetsOf, chunkGroupsOf, rewriteBuiltPages, type ChunkGroups } from './built-pages';
import { EARLY_ENTRIES } from './early-entry';

/** Gatsby's bundle tags, as it writes them at the end of every page. */
const BUNDLE_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** What a page runs besides Gatsby's own bundle tags, in the order it runs them. */
export type ExtraScripts = {
  /** The early entries' scripts (src/node/early-entry.ts): they run before anything else. */
  early: string[];
  /** The scripts of the page's own component: fetched with the rest, not after its page data. */
  page: string[];
};

/**
 * Rewrites one built page so its bundles load after the first paint (see src/lib/script-loading.ts):
 * the script tags are replaced, where the first of them stood, by one inline script that adds
 * them later. Keeping that place matters: Gatsby writes the tags inside a marked block of the page
 * that a later build may rewrite, and the loader must go with them.
 *
 * The order is the early entries, then the page component's scripts, then Gatsby's, each once.
 * The app entry, last, starts Gatsby: by then the libraries are set up and the page's component
 * is there, so Gatsby does not have to fetch it after the page data, one round trip later.
 * A page without bundle tags is returned unchanged.
 */
export function deferScripts(html: string, extra: ExtraScripts = { early: [], page: [] }): string {
  const sources: string[] = [];
  let first = -1;
  const stripped = html.replace(BUNDLE_SCRIPT, (_tag, source: string, offset: number) => {
    sources.push(source);
    if (first < 0) first = offset;
    return '';
  });
  if (sources.length === 0) return html;
  const ordered = [...new Set([...extra.early, ...extra.page, ...sources])];
  const loader = `<script>(${String(startScriptsAfterFirstPaint)})(${JSON.stringify(ordered)})</script>`;
  return `${stripped.slice(0, first)}${loader}${stripped.slice(first)}`;
}

/** The scripts of one of webpack's named chunk groups, as the page requests them. */
const scriptsOf = (groups: ChunkGroups, name: string) => assetsOf(groups, name, '.js');

/** The scripts of the early entries, in their order. */
const earlyScripts = (groups: ChunkGroups) => Object.keys(EARLY_ENTRIES).flatMap((entry) => scriptsOf(groups, entry));

/** Applies deferScripts to every page of the build; returns how many pages it changed. */
export function deferScriptsInBuild(publicDir: string): number {
  const groups = chunkGroupsOf(publicDir);
  const early = earlyScripts(groups);
  return rewriteBuiltPages(publicDir, (html, component) => deferScripts(html, { early, page: component ? scriptsOf(groups, component) : [] }));
}
