import path from 'node:path';
import type { Reporter } from 'gatsby';
import { siteUrlFromEnv } from '../../lib/site-url';
import { buildAdmin } from './build-admin';
import { originUrl, readCmsSettings } from './cms-settings';
import { ADMIN_PATH } from './policy';

/**
 * The build step that writes /admin (see build-admin.ts): reads its settings, says what it did,
 * and stops the build, naming the step, when anything fails. A repository that nothing names is
 * allowed (a local copy works without one) and said out loud.
 */
export async function prepareAdmin(root: string, siteName: string, reporter: Pick<Reporter, 'panic' | 'warn' | 'info' | 'activityTimer'>): Promise<void> {
  const { settings, problems } = readCmsSettings(process.env, () => originUrl(root));
  if (problems.length > 0) {
    reporter.panic(
      [`The content editor's settings have ${problems.length} problem(s); fix them in .env or the environment (see .env.example):`, ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
    return;
  }
  if (!settings.repo) {
    reporter.warn(
      `The content editor (${ADMIN_PATH}) can edit a local copy, but cannot save to GitHub: no repository is named. Set CMS_GITHUB_REPO=owner/name in .env or the host's settings (see .env.example).`,
    );
  }
  const activity = reporter.activityTimer(`Content editor (${ADMIN_PATH})`);
  activity.start();
  try {
    const result = await buildAdmin(root, { settings, projectName: path.basename(root), siteName, siteUrl: siteUrlFromEnv() });
    activity.setStatus(`${result.bundled ? 'bundled' : 'bundle up to date'}; ${result.config}`);
  } catch (error) {
    reporter.panic(`Building the content editor (${ADMIN_PATH}, src/node/editor/) failed: ${(error as Error).message}`, error as Error);
  } finally {
    activity.end();
  }
}
