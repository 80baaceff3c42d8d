import fs from 'node:fs';
import path from 'node:path';
import { runtimeGlobalsSource } from '../post-build/runtime-globals';
import type { ChunkGroups } from '../webpack/chunk-groups';
import { hashedAssets, rootAssetHash, ROOT_ASSET_HASH_IN_TEXT } from './cache-rules';

/**
 * The hashed scripts and stylesheets at the top of public/ that no page of this build can load,
 * relative to public/, sorted.
 *
 * Webpack names each file by its content, and Gatsby never removes the files of earlier builds. A
 * host that keeps public/ between builds (Cloudflare Pages' build cache keeps Gatsby's .cache and
 * public) would collect them build after build, and _headers has a rule for each (a year's
 * caching): past Cloudflare's 100 header rules the build would stop. Kept are the files of
 * webpack's chunk groups (webpack.stats.json), this build's file of Gatsby's runtime globals
 * (src/node/post-build/runtime-globals.ts, named by the build's hash in page-data/app-data.json),
 * and every file whose hash a kept script names (the runtime's map of the chunks it loads later),
 * and so on until no new one is found.
 */
export function staleRootAssets(publicDir: string, groups: ChunkGroups): string[] {
  const { rootAssets } = hashedAssets(publicDir);
  const byHash = new Map<string, string[]>();
  for (const name of rootAssets) {
    const hash = rootAssetHash(name);
    if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
  }
  const onDisk = new Set(rootAssets);
  const kept = new Set(Object.values(groups).flatMap((group) => group.assets.map((asset) => asset.name).filter((name) => onDisk.has(name))));
  if (kept.size === 0) throw new Error('public/webpack.stats.json names none of the scripts and stylesheets in public/: has Gatsby changed how it writes them?');
  const globals = runtimeGlobalsSource(buildHashOf(publicDir)).slice(1);
  if (!onDisk.has(globals)) throw new Error(`public/${globals}, the build's file of Gatsby's runtime globals, is missing: see src/node/post-build/runtime-globals.ts`);
  kept.add(globals);
  const toRead = [...kept].filter((name) => name.endsWith('.js'));
  while (toRead.length > 0) {
    const script = toRead.pop() as string;
    for (const [hash] of fs.readFileSync(path.join(publicDir, script), 'utf8').matchAll(ROOT_ASSET_HASH_IN_TEXT)) {
      for (const name of byHash.get(hash) ?? []) {
        if (kept.has(name)) continue;
        kept.add(name);
        if (name.endsWith('.js')) toRead.push(name);
      }
    }
  }
  return rootAssets.filter((name) => !kept.has(name));
}

/** The build's compilation hash, as Gatsby writes it for its runtime. */
function buildHashOf(publicDir: string): string {
  const file = path.join(publicDir, 'page-data', 'app-data.json');
  const hash = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { webpackCompilationHash?: unknown }).webpackCompilationHash : undefined;
  if (typeof hash !== 'string') throw new Error(`public/page-data/app-data.json holds no webpackCompilationHash: has Gatsby changed how it writes it?`);
  return hash;
}

/** Removes them; returns what it removed (their precompressed copies go with the next step's orphans). */
export function removeStaleRootAssets(publicDir: string, groups: ChunkGroups): string[] {
  const stale = staleRootAssets(publicDir, groups);
  for (const name of stale) fs.rmSync(path.join(publicDir, name));
  return stale;
}
