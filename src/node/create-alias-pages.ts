import type { GatsbyNode } from 'gatsby';
import { aliasPlans, isSpecialPage, LANDING_PREFIX, HOME_ALIAS } from '../lib/routes';

/**
 * Gives every page of src/pages its /landing twin (and the home page its /home twin). Pages made
 * in createPages get theirs where they are made (Gatsby does not pass a site's own pages back to it).
 */
export const createAliasPages: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (isSpecialPage(page.path) || page.path.startsWith(LANDING_PREFIX) || page.path === HOME_ALIAS) return;
  const plan = { path: page.path, matchPath: page.matchPath, canonical: page.path };
  for (const twin of aliasPlans(plan)) {
    actions.createPage({ ...page, path: twin.path, matchPath: twin.matchPath, context: { ...page.context, canonicalPath: twin.canonical } });
  }
};
