import type { Actions, CreatePageArgs, Page, PluginOptions } from 'gatsby';
import { createAliasPages } from '../../../src/node/pages/create-alias-pages';
import { HOME_JOB_COUNT, HOME_REEL_JOB_COUNT } from '../../../src/lib/constants';

function run(page: Page) {
  const created: Page[] = [];
  const deleted: Page[] = [];
  const actions = {
    createPage: (p: Page) => created.push(p),
    deletePage: (p: Page) => deleted.push(p),
  } as unknown as Actions;
  createAliasPages?.({ page, actions } as unknown as CreatePageArgs, { plugins: [] } as PluginOptions, () => undefined);
  return { created, deleted };
}

const page = (path: string): Page => ({ path, component: `/src/pages${path}.tsx`, context: {} });

test('the home page and its aliases get the counts of jobs it shows, as query variables', () => {
  const { created, deleted } = run(page('/'));
  expect(deleted.map((p) => p.path)).toEqual(['/']);
  expect(created.map((p) => [p.path, p.context])).toEqual([
    ['/', { jobCount: HOME_JOB_COUNT, reelJobCount: HOME_REEL_JOB_COUNT }],
    ['/landing', { jobCount: HOME_JOB_COUNT, reelJobCount: HOME_REEL_JOB_COUNT, canonicalPath: '/' }],
    ['/home', { jobCount: HOME_JOB_COUNT, reelJobCount: HOME_REEL_JOB_COUNT, canonicalPath: '/' }],
  ]);
});

test('another page keeps its own and gets its /landing alias; aliases get no aliases', () => {
  expect(run(page('/about'))).toEqual({ created: [{ ...page('/about'), path: '/landing/about', context: { canonicalPath: '/about' } }], deleted: [] });
  expect(run(page('/landing/about')).created).toEqual([]);
});
