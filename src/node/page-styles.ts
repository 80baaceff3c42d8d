import fs from 'node:fs';
import path from 'node:path';
import { APP_CHUNK_GROUP, assetsOf, PageStepError, type BuiltPage, type ChunkGroups, type PageStep } from './built-pages';

/**
 * How the production build writes the site's CSS.
 *
 * Gatsby merges every page's CSS into one file and inlines all of it in every page: 47 KB that a
 * phone parses and matches before its first paint, of which a service page uses a fifth. Here each
 * page inlines the CSS of the app (global rules, header, footer) and of its own components only.
 * When a visitor moves to another page in the browser, webpack loads that page's CSS file with
 * its script and renders the page once both are in. Either way the app's rules come first and the
 * page's after them, so a component's rule wins over a global one it refines.
 */

type Config = {
  plugins?: unknown[];
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } | false };
};

/**
 * The change to Gatsby's browser bundle (for `setWebpackConfig`) that drops its one `styles`
 * chunk, so each page's CSS travels with that page's components. Throws when Gatsby's
 * configuration has no such chunk to drop.
 */
export function stylesPerPage(config: Config) {
  const splitChunks = config.optimization?.splitChunks;
  const cacheGroups = splitChunks ? splitChunks.cacheGroups : undefined;
  if (!cacheGroups || !('styles' in cacheGroups)) throw new Error('Gatsby no longer bundles CSS in a "styles" chunk: see src/node/page-styles.ts');
  return { optimization: { splitChunks: { cacheGroups: { styles: false as const } } } };
}

/**
 * Builds each CSS module inside the build's own compilation, as the extract plugin's later
 * releases do by default, instead of in a child compilation of its own. Child compilations run
 * only for the CSS that webpack's cache does not hold, and their hashes count in the build's
 * compilation hash, which Gatsby writes into every page: the first build after a cold one then
 * changed every page (and its compressed twins) with no change to any file it serves.
 *
 * Gatsby offers no way to pass options to the extract plugin it adds, and a second one would
 * extract every stylesheet twice: the option is set on Gatsby's own plugin, which
 * `setWebpackConfig` keeps as it is when it merges a change into the configuration.
 */
export function extractStylesInOneCompilation(config: Config): void {
  const extractors = (config.plugins ?? []).filter(
    (plugin): plugin is { options: { experimentalUseImportModule?: boolean } } =>
      (plugin as { constructor?: { name?: string } } | undefined)?.constructor?.name === 'MiniCssExtractPlugin' &&
      typeof (plugin as { options?: unknown }).options === 'object',
  );
  if (extractors.length !== 1) throw new Error(`Gatsby's build has ${extractors.length} CSS extract plugins, not one: see src/node/page-styles.ts`);
  extractors[0].options.experimentalUseImportModule = true;
}

/** A stylesheet Gatsby inlined in a page, marked with the file it holds. */
const INLINED_STYLESHEET = /<style data-href="([^"]+)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/g;

/** A stylesheet to inline: its address and its text. */
export type Stylesheet = { href: string; css: string };

/**
 * Writes the page's inlined stylesheets anew: `sheets`, in that order, where the first of Gatsby's
 * stood. Gatsby writes the page's own stylesheet before the app's; the browser, arriving from
 * another page, adds it after, so the app's go first here. Writing them from the build's CSS
 * files, rather than keeping what the page holds, also keeps a page current that Gatsby did not
 * render again after a change to styles alone (it then keeps the page's head as it was).
 */
export function inlineStylesheets(html: string, sheets: readonly Stylesheet[]): string {
  const first = html.search(INLINED_STYLESHEET);
  if (first < 0) throw new PageStepError('found no stylesheet inlined by Gatsby (<style data-href="…" data-identity="gatsby-global-css">)');
  const stripped = html.replace(INLINED_STYLESHEET, '');
  const tags = sheets.map((sheet) => `<style data-href="${sheet.href}" data-identity="gatsby-global-css">${sheet.css}</style>`).join('');
  return `${stripped.slice(0, first)}${tags}${stripped.slice(first)}`;
}

/** The post-build step that inlines in every page the app's stylesheets, then its component's, from webpack's chunk groups. */
export function inlineStylesheetsStep(publicDir: string, groups: ChunkGroups): PageStep {
  const app = assetsOf(groups, APP_CHUNK_GROUP, '.css');
  const texts = new Map<string, string>();
  const sheet = (href: string): Stylesheet => {
    if (!texts.has(href)) texts.set(href, fs.readFileSync(path.join(publicDir, href), 'utf8'));
    return { href, css: texts.get(href) ?? '' };
  };
  const hrefs = (page: BuiltPage) => [...new Set([...app, ...assetsOf(groups, page.component, '.css')])];
  return {
    name: 'inline-stylesheets',
    inputs: (page) => hrefs(page).join(' '),
    rewrite: (html, page) => inlineStylesheets(html, hrefs(page).map(sheet)),
  };
}
