import type { CreatePagesArgs } from 'gatsby';
import { JOB_SUCCESS_BLOCK_COUNT } from '../../lib/constants';
import { jobPath, numberedFamilyPlans, PATHS } from '../../lib/routes';
import { createPagesFromPlans } from './create-pages-from-plans';
import { followingItems } from '../../lib/following-items';

type JobNode = { id: string; title: string };

/** /ourjobs/{n}/{title} for every job (n from 1, in file order), its aliases, and the fallback to job 1. */
export async function createJobPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allJobsJson: { nodes: JobNode[] } }>(`
    query JobPages {
      allJobsJson(sort: { fields: { position: ASC } }) {
        nodes { id title }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the jobs for their pages', result.errors);
    return;
  }
  const jobs = result.data.allJobsJson.nodes;
  const plans = numberedFamilyPlans(PATHS.jobs, jobs, (node, number) => jobPath(number, node.title));
  createPagesFromPlans(
    actions.createPage,
    'src/templates/job.tsx',
    plans.map(({ plan, item }) => ({
      plan,
      context: { id: item.id, moreJobIds: followingItems(jobs, jobs.indexOf(item), JOB_SUCCESS_BLOCK_COUNT).map((job) => job.id) },
    })),
  );
}
