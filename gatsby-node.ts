import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { validateData, formatProblems } from './src/node/data/validate-data';
import { setAvifEffort } from './src/node/data/avif-effort';
import { checkEmailSettings } from './src/node/settings/check-email-settings';
import { warnOfSampleValues } from './src/node/settings/sample-values';
import { writeEditorSchemas } from './src/node/data/editor-schemas';
import { writeDataReadme } from './src/node/data/data-readme';
import { createServicePages } from './src/node/pages/create-service-pages';
import { createJobPages } from './src/node/pages/create-job-pages';
import { createLegalPages } from './src/node/pages/create-legal-pages';
import { createAliasPages } from './src/node/pages/create-alias-pages';
import { writeOgImages } from './src/node/post-build/og-images';
import { writeRobotsTxt } from './src/node/post-build/robots';
import { builtPages, chunkGroupsOf, runPageSteps, type SitePage } from './src/node/post-build/built-pages';
import { deferScriptsStep } from './src/node/post-build/defer-scripts';
import { compileInlineScript, INLINE_SCRIPT_FILES } from './src/node/webpack/inline-scripts';
import { inlineStylesheetsStep } from './src/node/post-build/inline-stylesheets';
import { perPageCss } from './src/node/webpack/css';
import { prepareForHosts } from './src/node/hosts/prepare-for-hosts';
import { PRECOMPRESSED_ENDINGS } from './src/node/hosts/precompress';
import { prepareAdmin } from './src/node/editor/prepare-admin';
import { pruneAdminOutput } from './src/node/editor/build-admin';
import { writePreviewStylesheets } from './src/node/editor/preview-styles';

export { createSchemaCustomization } from './src/node/data/graphql-types';
export { createResolvers } from './src/node/data/nodes-by-ids';
export { addListPosition as onCreateNode } from './src/node/data/list-position';
export { createAliasPages as onCreatePage };
export { configureWebpack as onCreateWebpackConfig } from './src/node/webpack/webpack-config';

/** The pictures' AVIFs at the effort that keeps a cold build short (src/node/data/avif-effort.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = () => setAvifEffort();

/**
 * The owner's safety net: check data/ and the email settings before anything else, and stop with
 * precise messages (or warn, while the owner's details are still the samples); then bring the content editor (/admin) up to date with the data schema.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problems = await validateData(path.resolve(__dirname, 'data'));
  if (problems.length > 0) reporter.panic(formatProblems(problems));
  warnOfSampleValues(reporter, path.resolve(__dirname, 'data'));
  const schemas = writeEditorSchemas(path.resolve(__dirname, 'data'));
  if (schemas.length > 0) reporter.info(`Rewrote the editor schemas of data/: ${schemas.join(', ')}`);
  if (writeDataReadme(path.resolve(__dirname, 'data'))) reporter.info('Rewrote the field tables of data/README.md');
  checkEmailSettings(reporter);
  await prepareAdmin(__dirname, reporter);
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await Promise.all([createServicePages(args), createJobPages(args), createLegalPages(args)]);
};

/** After the build: link-preview images for every canonical page, robots.txt, the pages' stylesheets and scripts set up for slow phones, only the current /admin (its preview given the site's stylesheets), and public/ made ready for the hosts. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, getNodesByType }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } }; siteJson: { siteName: string } }>(
    `query PostBuildSettings { site { siteMetadata { siteUrl } } siteJson { siteName } }`,
  );
  if (!result.data) {
    reporter.panicOnBuild('Could not read the site settings after the build', result.errors);
    return;
  }
  const publicDir = path.resolve(__dirname, 'public');
  const sitePages = getNodesByType('SitePage') as unknown as SitePage[];
  const pages = builtPages(sitePages);
  const cacheDir = path.resolve(__dirname, '.cache');
  const previews = await writeOgImages(publicDir, cacheDir, result.data.siteJson.siteName, pages);
  writeRobotsTxt(publicDir, result.data.site.siteMetadata.siteUrl);

  const groups = chunkGroupsOf(publicDir);
  const steps = [...(perPageCss() ? [inlineStylesheetsStep(publicDir, groups)] : []), deferScriptsStep(groups, compileInlineScript(INLINE_SCRIPT_FILES.loadScripts))];
  const outcome = runPageSteps(publicDir, cacheDir, pages, steps);
  if (outcome.problems.length > 0) {
    reporter.panicOnBuild(
      [`The post-build steps could not rewrite ${outcome.problems.length} page(s); has Gatsby changed how it writes pages?`, ...outcome.problems.map((p) => `  - ${p}`)].join('\n'),
    );
    return;
  }
  let pruned = 0;
  let previewStylesheets = 0;
  try {
    pruned = pruneAdminOutput(__dirname, publicDir, PRECOMPRESSED_ENDINGS);
    previewStylesheets = writePreviewStylesheets(publicDir, groups);
  } catch (error) {
    reporter.panicOnBuild(`Publishing the content editor (/admin, src/node/editor/build-admin.ts) failed: ${(error as Error).message}`);
  }
  reporter.info(
    `Drew ${previews.written} link-preview images (${previews.unchanged} unchanged since the last build) and wrote robots.txt; ${outcome.rewritten} pages got their stylesheets and load their scripts after the first paint (${outcome.unchanged} unchanged since the last build); ${pruned} old files of /admin removed, its preview styled with ${previewStylesheets} of the site's stylesheets`,
  );

  // Last, once the HTML is final: each page's policy hashes what it holds, then the internals read above are removed.
  await prepareForHosts(sitePages, graphql, reporter, __dirname);
};
