/**
 * @jest-environment node
 */
import { hostPlanOf } from '../../../src/node/deploy/host-pages';
import { HOST_LIMITS, limitProblems } from '../../../src/node/deploy/host-limits';
import { headerRules } from '../../../src/node/deploy/headers-file';
import { redirectRules, redirectsFile } from '../../../src/node/deploy/redirects-file';
import { sitePageNodes } from '../../support/site-pages';

// What each host makes of the file is tested in the hosts' own runtimes (e2e/hosts.test.ts).

test("two rewrites per numbered family to its entries' copies, after a forced 404 for the copies' own addresses, whatever the number of entries", () => {
  const { plan } = hostPlanOf(sitePageNodes());
  expect(redirectsFile(redirectRules(plan)).split('\n').filter((line) => line.startsWith('/'))).toEqual([
    '/landing/ourjobs/by-number/* /landing/ourjobs/404.html 404!',
    '/landing/ourjobs/:n /landing/ourjobs/by-number/:n/ 200',
    '/landing/ourjobs/:n/* /landing/ourjobs/by-number/:n/ 200',
    '/landing/services/by-number/* /landing/services/404.html 404!',
    '/landing/services/:n /landing/services/by-number/:n/ 200',
    '/landing/services/:n/* /landing/services/by-number/:n/ 200',
    '/ourjobs/by-number/* /ourjobs/404.html 404!',
    '/ourjobs/:n /ourjobs/by-number/:n/ 200',
    '/ourjobs/:n/* /ourjobs/by-number/:n/ 200',
    '/services/by-number/* /services/404.html 404!',
    '/services/:n /services/by-number/:n/ 200',
    '/services/:n/* /services/by-number/:n/ 200',
  ]);
  const many = hostPlanOf(sitePageNodes({ jobs: 1000, services: 100 })).plan;
  expect(many.families.find((family) => family.base === '/ourjobs')?.entries).toHaveLength(1000);
  expect(redirectRules(many)).toEqual(redirectRules(plan));
});

test('the build is stopped, naming the host, the limit and the count, by a file past a limit', () => {
  expect(limitProblems(redirectRules(hostPlanOf(sitePageNodes()).plan), headerRules([]))).toEqual([]);
  const dynamic = Array.from({ length: HOST_LIMITS.dynamicRedirects + 1 }, (_, i) => ({ from: `/f${i}/:n/*`, to: `/f${i}/:n`, status: 200 as const }));
  const fixed = Array.from({ length: HOST_LIMITS.staticRedirects + 1 }, (_, i) => ({ from: `/s${i}`, to: '/', status: 200 as const }));
  const long = { from: `/${'x'.repeat(1000)}`, to: '/', status: 200 as const };
  const headers = Array.from({ length: HOST_LIMITS.headerRules + 1 }, (_, i) => ({ pattern: `/h${i}`, headers: [['X-Long', i === 0 ? 'y'.repeat(2000) : 'y'] as [string, string]] }));
  expect(limitProblems([...fixed, ...dynamic, long], headers)).toEqual([
    'Cloudflare Pages: public/_redirects has 2002 static rules; Cloudflare Pages reads at most 2000',
    'Cloudflare Pages: public/_redirects has 101 dynamic rules (with a placeholder or *); Cloudflare Pages reads at most 100',
    `Cloudflare Pages: public/_redirects has 1007 characters in the rule "/${'x'.repeat(59)}…"; Cloudflare Pages reads at most 1000`,
    'Cloudflare Pages: public/_headers has 101 rules; Cloudflare Pages reads at most 100',
    'Cloudflare Pages: public/_headers has 2008 characters in the X-Long line of /h0; Cloudflare Pages reads at most 2000',
  ]);
});
