import fs from 'node:fs';
import path from 'node:path';
import { filesIn } from './files-in';
import { HASHED_FOLDER, HASHED_ROOT_ASSET, ROOT_ASSET_HASH_DIGITS } from './hashed-names';

export { HASHED_FOLDER, HASHED_ROOT_ASSET };

/**
 * How long browsers and CDNs may keep each file. Files named by their content (webpack's scripts
 * and stylesheets, everything under static/) never change at their address: a year, immutable.
 * Everything else (pages, page data, the manifest, robots.txt, link-preview images) is checked
 * with the server on every visit, so a new build shows at once.
 */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Anything in a text that may be such a hash (a script names the files it loads later by it). */
export const ROOT_ASSET_HASH_IN_TEXT = new RegExp(`[0-9a-f]{${ROOT_ASSET_HASH_DIGITS}}`, 'g');

/** The content hash in the name of one of those files (`app-6aff51c03fd1e51f7a04.js`), or null for any other name. */
export function rootAssetHash(name: string): string | null {
  if (!HASHED_ROOT_ASSET.test(name)) return null;
  const extension = name.lastIndexOf('.');
  return name.slice(extension - ROOT_ASSET_HASH_DIGITS, extension);
}
/** A hash somewhere in a path under static/. */
const HASH_IN_PATH = /(?:^|[/-])[0-9a-f]{20,}(?:[/.]|$)/;

/**
 * The hashed scripts and stylesheets at the top of public/, sorted, and the files that would be
 * cached for a year without a hash in their address (which must stay empty: a visitor would keep
 * an old copy).
 */
export function hashedAssets(publicDir: string): { rootAssets: string[]; unhashed: string[] } {
  const rootFiles = fs.readdirSync(publicDir, { withFileTypes: true }).filter((entry) => entry.isFile());
  const scripts = rootFiles.map((entry) => entry.name).filter((name) => /\.(?:js|css)$/.test(name));
  const unhashed = scripts.filter((name) => !HASHED_ROOT_ASSET.test(name));
  const staticDir = path.join(publicDir, HASHED_FOLDER);
  if (fs.existsSync(staticDir)) {
    for (const file of filesIn(staticDir)) if (!HASH_IN_PATH.test(`/${file}`)) unhashed.push(`${HASHED_FOLDER}/${file}`);
  }
  return { rootAssets: scripts.filter((name) => HASHED_ROOT_ASSET.test(name)).sort(), unhashed };
}
