import fs from 'node:fs';
import path from 'node:path';
import { entryFileOf, type HostPlan, type HostPage } from './host-pages';

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
 * Writes every copy (copiesOf) that is missing or differs; returns how many it wrote. The copies
 * of pages that are gone are removed with the other pages of earlier builds (stale-pages.ts).
 */
export function writeFlatPages(publicDir: string, copies: readonly { file: string; source: string }[]): number {
  let written = 0;
  for (const { file, source } of copies) {
    const html = fs.readFileSync(path.join(publicDir, source));
    const target = path.join(publicDir, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(html)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    written += 1;
  }
  return written;
}
