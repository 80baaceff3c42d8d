import fs from 'node:fs';
import path from 'node:path';
import type { HostPage } from './host-pages';

/**
 * Gatsby writes each page as `about/index.html`. Static CDNs serve such a file at `/about/` and
 * redirect `/about` there (Cloudflare Pages with a 308), while the site's addresses have no
 * trailing slash. A copy at `about.html` is served at `/about` itself, with status 200, on
 * Cloudflare Pages and Netlify alike. nginx serves the folders' index.html and needs no copy.
 */

/** Where the flat copy of a page goes, relative to public/; null for pages that need none. */
export function flatFileOf(page: HostPage): string | null {
  return page.file.endsWith('/index.html') ? `${page.file.slice(0, -'/index.html'.length)}.html` : null;
}

/**
 * Writes the flat copy of every page whose copy is missing or differs, and removes the copies of
 * pages that are gone (an `x.html` beside an `x/` folder that has no index.html any more).
 * Returns how many files it wrote and removed.
 */
export function writeFlatPages(publicDir: string, pages: readonly HostPage[]): { written: number; removed: number } {
  let written = 0;
  const wanted = new Set<string>();
  for (const page of pages) {
    const flat = flatFileOf(page);
    if (flat === null) continue;
    wanted.add(flat);
    const html = fs.readFileSync(path.join(publicDir, page.file));
    const target = path.join(publicDir, flat);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(html)) continue;
    fs.writeFileSync(target, html);
    written += 1;
  }
  let removed = 0;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const folder = path.join(publicDir, file.slice(0, -'.html'.length));
    const isStaleCopy = !wanted.has(file) && fs.existsSync(folder) && !fs.existsSync(path.join(folder, 'index.html'));
    if (isStaleCopy) {
      fs.rmSync(path.join(publicDir, file));
      removed += 1;
    }
  }
  return { written, removed };
}
