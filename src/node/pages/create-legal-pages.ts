import type { CreatePagesArgs } from 'gatsby';
import { legalPath } from '../../lib/routes';
import { createPagesFromPlans } from './create-pages-from-plans';

type LegalNode = { id: string; slug: string };

/** The Terms of Service and the Privacy Policy, one page per file in data/legal/. */
export async function createLegalPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allLegalJson: { nodes: LegalNode[] } }>(`
    query LegalPages {
      allLegalJson {
        nodes { id slug }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the legal texts for their pages', result.errors);
    return;
  }
  createPagesFromPlans(
    actions.createPage,
    'src/templates/legal.tsx',
    result.data.allLegalJson.nodes.map((node) => {
      const path = legalPath(node.slug);
      return { plan: { path, canonical: path }, context: { id: node.id } };
    }),
  );
}
