import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { validateData, formatProblems } from './src/node/validate-data';
import { checkEmailSettings } from './src/node/check-email-settings';
import { createServicePages } from './src/node/create-service-pages';
import { createJobPages } from './src/node/create-job-pages';
import { createLegalPages } from './src/node/create-legal-pages';
import { createAliasPages } from './src/node/create-alias-pages';

export { createSchemaCustomization } from './src/node/schema';
export { addListPosition as onCreateNode } from './src/node/list-position';
export { createAliasPages as onCreatePage };

/** The owner's safety net: check data/ and the email settings before anything else, and stop with precise messages. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const problems = validateData(path.resolve(__dirname, 'data'));
  if (problems.length > 0) reporter.panic(formatProblems(problems));
  checkEmailSettings(reporter);
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await Promise.all([createServicePages(args), createJobPages(args), createLegalPages(args)]);
};
