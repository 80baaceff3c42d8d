import type { GatsbyNode } from 'gatsby';

/**
 * Query fields that fetch entries by id, for a page that shows a few entries of a long list
 * chosen when the page was made (a job page's other jobs, whose ids are in its context).
 *
 * Gatsby runs a page's query again after a data change when the page depends on what changed.
 * A list query (`allJobsJson`, even with a filter on ids) makes the page depend on every entry of
 * the type, so one edited job would query every job page again; these fields make it depend on
 * the entries it asked for only.
 */

type NodeModel = { getNodesByIds: (args: { ids: readonly string[]; type: string }) => readonly { id: string }[] };
type ResolverContext = { nodeModel: NodeModel };

/** The fields: each list type, under the name a query asks for it. */
const BY_IDS_FIELDS = { jobsJsonByIds: 'JobsJson' } as const;

/** Resolves the entries of `type` with `ids`, in that order; an id that names no such entry is an error. */
export function resolveByIds(type: string, ids: readonly string[], context: ResolverContext): readonly { id: string }[] {
  const nodes = context.nodeModel.getNodesByIds({ ids, type });
  const missing = ids.filter((id) => !nodes.some((node) => node.id === id));
  if (missing.length > 0) throw new Error(`No ${type} entry has the id ${missing.join(', ')}`);
  return ids.map((id) => nodes.find((node) => node.id === id) as { id: string });
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: addResolvers }) => {
  const fields = Object.fromEntries(
    Object.entries(BY_IDS_FIELDS).map(([field, type]) => [
      field,
      {
        type: `[${type}!]!`,
        args: { ids: '[String!]!' },
        resolve: (_source: unknown, args: { ids: string[] }, context: ResolverContext) => resolveByIds(type, args.ids, context),
      },
    ]),
  );
  addResolvers({ Query: fields });
};
