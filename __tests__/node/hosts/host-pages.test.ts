/**
 * @jest-environment node
 */
import { hostPlanOf } from '../../../src/node/hosts/host-pages';
import { pagesAt, sitePages } from '../../support/site-pages';
import { dataFixture } from '../../support/data-fixture';

test("the site's pages make four numbered families, each with its entries and its page for other numbers", () => {
  const { plan, problems } = hostPlanOf(sitePages());
  const jobs = dataFixture()['jobs.json'].length;
  const services = dataFixture()['services.json'].length;
  expect(problems).toEqual([]);
  expect(plan.families.map((family) => [family.base, family.notFound.file, family.entries.length])).toEqual([
    ['/landing/ourjobs', 'landing/ourjobs/404.html', jobs],
    ['/landing/services', 'landing/services/404.html', services],
    ['/ourjobs', 'ourjobs/404.html', jobs],
    ['/services', 'services/404.html', services],
  ]);
  expect(plan.families[3].entries[1]).toEqual({ number: '2', page: { path: '/services/2/Service_Two', file: 'services/2/Service_Two/index.html' } });
});

test('a matchPath the hosts cannot express, two pages claiming one, an entry without its family page, or no 404 page is reported by page', () => {
  const { problems } = hostPlanOf(pagesAt([
    { path: '/a', matchPath: '/a/:id' },
    { path: '/b/1/x', matchPath: '/b/1/*' },
    { path: '/b/1/y', matchPath: '/b/1/*' },
    { path: '/b/404.html', matchPath: '/b/*' },
    { path: '/c/1/x', matchPath: '/c/1/*' },
  ]));
  expect(problems).toEqual([
    'page /a: its matchPath "/a/:id" is neither "{base}/{number}/*" nor "{base}/*" on a page at "{base}/404.html", which is all the host rules can express',
    'pages /b/1/x and /b/1/y both answer "/b/1/*"',
    'page /c/1/x: its family /c has no page at /c/404.html for the numbers it lacks',
    'there is no page at /404.html (src/pages/404.tsx) to answer unknown addresses',
  ]);
});
