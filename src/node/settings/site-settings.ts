import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS, type Site } from '../data/data-schema';
import { checkShape, formatProblems, jsonSyntaxProblem } from '../data/validate-data';

/** The file of the owner's and the business's details, in data/. */
export const SITE_FILE = 'site.json';

/**
 * The owner's and the business's details (data/site.json), as the build's own code reads them:
 * the site's configuration, the warnings, the editor, the link previews and the hosts' policies.
 * (The pages read them with their GraphQL queries.) Checked against the data schema as
 * validate-data.ts checks it, so a field that is missing or wrong stops the build with the same
 * message wherever it is read first.
 */
export function readSiteSettings(dataDir: string): Site {
  const shown = `data/${SITE_FILE}`;
  const text = fs.readFileSync(path.join(dataDir, SITE_FILE), 'utf8');
  const syntax = jsonSyntaxProblem(shown, text);
  if (syntax) throw new Error(formatProblems([syntax]));
  const site: unknown = JSON.parse(text);
  const { problems } = checkShape(shown, '', site, COLLECTIONS[SITE_FILE]);
  if (problems.length > 0) throw new Error(formatProblems(problems));
  return site as Site;
}
