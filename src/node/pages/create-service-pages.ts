import type { CreatePagesArgs } from 'gatsby';
import { numberedFamilyPlans, PATHS, servicePath } from '../../lib/routes';
import { createPagesFromPlans } from './create-pages-from-plans';

type ServiceNode = { id: string; jsonId: number; slug: string };

/** /services/{id}/{slug} for every service, its aliases, and the fallback to the first one. */
export async function createServicePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allServicesJson: { nodes: ServiceNode[] } }>(`
    query ServicePages {
      allServicesJson(sort: { jsonId: ASC }) {
        nodes { id jsonId slug }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the services for their pages', result.errors);
    return;
  }
  const plans = numberedFamilyPlans(PATHS.services, result.data.allServicesJson.nodes, (node) =>
    servicePath({ id: node.jsonId, slug: node.slug }),
  );
  createPagesFromPlans(
    actions.createPage,
    'src/templates/service.tsx',
    plans.map(({ plan, item }) => ({ plan, context: { id: item.id } })),
  );
}
