/**
 * @jest-environment node
 */
import { hostPlanOf } from '../../../src/node/hosts/host-pages';
import { nginxInclude } from '../../../src/node/hosts/nginx-include';
import { securityHeaders, type SectionPolicy } from '../../../src/node/hosts/security-headers';
import { pagesAt, sitePages } from '../../support/site-pages';

const { plan } = hostPlanOf(sitePages());
const include = nginxInclude(plan);

/** The locations of the include, each with its lines. */
const locations = [...include.matchAll(/^location (.+) \{\n([\s\S]*?)\n\}$/gm)].map((m) => ({ name: m[1], body: m[2] }));

test("each numbered family answers its entries' numbers from their copies, anything else with its own 404 page", () => {
  const family = locations.find((location) => location.name === '^~ /services/')?.body.split('\n').map((line) => line.trim()) ?? [];
  expect(family[0]).toBe('error_page 404 /services/404.html;');
  expect(family.at(-1)).toBe('try_files $uri $uri/index.html @family_services;');
  expect(locations.find((location) => location.name === '@family_services')?.body.split('\n').map((line) => line.trim())).toEqual([
    'error_page 404 /services/404.html;',
    'rewrite "^/services/(\\d+)(?:/.*)?$" /services/by-number/$1/index.html last;',
    'return 404;',
  ]);
  expect(locations.map((location) => location.name).filter((name) => name.startsWith('@'))).toHaveLength(plan.families.length);
  // The copies answer only through the rewrite above, never at their own address.
  const copies = locations.find((location) => location.name === '^~ /services/by-number/')?.body.split('\n').map((line) => line.trim()) ?? [];
  expect(copies.slice(0, 2)).toEqual(['internal;', 'error_page 404 /services/404.html;']);
  const own = locations.find((location) => location.name === '= /services/404.html')?.body.split('\n').map((line) => line.trim()) ?? [];
  expect(own.slice(0, 2)).toEqual(['internal;', 'error_page 404 /services/404.html;']);
});

test('an address ending with a slash is redirected without it, but under a family answered as the address without it (as the CDNs do)', () => {
  const redirect = /^rewrite "([^"]+)" \/\$1 permanent;$/m.exec(include)?.[1];
  if (redirect === undefined) throw new Error('the include has no redirect of addresses ending with a slash');
  const redirected = ['/about/', '/services/', '/landing/', '/landing/about/', '/servicesx/5/', '/services/5/', '/services/abc/', '/services/5/x/', '/landing/ourjobs/3/'].filter((address) => new RegExp(redirect).test(address));
  expect(redirected).toEqual(['/about/', '/services/', '/landing/', '/landing/about/', '/servicesx/5/']);
  const family = locations.find((location) => location.name === '^~ /services/')?.body.split('\n').map((line) => line.trim()) ?? [];
  expect(family).toContain('rewrite "^(.+)/$" $1 last;');
});

test("nginx takes for an entry's number exactly what the page plan takes for one", () => {
  // The page plan's reading: which segments after /services make an entry of the family (none of them a number the test data's services have).
  const segments = ['99', '12', '0', '007', 'abc', '5a', 'a5', '-1', '1.5', 'by-number'];
  const asEntry = (segment: string) => {
    const nodes = [...sitePages(), ...pagesAt([{ path: `/services/${segment}/x`, matchPath: `/services/${segment}/*` }])];
    const { plan: planned, problems } = hostPlanOf(nodes);
    return problems.length === 0 && planned.families.some((family) => family.base === '/services' && family.entries.some((entry) => entry.number === segment));
  };
  // nginx's reading: its rewrite of the family's addresses, run as the same regular expression.
  const rewrite = /rewrite "(\^\/services\/[^"]+)" \/services\/by-number\/\$1\/index\.html last;/.exec(include)?.[1];
  if (rewrite === undefined) throw new Error("the include has no rewrite for /services's entries");
  const nginxTakes = (segment: string) => new RegExp(rewrite).exec(`/services/${segment}/x`)?.[1] === segment;
  expect(segments.filter(asEntry)).toEqual(segments.filter(nginxTakes));
  expect(segments.filter(asEntry)).toEqual(['99', '12', '0', '007']);
});

test('every location that answers sets every security header, always (404 answers too), and its caching', () => {
  const answering = locations.filter((location) => location.body.includes('add_header'));
  expect(answering.map((location) => location.name)).toEqual(['= /404.html', '^~ /static/', '~ "^/[^/]+[-.][0-9a-f]{20}\\.(?:js|css)$"', '~ "\\.webmanifest$"', '= /admin', '^~ /admin/', '/', '^~ /landing/ourjobs/', '^~ /landing/ourjobs/by-number/', '= /landing/ourjobs/404.html', '^~ /landing/services/', '^~ /landing/services/by-number/', '= /landing/services/404.html', '^~ /ourjobs/', '^~ /ourjobs/by-number/', '= /ourjobs/404.html', '^~ /services/', '^~ /services/by-number/', '= /services/404.html']);
  for (const location of answering) {
    for (const [name] of securityHeaders()) expect([location.name, location.body.includes(`add_header ${name} `)]).toEqual([location.name, true]);
    expect(location.body).toMatch(/add_header Cache-Control "(no-cache|public, max-age=31536000, immutable)" always;/);
    expect(location.body.split('\n').filter((line) => line.includes('add_header')).every((line) => line.trim().endsWith(' always;'))).toBe(true);
  }
});

test('the include holds no path of the machine that built it and refuses the build internals', () => {
  expect(include).not.toContain(process.cwd());
  expect(include).not.toMatch(/^\s*root /m);
  for (const location of ['~ "\\.map$"', '= /webpack.stats.json', '= /chunk-map.json', '^~ /_gatsby/']) {
    expect(locations.find((candidate) => candidate.name === location)?.body.trim()).toBe('return 404;');
  }
  expect(include).toContain('error_page 404 /404.html;');
  expect(include).toContain('gzip_static on;');
});

test("a section's policy is one more entry: its locations send the site's headers with its own whole policy", () => {
  const admin: SectionPolicy = { prefix: '/admin', directives: { 'script-src': ["'self'"] } };
  const withAdmin = nginxInclude(plan, [admin]);
  const policy = "add_header Content-Security-Policy \"base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'; script-src 'self'\" always;";
  for (const location of ['location = /admin {', 'location ^~ /admin/ {']) {
    const body = withAdmin.slice(withAdmin.indexOf(location), withAdmin.indexOf('\n}', withAdmin.indexOf(location)));
    expect([location, body.includes(policy), body.includes('add_header Strict-Transport-Security')]).toEqual([location, true, true]);
  }
  // The site's own section: the content editor (src/node/editor/policy.ts).
  expect(include).toContain('location ^~ /admin/ {');
});
