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
 *
 * Class names from CSS modules are six characters instead of Gatsby's
 * `file-module--class--hash`, which appear in the markup, the inlined CSS and the scripts. The
 * development server keeps the readable names.
 */

type Config = {
  module?: { rules?: unknown[] };
  plugins?: unknown[];
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } | false };
};
type LoaderContext = { resourcePath: string };
type GetLocalIdent = (context: LoaderContext, template: string, localName: string, options: { context?: string }) => string;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CHARACTERS = `${LETTERS}0123456789`;
const LENGTH = 6;

/** The class name for `local` in the stylesheet `source`: the same in every build and every stage. */
export function shortClassName(source: string, local: string): string {
  const digest = createHash('sha256').update(`${source}\0${local}`).digest();
  let name = LETTERS[digest[0] % LETTERS.length];
  for (let i = 1; i < LENGTH; i++) name += CHARACTERS[digest[i] % CHARACTERS.length];
  return name;
}

/**
 * css-loader's hook for naming classes. It remembers every name it gave, so that two classes
 * that happen to get the same name stop the build instead of styling each other's elements.
 */
export function classNamer(name: (source: string, local: string) => string = shortClassName): GetLocalIdent {
  const owners = new Map<string, string>();
  return (context, _template, localName, options) => {
    const source = path.relative(options.context ?? process.cwd(), context.resourcePath).split(path.sep).join('/');
    const owner = `${source} .${localName}`;
    const className = name(source, localName);
    const previous = owners.get(className);
    if (previous !== undefined && previous !== owner) {
      throw new Error(`Two CSS classes got the same short name "${className}": ${previous} and ${owner}. Rename one of them.`);
    }
    owners.set(className, owner);
    return className;
  };
}

/** Walks webpack's rules and gives every css-loader that handles CSS modules the short names. */
export function shortenClassNames(config: Config, getLocalIdent: GetLocalIdent = classNamer()): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const { loader, options, oneOf, rules, use } = node as Record<string, unknown>;
    if (typeof loader === 'string' && /[\\/]css-loader[\\/]/.test(loader) && isModulesOptions(options)) {
      options.modules.getLocalIdent = getLocalIdent;
    }
    [oneOf, rules, use].forEach(visit);
  };
  visit(config.module?.rules);
}

function isModulesOptions(options: unknown): options is { modules: Record<string, unknown> } {
  const modules = (options as { modules?: unknown } | undefined)?.modules;
  return typeof modules === 'object' && modules !== null;
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
