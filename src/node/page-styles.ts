import { createHash } from 'node:crypto';
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
  module?: { rules?: unknown[] };
  plugins?: unknown[];
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } | false };
};
type LoaderContext = { resourcePath: string };
type GetLocalIdent = (context: LoaderContext, template: string, localName: string, options: { context?: string }) => string;

/**
 * The class name for `local` in the stylesheet `source` (its path in the project), in Gatsby's
 * readable form `file-module--class--hash`: the same in every build and in both stages.
 *
 * css-loader's own naming hashes the path that the module was asked for under too, and the CSS
 * extract plugin, building the modules in the build's own compilation (below), asks for them
 * under another one than server rendering does: the markup would name classes the CSS does not
 * have. This hook hashes the stylesheet's path and the class alone.
 */
export function className(source: string, local: string): string {
  const file = path.posix.basename(source).replace(/\.css$/, '').replace(/\./g, '-');
  const hash = createHash('sha256').update(`${source}\0${local}`).digest('hex').slice(0, 5);
  return `${file}--${local}--${hash}`;
}

/** css-loader's hook for naming classes, with the stylesheet's path relative to the project. */
const getLocalIdent: GetLocalIdent = (context, _template, localName, options) =>
  className(path.relative(options.context ?? process.cwd(), context.resourcePath).split(path.sep).join('/'), localName);

/**
 * Gives every css-loader that handles CSS modules, wherever its rule sits in Gatsby's
 * configuration, the same class names (className). Throws when it finds none.
 */
export function sameClassNamesInBothStages(config: Config): void {
  let found = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const { loader, options, oneOf, rules, use } = node as Record<string, unknown>;
    if (typeof loader === 'string' && /[\\/]css-loader[\\/]/.test(loader) && isModulesOptions(options)) {
      options.modules.getLocalIdent = getLocalIdent;
      found += 1;
    }
    [oneOf, rules, use].forEach(visit);
  };
  visit(config.module?.rules);
  if (found === 0) throw new Error("Found no css-loader for CSS modules in Gatsby's webpack configuration: see src/node/page-styles.ts");
}

function isModulesOptions(options: unknown): options is { modules: Record<string, unknown> } {
  const modules = (options as { modules?: unknown } | undefined)?.modules;
  return typeof modules === 'object' && modules !== null;
}

/**
 * Whether the build writes each page's own CSS (the default) or Gatsby's default, every rule in
 * one stylesheet inlined in every page: `PER_PAGE_CSS=off` builds the latter, for measuring the
 * one against the other (docs/quality.md). Any other value stops the build.
 */
export function perPageCss(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.PER_PAGE_CSS ?? 'on';
  if (value !== 'on' && value !== 'off') throw new Error(`PER_PAGE_CSS is "on" (the default) or "off" (Gatsby's one stylesheet), not "${value}"`);
  return value === 'on';
}

/** Drops Gatsby's one `styles` chunk, so each page's CSS travels with that page's components. */
export function splitStylesByPage(config: Config): void {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!cacheGroups || !('styles' in cacheGroups)) throw new Error('Gatsby no longer bundles CSS in a "styles" chunk: see src/node/page-styles.ts');
  cacheGroups.styles = false;
}

/**
 * Builds each CSS module inside the build's own compilation, as the extract plugin's later
 * releases do by default, instead of in a child compilation of its own. Child compilations run
 * only for the CSS that webpack's cache does not hold, and their hashes count in the build's
 * compilation hash, which Gatsby writes into every page: the first build after a cold one then
 * changed every page (and its compressed twins) with no change to any file it serves.
 */
export function extractStylesInOneCompilation(config: Config): void {
  const extractors = (config.plugins ?? []).filter(
    (plugin): plugin is { options: { experimentalUseImportModule?: boolean } } =>
      plugin?.constructor?.name === 'MiniCssExtractPlugin' && typeof (plugin as { options?: unknown }).options === 'object',
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
