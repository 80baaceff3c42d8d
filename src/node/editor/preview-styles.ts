import fs from 'node:fs';
import path from 'node:path';
import { APP_CHUNK_GROUP, assetsOf, type ChunkGroups } from '../webpack/chunk-groups';
import { PREVIEW_STYLESHEET_REL } from '../../lib/editor-preview-names';
import { ADMIN_PATH } from './policy';

/**
 * The site's stylesheets in the editor's preview pane: after the build, /admin's page names the
 * CSS files the build wrote (the app's, then every page's), each as
 * <link rel="preview-stylesheet" href="/…css">, and the editor registers them with the CMS
 * (src/editor/register-previews.ts). The preview then has the same rules, from our own origin, as
 * the pages, and the same class names (the bundle names them as the build does).
 */

/** Webpack's chunk groups of the site's pages and templates, as Gatsby names them. */
const PAGE_COMPONENT_GROUP = /^component---src-/;

/** The build's stylesheets, the app's first: as addresses on the site. */
export function siteStylesheets(groups: ChunkGroups): string[] {
  const components = Object.keys(groups).filter((name) => PAGE_COMPONENT_GROUP.test(name)).sort();
  return [...new Set([APP_CHUNK_GROUP, ...components].flatMap((name) => assetsOf(groups, name, '.css')))];
}

const PREVIEW_LINK = new RegExp(`<link rel="${PREVIEW_STYLESHEET_REL}" href="[^"]*">\\n`, 'g');

/** The editor's page with `hrefs` as its preview stylesheets (in place of any it named). */
export function withPreviewStylesheets(html: string, hrefs: readonly string[]): string {
  const stripped = html.replace(PREVIEW_LINK, '');
  if (!stripped.includes('</head>')) throw new Error(`${ADMIN_PATH}/index.html has no </head>`);
  const links = hrefs.map((href) => `<link rel="${PREVIEW_STYLESHEET_REL}" href="${href}">\n`).join('');
  return stripped.replace('</head>', `${links}</head>`);
}

/**
 * Names the build's stylesheets in public/admin/index.html. Fails when the build wrote none, or
 * names one that is not in public/. Returns how many.
 */
export function writePreviewStylesheets(publicDir: string, groups: ChunkGroups): number {
  const hrefs = siteStylesheets(groups);
  if (hrefs.length === 0) throw new Error('public/webpack.stats.json names no stylesheet of the app or of any page');
  const missing = hrefs.filter((href) => !fs.existsSync(path.join(publicDir, href)));
  if (missing.length > 0) throw new Error(`the build's stats name stylesheets that are not in public/: ${missing.join(', ')}`);
  const page = path.join(publicDir, ADMIN_PATH.replace(/^\//, ''), 'index.html');
  fs.writeFileSync(page, withPreviewStylesheets(fs.readFileSync(page, 'utf8'), hrefs));
  return hrefs.length;
}
