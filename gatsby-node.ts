import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { validateData, formatProblems } from './src/node/validate-data';
import { checkEmailSettings } from './src/node/check-email-settings';
import { createServicePages } from './src/node/create-service-pages';
import { createJobPages } from './src/node/create-job-pages';
import { createLegalPages } from './src/node/create-legal-pages';
import { createAliasPages } from './src/node/create-alias-pages';
import { writeOgImages } from './src/node/og-images';
import { writeRobotsTxt } from './src/node/robots';
import { deferScriptsInBuild } from './src/node/defer-scripts';
import { orderStylesheetsInBuild } from './src/node/page-styles';
import { prepareAdmin } from './src/node/admin/prepare-admin';
import { pruneAdminOutput } from './src/node/admin/build-admin';

export { createSchemaCustomization } from './src/node/schema';
export { addListPosition as onCreateNode } from './src/node/list-position';
export { createAliasPages as onCreatePage };
export { configureWebpack as onCreateWebpackConfig } from './src/node/webpack-config';

/**
 * The owner's safety net: check data/ and the email settings before anything else, and stop with
 * precise messages; then bring the content editor (/admin) up to date with the data schema.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problems = validateData(path.resolve(__dirname, 'data'));
  if (problems.length > 0) reporter.panic(formatProblems(problems));
  checkEmailSettings(reporter);
  await prepareAdmin(__dirname, reporter);
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await Promise.all([createServicePages(args), createJobPages(args), createLegalPages(args)]);
};

/** After the build: link-preview images for every canonical page, robots.txt, the pages' stylesheets and scripts set up for slow phones, and only the current /admin. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } }; siteJson: { siteName: string } }>(
    `query PostBuildSettings { site { siteMetadata { siteUrl } } siteJson { siteName } }`,
  );
  if (!result.data) {
    reporter.panicOnBuild('Could not read the site settings after the build', result.errors);
    return;
  }
  const publicDir = path.resolve(__dirname, 'public');
  const count = await writeOgImages(publicDir, result.data.siteJson.siteName);
  writeRobotsTxt(publicDir, result.data.site.siteMetadata.siteUrl);
  const restyled = orderStylesheetsInBuild(publicDir);
  const deferred = deferScriptsInBuild(publicDir);
  let pruned = 0;
  try {
    pruned = pruneAdminOutput(__dirname, publicDir);
  } catch (error) {
    reporter.panicOnBuild(`Publishing the content editor (/admin, src/node/admin/build-admin.ts) failed: ${(error as Error).message}`);
  }
  reporter.info(
    `Wrote ${count} link-preview images and robots.txt; ${restyled} pages got their stylesheets in order; ${deferred} pages load their scripts after the first paint; ${pruned} old files of /admin removed`,
  );
};
