import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateHtmlPath } from 'gatsby-core-utils';
import { isCanonicalPage } from '../../lib/routes';

/**
 * The post-build steps' view of the build: the pages Gatsby made (from its own page list, never
 * from reading the HTML), webpack's chunk groups, and one loop that passes each page through the
 * steps. A step that does not find in a page what it must change stops the build, naming the step
 * and the page: a Gatsby release that writes its pages differently fails loudly, not silently.
 */

/** A page as Gatsby lists it (a SitePage node). */
export type SitePage = { path: string; componentChunkName: string; matchPath?: string | null; context?: { canonicalPath?: unknown } | null };

/** A page of the build: its address, its component's chunk group, its HTML file inside public/, and whether it is its screen's canonical page. */
export type BuiltPage = { path: string; component: string; file: string; canonical: boolean };

/**
 * Where Gatsby writes a page's HTML, relative to public/ and with forward slashes, by Gatsby's own
 * rule (`/about` → `about/index.html`, `/404.html` → `404.html`). Every step that reads or serves
 * a page's file uses this one mapping.
 */
export function htmlFileOf(pagePath: string): string {
  const root = path.resolve('/');
  return path.relative(root, generateHtmlPath(root, pagePath)).split(path.sep).join('/');
}

/** The HTML file of every page Gatsby made. */
export function builtPages(sitePages: readonly SitePage[]): BuiltPage[] {
  return sitePages.map((page) => ({
    path: page.path,
    component: page.componentChunkName,
    file: htmlFileOf(page.path),
    canonical: isCanonicalPage(page.path, page.context),
  }));
}

export type ChunkGroups = Record<string, { assets: { name: string }[] }>;

/** The chunk group of Gatsby's app entry, which every page runs and styles itself with. */
export const APP_CHUNK_GROUP = 'app';

/** Webpack's named chunk groups of the build, from the stats Gatsby writes beside it. */
export function chunkGroupsOf(publicDir: string): ChunkGroups {
  const file = path.join(publicDir, 'webpack.stats.json');
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as { namedChunkGroups?: ChunkGroups };
  if (!stats.namedChunkGroups) throw new Error(`${file} has no namedChunkGroups`);
  return stats.namedChunkGroups;
}

/** The files of one named chunk group that end with `extension`, as a page requests them. */
export function assetsOf(groups: ChunkGroups, name: string, extension: '.js' | '.css'): string[] {
  const group = groups[name];
  if (!group) throw new Error(`public/webpack.stats.json has no chunk group "${name}"`);
  return group.assets.map((asset) => `/${asset.name}`).filter((source) => source.endsWith(extension));
}

/**
 * One post-build step: rewrites a page's HTML. When the page lacks what the step must change, it
 * throws a PageStepError saying what it looked for. `inputs` names what the step writes into the
 * page from elsewhere (the stylesheets' and scripts' file names): when they change, the page is
 * rewritten even if Gatsby kept it.
 */
export type PageStep = { name: string; inputs: (page: BuiltPage) => string; rewrite: (html: string, page: BuiltPage) => string };

export class PageStepError extends Error {}

/** Where the steps remember what they wrote, so that a page Gatsby did not write again is left alone. */
const RECORD_FILE = 'post-build-pages.json';

const digest = (html: string) => createHash('sha256').update(html).digest('base64url');

export type StepsOutcome = { rewritten: number; unchanged: number; problems: string[] };

/**
 * Passes every page of the build through the steps, in order, and writes it back. A page whose
 * HTML is still what the steps wrote last time (Gatsby kept it from the build before), with the
 * same inputs, is skipped. A missing page or a step's PageStepError is a problem; the caller
 * stops the build on any.
 */
export function runPageSteps(publicDir: string, cacheDir: string, pages: readonly BuiltPage[], steps: readonly PageStep[]): StepsOutcome {
  const recordFile = path.join(cacheDir, RECORD_FILE);
  const record: Record<string, string> = fs.existsSync(recordFile) ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Record<string, string>) : {};
  const outcome: StepsOutcome = { rewritten: 0, unchanged: 0, problems: [] };
  const next: Record<string, string> = {};
  const inputsOf = (page: BuiltPage) => steps.map((step) => `${step.name}: ${step.inputs(page)}`).join('\n');
  for (const page of pages) {
    const target = path.join(publicDir, page.file);
    if (!fs.existsSync(target)) {
      outcome.problems.push(`page ${page.path}: Gatsby wrote no ${page.file}`);
      continue;
    }
    const html = fs.readFileSync(target, 'utf8');
    const inputs = inputsOf(page);
    if (record[page.file] === digest(html + inputs)) {
      next[page.file] = record[page.file];
      outcome.unchanged += 1;
      continue;
    }
    let rewritten = html;
    try {
      for (const step of steps) {
        try {
          rewritten = step.rewrite(rewritten, page);
        } catch (error) {
          if (error instanceof PageStepError) throw new PageStepError(`${step.name}: page ${page.path} (public/${page.file}): ${error.message}`);
          throw error;
        }
      }
    } catch (error) {
      if (!(error instanceof PageStepError)) throw error;
      outcome.problems.push(error.message);
      continue;
    }
    fs.writeFileSync(target, rewritten);
    next[page.file] = digest(rewritten + inputs);
    outcome.rewritten += 1;
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify(next));
  return outcome;
}
