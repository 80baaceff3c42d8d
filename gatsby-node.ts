import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteUrlFromEnv } from './src/lib/site-url';
import { validateData, formatProblems } from './src/node/data/validate-data';
import { setAvifEffort } from './src/node/data/avif-effort';
import { writeEditorSchemas } from './src/node/data/editor-schemas';
import { writeDataReadme } from './src/node/data/data-readme';
import { checkEmailSettings } from './src/node/settings/check-email-settings';
import { warnOfSampleValues } from './src/node/settings/sample-values';
import { readSiteSettings } from './src/node/settings/site-settings';
import { builtPages, type SitePage } from './src/node/pages/built-pages';
import { createServicePages } from './src/node/pages/create-service-pages';
import { createJobPages } from './src/node/pages/create-job-pages';
import { createLegalPages } from './src/node/pages/create-legal-pages';
import { createAliasPages } from './src/node/pages/create-alias-pages';
import { runPostBuild } from './src/node/post-build/run-post-build';
import { prepareAdmin } from './src/node/editor/prepare-admin';
import { publishAdmin } from './src/node/editor/publish-admin';
import { prepareForHosts } from './src/node/hosts/prepare-for-hosts';
import { PRECOMPRESSED_ENDINGS } from './src/node/hosts/precompress';

/**
 * Gatsby's build hooks, each handed to its stage in src/node/ (docs/architecture.md, "The map"):
 * data → settings → pages → webpack → post-build → editor → hosts.
 */
const ROOT = __dirname;
const DATA_DIR = path.join(ROOT, 'data');

export { createSchemaCustomization } from './src/node/data/graphql-types';
export { createResolvers } from './src/node/data/nodes-by-ids';
export { addListPosition as onCreateNode } from './src/node/data/list-position';
export { createAliasPages as onCreatePage };
export { configureWebpack as onCreateWebpackConfig } from './src/node/webpack/webpack-config';

/** The pictures' AVIFs at the effort that keeps a cold build short. */
export const onPreInit: GatsbyNode['onPreInit'] = () => setAvifEffort();

/** Before anything else: data/ and the settings checked (the build stops, naming what is wrong), the files made from the schema, /admin. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problems = await validateData(DATA_DIR);
  if (problems.length > 0) reporter.panic(formatProblems(problems));
  const site = readSiteSettings(DATA_DIR);
  warnOfSampleValues(reporter, site);
  const schemas = writeEditorSchemas(DATA_DIR);
  if (schemas.length > 0) reporter.info(`Rewrote the editor schemas of data/: ${schemas.join(', ')}`);
  if (writeDataReadme(DATA_DIR)) reporter.info('Rewrote the field tables of data/README.md');
  checkEmailSettings(reporter);
  await prepareAdmin(ROOT, site.siteName, reporter);
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await Promise.all([createServicePages(args), createJobPages(args), createLegalPages(args)]);
};

/** After the build: the pages' post-build steps, then /admin's files, then public/ made ready for the hosts (last: each page's policy hashes its final HTML). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const site = readSiteSettings(DATA_DIR);
  const pages = builtPages(getNodesByType('SitePage') as unknown as SitePage[]);
  await runPostBuild(ROOT, pages, { siteName: site.siteName, siteUrl: siteUrlFromEnv() }, reporter);
  publishAdmin(ROOT, PRECOMPRESSED_ENDINGS, reporter);
  await prepareForHosts(ROOT, pages, site.mapEmbedUrl, reporter);
};
