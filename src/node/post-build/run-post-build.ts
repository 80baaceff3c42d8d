import path from 'node:path';
import type { Reporter } from 'gatsby';
import type { BuiltPage } from '../pages/built-pages';
import { chunkGroupsOf } from '../webpack/chunk-groups';
import { perPageCss } from '../webpack/css';
import { compileInlineScript, INLINE_SCRIPT_FILES } from '../webpack/inline-scripts';
import { deferScriptsStep } from './defer-scripts';
import { inlineStylesheetsStep } from './inline-stylesheets';
import { writeOgImages } from './og-images';
import { runPageSteps } from './page-steps';
import { writeRobotsTxt } from './robots';
import { runtimeGlobalsStep } from './runtime-globals';

/** What the post-build stage needs of the site's settings. */
export type PostBuildSettings = { siteName: string; siteUrl: string };

/**
 * The post-build stage, over the pages Gatsby wrote to rootDir/public: a link-preview image for
 * every canonical page, robots.txt, then each page's HTML through the page steps (its stylesheets
 * inlined, Gatsby's runtime globals moved into a file, its scripts loaded after the first paint). Says what it did; stops the build, naming
 * every page a step could not rewrite.
 */
export async function runPostBuild(rootDir: string, pages: readonly BuiltPage[], settings: PostBuildSettings, reporter: Pick<Reporter, 'info' | 'panicOnBuild'>): Promise<void> {
  const publicDir = path.join(rootDir, 'public');
  const cacheDir = path.join(rootDir, '.cache');
  const previews = await writeOgImages(publicDir, cacheDir, settings.siteName, pages);
  writeRobotsTxt(publicDir, settings.siteUrl);

  const groups = chunkGroupsOf(publicDir);
  const steps = [
    ...(perPageCss() ? [inlineStylesheetsStep(publicDir, groups)] : []),
    runtimeGlobalsStep(publicDir),
    deferScriptsStep(groups, compileInlineScript(INLINE_SCRIPT_FILES.loadScripts)),
  ];
  const outcome = runPageSteps(publicDir, cacheDir, pages, steps);
  if (outcome.problems.length > 0) {
    reporter.panicOnBuild(
      [
        `The post-build steps could not rewrite ${outcome.problems.length} page(s); has Gatsby changed how it writes pages?`,
        ...outcome.problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
    return;
  }
  reporter.info(`Post-build: ${previews.written} link-preview images drawn (${previews.unchanged} unchanged), robots.txt written`);
  reporter.info(`Post-build: ${outcome.rewritten} pages given their stylesheets and deferred scripts (${outcome.unchanged} unchanged)`);
}
