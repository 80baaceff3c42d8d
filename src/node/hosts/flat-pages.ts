import fs from 'node:fs';
import path from 'node:path';
import { ENTRY_FOLDER, entryFileOf, type HostPlan, type HostPage } from './host-pages';

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
 * Every copy the hosts serve, relative to public/, and the page file it copies: each page's flat
 * copy, and each family entry's page under its number (`ourjobs/by-number/3/index.html`, see redirects-file.ts).
 */
export function copiesOf(plan: HostPlan, pages: readonly HostPage[]): { file: string; source: string }[] {
  const flat = pages.flatMap((page) => {
    const file = flatFileOf(page);
    return file === null ? [] : [{ file, source: page.file }];
  });
  const entries = plan.families.flatMap((family) => family.entries.map((entry) => ({ file: entryFileOf(family.base, entry.number), source: entry.page.file })));
  return [...flat, ...entries];
}

/**
 * Writes every copy (copiesOf) that is missing or differs, and removes the copies of pages that
 * are gone (an `x.html` beside an `x/` folder that has no index.html any more, an entry's copy
 * whose entry is gone). A page's own file is never removed, even where it stands beside such a
 * folder (a family's `ourjobs/404.html` beside job 404's `ourjobs/404/`). Returns how many files
 * it wrote and removed.
 */
export function writeFlatPages(
  publicDir: string,
  copies: readonly { file: string; source: string }[],
  pageFiles: ReadonlySet<string>,
): { written: number; removed: number } {
  let written = 0;
  const wanted = new Set<string>();
  for (const { file: flat, source } of copies) {
    wanted.add(flat);
    const html = fs.readFileSync(path.join(publicDir, source));
    const target = path.join(publicDir, flat);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(html)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    written += 1;
  }
  let removed = 0;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const folder = path.join(publicDir, file.slice(0, -'.html'.length));
    // An entry's copy is by-number/{n}/index.html (an earlier layout wrote by-number/{n}.html).
    const isEntryCopy = path.basename(entry.parentPath) === ENTRY_FOLDER || path.basename(path.dirname(entry.parentPath)) === ENTRY_FOLDER;
    const isStaleCopy = !wanted.has(file) && !pageFiles.has(file) && (isEntryCopy || (fs.existsSync(folder) && !fs.existsSync(path.join(folder, 'index.html'))));
    if (isStaleCopy) {
      fs.rmSync(path.join(publicDir, file));
      removed += 1;
    }
  }
  return { written, removed };
}
