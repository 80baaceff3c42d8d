import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes the pages of earlier builds from public/: of `unknown` (HTML files that no page of this
 * build made, relative to public/), those that static/ does not hold, and the folders they leave
 * empty. Returns what it removed. Files of static/ are the owner's, copied by Gatsby as they are,
 * and stay.
 *
 * Gatsby deletes the file of a page that is gone, and its emptied folder, but not the copies made
 * from it (flat-pages.ts). When it drops its cache (after a change to package.json, gatsby-config
 * or gatsby-node, or to a plugin's version) it forgets its earlier pages and deletes none of them.
 * A host that keeps public/ between builds (Cloudflare Pages' build cache) would go on serving a
 * job the owner removed. (Page data is Gatsby's own matter: at each build's start it removes every
 * page-data.json of a page it has no longer, cache or not.)
 */
export function removeStalePages(publicDir: string, unknown: readonly string[], staticDir: string): string[] {
  const stale = unknown.filter((file) => !fs.existsSync(path.join(staticDir, file)));
  for (const file of stale) {
    fs.rmSync(path.join(publicDir, file));
    let dir = path.dirname(path.join(publicDir, file));
    while (dir !== publicDir && fs.readdirSync(dir).length === 0) {
      fs.rmdirSync(dir);
      dir = path.dirname(dir);
    }
  }
  return stale;
}
