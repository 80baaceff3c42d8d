import fs from 'node:fs';
import path from 'node:path';

/**
 * Webpack's named chunk groups of the build (Gatsby writes them to public/webpack.stats.json): the
 * scripts and stylesheets of the app entry and of each page's component, which the post-build
 * steps, the hosts' caching rules and the editor's preview name.
 */
export type ChunkGroups = Record<string, { assets: { name: string }[] }>;

/** The chunk group of Gatsby's app entry, which every page runs and styles itself with. */
export const APP_CHUNK_GROUP = 'app';

/** The chunk groups of the build in publicDir, from the stats Gatsby writes beside it. */
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
