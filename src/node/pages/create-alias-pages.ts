import type { GatsbyNode } from 'gatsby';
import { HOME_JOB_COUNT, HOME_REEL_JOB_COUNT } from '../../lib/constants';
import { aliasPlans, isSpecialPage, LANDING_PREFIX, HOME_ALIAS, PATHS } from '../../lib/routes';

/**
 * The variables the queries of src/pages take, by page: how many entries of a list the page
 * shows, so that its query asks for those only.
 */
const PAGE_QUERY_VARIABLES: Readonly<Record<string, Record<string, unknown>>> = {
  [PATHS.home]: { jobCount: HOME_JOB_COUNT, reelJobCount: HOME_REEL_JOB_COUNT },
};

/**
 * Gives every page of src/pages its query variables and its /landing alias (and the home page its
 * /home alias). Pages made in createPages get theirs where they are made (Gatsby does not pass a
 * site's own pages back to it).
 */
export const createAliasPages: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (isSpecialPage(page.path) || page.path.startsWith(LANDING_PREFIX) || page.path === HOME_ALIAS) return;
  const variables = PAGE_QUERY_VARIABLES[page.path];
  const context = { ...page.context, ...variables };
  if (variables) {
    actions.deletePage(page);
    actions.createPage({ ...page, context });
  }
  const plan = { path: page.path, matchPath: page.matchPath, canonical: page.path };
  for (const alias of aliasPlans(plan)) {
    actions.createPage({ ...page, path: alias.path, matchPath: alias.matchPath, context: { ...context, canonicalPath: alias.canonical } });
  }
};
