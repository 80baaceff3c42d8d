import fs from 'node:fs';
import path from 'node:path';
import type { BuiltPage } from '../pages/built-pages';
import { APP_CHUNK_GROUP, assetsOf, type ChunkGroups } from '../webpack/chunk-groups';
import { PageStepError, type PageStep } from './page-steps';

/*
 * The post-build half of the site's CSS per page (src/node/webpack/css.ts has the webpack half):
 * each page inlines the app's stylesheets, then its own components'.
 */

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
