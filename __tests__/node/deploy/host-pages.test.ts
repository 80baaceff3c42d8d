/**
 * @jest-environment node
 */
import { hostPlanOf, htmlFileOf } from '../../../src/node/deploy/host-pages';
import { sitePageNodes } from '../../support/site-pages';

test('every page is served from the file Gatsby writes for it', () => {
  expect(htmlFileOf('/')).toBe('index.html');
  expect(htmlFileOf('/services/5/Website_Design')).toBe('services/5/Website_Design/index.html');
  expect(htmlFileOf('/404.html')).toBe('404.html');
  expect(htmlFileOf('/404')).toBe('404/index.html');
});

test("the site's pages give one alias rule per matchPath, the most specific first, and no problem", () => {
  const nodes = sitePageNodes();
  const { plan, problems } = hostPlanOf(nodes);
  expect(problems).toEqual([]);
  expect(plan.pages).toHaveLength(nodes.length);
  expect(plan.aliases.map((alias) => `${alias.base}/*`).sort()).toEqual(nodes.flatMap((node) => (node.matchPath ? [node.matchPath] : [])).sort());
  const order = plan.aliases.map((alias) => alias.base);
  expect(order.indexOf('/services/5')).toBeLessThan(order.indexOf('/services'));
  expect(order.indexOf('/landing/services/5')).toBeLessThan(order.indexOf('/landing/services'));
  expect(plan.aliases.find((alias) => alias.base === '/services')).toMatchObject({ baseIsPage: true, target: { path: '/services/0' } });
  expect(plan.aliases.find((alias) => alias.base === '/services/5')).toMatchObject({ baseIsPage: false, target: { path: '/services/5/Website_Design' } });
});

test('a matchPath the hosts cannot express, two pages claiming one, or no 404 page is reported by page', () => {
  const { problems } = hostPlanOf([
    { path: '/a', matchPath: '/a/:id' },
    { path: '/b/1', matchPath: '/b/*' },
    { path: '/b/2', matchPath: '/b/*' },
  ]);
  expect(problems).toEqual([
    'page /a: its matchPath "/a/:id" is not a fixed path followed by "/*", which is all the host rules can express',
    'there is no page at /404.html (src/pages/404.tsx) to answer unknown addresses',
    'pages /b/1 and /b/2 both answer "/b/*"',
  ]);
});
