/**
 * @jest-environment node
 */
import { hostPlanOf } from '../../../src/node/hosts/host-pages';
import { HOST_LIMITS, limitProblems } from '../../../src/node/hosts/host-limits';
import { headerRules } from '../../../src/node/hosts/headers-file';
import { redirectLine, redirectRules, redirectsFile } from '../../../src/node/hosts/redirects-file';
import { sitePages } from '../../support/site-pages';

// What each host makes of the file is tested in the hosts' own runtimes (e2e/hosts.test.ts).

test("two rewrites per numbered family to its entries' copies, after forced answers for Netlify where it would serve a file (the copies, the family's own page), whatever the number of entries", () => {
  const { plan } = hostPlanOf(sitePages());
  expect(redirectsFile(redirectRules(plan)).split('\n').filter((line) => line.startsWith('/'))).toEqual([
    '/landing/ourjobs/by-number/* /landing/ourjobs/404.html 404!',
    '/landing/ourjobs/404 /landing/ourjobs/404.html 404!',
    '/landing/ourjobs/404.html /landing/ourjobs/404.html 404!',
    '/landing/ourjobs/:n /landing/ourjobs/by-number/:n/ 200',
    '/landing/ourjobs/:n/* /landing/ourjobs/by-number/:n/ 200',
    '/landing/services/by-number/* /landing/services/404.html 404!',
    '/landing/services/404 /landing/services/404.html 404!',
    '/landing/services/404.html /landing/services/404.html 404!',
    '/landing/services/:n /landing/services/by-number/:n/ 200',
    '/landing/services/:n/* /landing/services/by-number/:n/ 200',
    '/ourjobs/by-number/* /ourjobs/404.html 404!',
    '/ourjobs/404 /ourjobs/404.html 404!',
    '/ourjobs/404.html /ourjobs/404.html 404!',
    '/ourjobs/:n /ourjobs/by-number/:n/ 200',
    '/ourjobs/:n/* /ourjobs/by-number/:n/ 200',
    '/services/by-number/* /services/404.html 404!',
    '/services/404 /services/404.html 404!',
    '/services/404.html /services/404.html 404!',
    '/services/:n /services/by-number/:n/ 200',
    '/services/:n/* /services/by-number/:n/ 200',
  ]);
  const many = hostPlanOf(sitePages({ jobs: 1000, services: 100 })).plan;
  expect(many.families.find((family) => family.base === '/ourjobs')?.entries).toHaveLength(1000);
  // From 404 jobs on, /ourjobs/404 is entry 404's address: its copy, not the family's page.
  const manyRules = redirectRules(many).map(redirectLine);
  expect(manyRules.filter((line) => !redirectRules(plan).map(redirectLine).includes(line))).toEqual([
    '/landing/ourjobs/404 /landing/ourjobs/by-number/404/ 200!',
    '/ourjobs/404 /ourjobs/by-number/404/ 200!',
  ]);
  expect(manyRules).toHaveLength(redirectRules(plan).length);
});

test('the build is stopped, naming the host, the limit and the count, by a file past a limit', () => {
  expect(limitProblems(redirectRules(hostPlanOf(sitePages()).plan), headerRules([]))).toEqual([]);
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
