import fs from 'node:fs';
import path from 'node:path';

/** Every HTML page of the build, as paths relative to publicDir, sorted. */
export function builtHtmlFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export type ChunkGroups = Record<string, { assets: { name: string }[] }>;

/** The chunk group of Gatsby's app entry, which every page runs and styles itself with. */
export const APP_CHUNK_GROUP = 'app';

/** Webpack's named chunk groups of the build, from the stats Gatsby writes beside it. */
export function chunkGroupsOf(publicDir: string): ChunkGroups {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { namedChunkGroups: ChunkGroups };
  return stats.namedChunkGroups;
}

/** The files of one named chunk group that end with `extension`, as a page requests them. */
export function assetsOf(groups: ChunkGroups, name: string, extension: '.js' | '.css'): string[] {
  const group = groups[name];
  if (!group) throw new Error(`public/webpack.stats.json has no chunk group "${name}"`);
  return group.assets.map((asset) => `/${asset.name}`).filter((source) => source.endsWith(extension));
}

/** The page's path, as Gatsby writes it into every page. */
const PAGE_PATH = /window\.pagePath="([^"]*)"/;

/** The component of a built page, from its page data; null for a page without any (a redirect). */
export function componentOf(publicDir: string, html: string): string | null {
  const pagePath = PAGE_PATH.exec(html)?.[1];
  if (pagePath === undefined) return null;
  const dataDir = pagePath.replace(/^\/|\/$/g, '') || 'index';
  const dataFile = path.join(publicDir, 'page-data', dataDir, 'page-data.json');
  if (!fs.existsSync(dataFile)) return null;
  return (JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { componentChunkName: string }).componentChunkName;
}

/**
 * Passes every built page through `rewrite`, with the page's component (null for a page without
 * one), and writes back those it changed; returns how many it changed.
 */
export function rewriteBuiltPages(publicDir: string, rewrite: (html: string, component: string | null) => string): number {
  let changed = 0;
  for (const file of builtHtmlFiles(publicDir)) {
    const target = path.join(publicDir, file);
    const html = fs.readFileSync(target, 'utf8');
    const rewritten = rewrite(html, componentOf(publicDir, html));
    if (rewritten !== html) {
      fs.writeFileSync(target, rewritten);
      changed += 1;
    }
  }
  return changed;
}
