import fs from 'node:fs';
import path from 'node:path';
import { filesIn } from './files-in';

/**
 * Build internals that public/ holds while the site is built and that must not be published:
 * source maps (the build makes none; should a plugin write one, it goes too), webpack's statistics
 * and chunk map, and the scripts fragment Gatsby stitches into every page. Gatsby and the other post-build steps read them during the build, and Gatsby writes
 * each of them again in every build, so the build removes them as its very last step. The nginx
 * include refuses them too, and everything else under /_gatsby/ (fragments of pages, should the
 * site ever use Gatsby's slices, which later builds read back and which therefore stay).
 */
export const PRIVATE_FILES = {
  /** Paths relative to public/, and endings of files anywhere in it. */
  files: ['webpack.stats.json', 'chunk-map.json', '_gatsby/slices/_gatsby-scripts-1.html'],
  endings: ['.map'],
  /** What nginx refuses, as its locations. */
  nginxLocations: ['~ "\\.map$"', '= /webpack.stats.json', '= /chunk-map.json', '^~ /_gatsby/'],
} as const;

/** The private files public/ holds now, relative to it, sorted. */
export function privateFilesIn(publicDir: string): string[] {
  const named = PRIVATE_FILES.files.filter((file) => fs.existsSync(path.join(publicDir, file)));
  return [...named, ...filesIn(publicDir, PRIVATE_FILES.endings)].sort();
}

/** Removes them; returns what it removed. */
export function removePrivateFiles(publicDir: string): string[] {
  const found = privateFilesIn(publicDir);
  for (const file of found) fs.rmSync(path.join(publicDir, file), { force: true });
  return found;
}
