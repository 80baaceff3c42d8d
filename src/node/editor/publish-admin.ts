import path from 'node:path';
import type { Reporter } from 'gatsby';
import { chunkGroupsOf } from '../webpack/chunk-groups';
import { pruneAdminOutput } from './build-admin';
import { ADMIN_PATH } from './policy';
import { writePreviewStylesheets } from './preview-styles';

/**
 * After the build: public/admin/ keeps only the current editor (build-admin.ts), and its page names
 * the site's stylesheets for the preview (preview-styles.ts). `precompressedEndings` are the host
 * step's, whose copies of current files stay. Stops the build, naming the step, on any failure.
 */
export function publishAdmin(rootDir: string, precompressedEndings: readonly string[], reporter: Pick<Reporter, 'info' | 'panicOnBuild'>): void {
  const publicDir = path.join(rootDir, 'public');
  try {
    const pruned = pruneAdminOutput(rootDir, publicDir, precompressedEndings);
    const stylesheets = writePreviewStylesheets(publicDir, chunkGroupsOf(publicDir));
    reporter.info(`Content editor (${ADMIN_PATH}): ${pruned} old files removed, its preview styled with ${stylesheets} of the site's stylesheets`);
  } catch (error) {
    reporter.panicOnBuild(`Publishing the content editor (${ADMIN_PATH}, src/node/editor/) failed: ${(error as Error).message}`);
  }
}
