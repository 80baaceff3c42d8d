import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PATH } from '../../src/node/admin/policy';
import { buildIn, copyProject, PROJECT_ROOT } from '../../tools/project-copy.cjs';

/**
 * After a change to styles alone, `gatsby build` ships the new styles on every page, with no
 * `gatsby clean` first. Gatsby 5 does not render a page again when only CSS changed in some cases,
 * and keeps that page's head with the old CSS inlined; the post-build step inline-stylesheets
 * (src/node/page-styles.ts) writes every page's inlined stylesheets from the build's CSS files.
 *
 * Two real builds in a copy of the project (tools/project-copy.cjs): one, then a change to a rule
 * of the global stylesheet and to one of a component's CSS module, then another. The copy stays in
 * the system's temporary folder between runs, so only the first run on a machine starts cold.
 */

const COPY = path.join(os.tmpdir(), `style-rebuild-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`);
const GLOBAL_CSS = 'src/styles/global.css';
/** A component's CSS module, on the pages that show job cards (home, portfolio, every job page). */
const MODULE_CSS = 'src/components/jobs/job-card.module.css';
const BUILD_MINUTES = 30;

/** The stylesheet with a declaration added to its first rule: a change the page's markup and scripts do not see. */
function withProbe(css: string, value: string): string {
  const rule = /^[^\s@/][^{]*\{/m.exec(css);
  if (!rule) throw new Error('found no rule to change');
  const end = rule.index + rule[0].length;
  return `${css.slice(0, end)}\n  --rebuild-probe: ${value};${css.slice(end)}`;
}

function setProbe(value: string): void {
  for (const file of [GLOBAL_CSS, MODULE_CSS]) {
    const original = fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    fs.writeFileSync(path.join(COPY, file), withProbe(original, `${value}-${path.basename(file, '.css').replace(/\W/g, '')}`));
  }
}

/** The editor's page is the CMS's own, made beside Gatsby's and styled by the CMS: none of the site's sheets belong on it. */
const EDITOR_DIR = `${ADMIN_PATH.slice(1)}${path.sep}`;

/** Every page of the copy's site build: its address and its HTML. */
function builtPages(): { address: string; html: string }[] {
  const publicDir = path.join(COPY, 'public');
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('page-data') && !file.startsWith('_gatsby') && !file.startsWith(EDITOR_DIR))
    .map((file) => ({ address: `/${file}`, html: fs.readFileSync(path.join(publicDir, file), 'utf8') }));
}

const INLINED = /<style data-href="([^"]+)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/g;

/** The pages whose inlined stylesheets differ from the build's CSS files of the same name. */
function pagesWithStaleSheets(pages: { address: string; html: string }[]): string[] {
  return pages.flatMap(({ address, html }) => {
    const sheets = [...html.matchAll(INLINED)];
    if (sheets.length === 0) return [`${address}: no inlined stylesheet`];
    return sheets
      .filter(([, href, css]) => css !== fs.readFileSync(path.join(COPY, 'public', href), 'utf8'))
      .map(([, href]) => `${address}: ${href}`);
  });
}

const showsJobCards = (address: string) => /^\/(landing\/?|home\/|)(index\.html|ourjobs\/)/.test(address);

test(
  'after a change to styles alone, every page inlines the current CSS files and no page keeps the old rules',
  async () => {
    copyProject(COPY);
    const run = randomBytes(4).toString('hex');
    const before = `${run}a`;
    const after = `${run}b`;

    setProbe(before);
    await buildIn(COPY);
    const first = builtPages();
    // The probe is there: the check below can see an old rule left on a page.
    expect(first.filter((page) => !page.html.includes(`--rebuild-probe:${before}-global`)).map((page) => page.address)).toEqual([]);
    expect(first.some((page) => page.html.includes(`--rebuild-probe:${before}-jobcardmodule`))).toBe(true);

    setProbe(after);
    await buildIn(COPY);
    const second = builtPages();
    expect(second.length).toBeGreaterThanOrEqual(first.length);
    expect(pagesWithStaleSheets(second)).toEqual([]);
    expect(second.filter((page) => page.html.includes(before)).map((page) => page.address)).toEqual([]);
    expect(second.filter((page) => !page.html.includes(`--rebuild-probe:${after}-global`)).map((page) => page.address)).toEqual([]);
    const cards = second.filter((page) => showsJobCards(page.address));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((page) => !page.html.includes(`--rebuild-probe:${after}-jobcardmodule`)).map((page) => page.address)).toEqual([]);
  },
  2 * BUILD_MINUTES * 60_000,
);
