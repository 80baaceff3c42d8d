import { assetsOf, type ChunkGroups } from '../webpack/chunk-groups';
import { PageStepError, type PageStep } from './page-steps';

/** Gatsby's bundle tags, as it writes them at the end of every page. */
const BUNDLE_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Rewrites one built page so its bundles load after the first paint (see src/browser/inline/load-scripts.ts):
 * the script tags are replaced, where the first of them stood, by the inline loader (`loader`,
 * compiled from that file), which lists them in its data-scripts attribute and adds them later. Keeping that place matters: Gatsby writes the tags inside a marked block of the page
 * that a later build may rewrite, and the loader must go with them.
 *
 * The order is the page component's scripts (`pageScripts`), then Gatsby's, each once. The app
 * entry, last, starts Gatsby: by then the page's component is there, so Gatsby does not have to
 * fetch it after the page data, one round trip later.
 * A page that already has the loader and no bundle tags is one whose scripts Gatsby kept from
 * the build before: it is returned unchanged. A page with neither is an error.
 */
export function deferScripts(html: string, loader: string, pageScripts: string[] = []): string {
  const sources: string[] = [];
  let first = -1;
  const stripped = html.replace(BUNDLE_SCRIPT, (_tag, source: string, offset: number) => {
    sources.push(source);
    if (first < 0) first = offset;
    return '';
  });
  if (sources.length === 0) {
    if (html.includes(`>${loader}</script>`)) return html;
    throw new PageStepError('found none of the script tags Gatsby writes for its bundles (<script src="/…js" async>)');
  }
  const ordered = [...new Set([...pageScripts, ...sources])];
  const tag = `<script data-scripts="${JSON.stringify(ordered).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${loader}</script>`;
  return `${stripped.slice(0, first)}${tag}${stripped.slice(first)}`;
}

/** The scripts of one of webpack's named chunk groups, as the page requests them. */
const scriptsOf = (groups: ChunkGroups, name: string) => assetsOf(groups, name, '.js');

/** The post-build step that defers every page's bundles, given webpack's chunk groups and the compiled loader. */
export function deferScriptsStep(groups: ChunkGroups, loader: string): PageStep {
  return {
    name: 'defer-scripts',
    inputs: (page) => [...scriptsOf(groups, page.component), loader].join(' '),
    rewrite: (html, page) => deferScripts(html, loader, scriptsOf(groups, page.component)),
  };
}
