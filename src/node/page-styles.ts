import { createHash } from 'node:crypto';
import path from 'node:path';
import { APP_CHUNK_GROUP, assetsOf, PageStepError, type ChunkGroups, type PageStep } from './built-pages';

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

/** A stylesheet Gatsby inlined in a page, marked with the file it holds. */
const INLINED_STYLESHEET = /<style data-href="([^"]+)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/g;

/**
 * Puts a page's inlined stylesheets in the order of `files`, in the places they held. Gatsby writes
 * the page's own stylesheet before the app's; the browser, arriving from another page, adds it
 * after. Stylesheets not named in `files` go last, in the order they came. Every stylesheet in
 * `required` (the app's) must be there: Gatsby inlines it in every page.
 */
export function orderStylesheets(html: string, files: string[], required: readonly string[] = []): string {
  const rank = (file: string) => (files.includes(file) ? files.indexOf(file) : files.length);
  const sheets = [...html.matchAll(INLINED_STYLESHEET)].map(([tag, file]) => ({ tag, file }));
  const missing = required.filter((file) => !sheets.some((sheet) => sheet.file === file));
  if (missing.length > 0) throw new PageStepError(`found no inlined stylesheet <style data-href="${missing.join('", "')}">`);
  const ordered = sheets.map((sheet, index) => ({ ...sheet, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index);
  let next = 0;
  return html.replace(INLINED_STYLESHEET, () => ordered[next++].tag);
}

/** The post-build step that puts every page's inlined stylesheets in order, from webpack's chunk groups. */
export function orderStylesheetsStep(groups: ChunkGroups): PageStep {
  const app = assetsOf(groups, APP_CHUNK_GROUP, '.css');
  return {
    name: 'order-stylesheets',
    rewrite: (html, page) => orderStylesheets(html, [...app, ...assetsOf(groups, page.component, '.css')], app),
  };
}
