import path from 'node:path';
import type { Actions } from 'gatsby';
import { aliasPlans, type PagePlan } from '../../lib/routes';

export type PageContext = Record<string, unknown>;

/** Creates a page for each plan and its /landing (and /home) aliases, all with the same context. */
export function createPagesFromPlans(
  createPage: Actions['createPage'],
  template: string,
  plans: readonly { plan: PagePlan; context: PageContext }[],
): void {
  const component = path.resolve(template);
  for (const { plan, context } of plans) {
    for (const page of [plan, ...aliasPlans(plan)]) {
      createPage({ path: page.path, matchPath: page.matchPath, component, context: { ...context, canonicalPath: page.canonical } });
    }
  }
}
