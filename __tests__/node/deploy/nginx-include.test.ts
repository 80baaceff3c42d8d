/**
 * @jest-environment node
 */
import { hostPlanOf } from '../../../src/node/deploy/host-pages';
import { nginxInclude } from '../../../src/node/deploy/nginx-include';
import { securityHeaders, type SectionPolicy } from '../../../src/node/deploy/security-headers';
import { sitePageNodes } from '../../support/site-pages';

const { plan } = hostPlanOf(sitePageNodes());
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
});

test('every location that answers sets every security header, always (404 answers too), and its caching', () => {
  const answering = locations.filter((location) => location.body.includes('add_header'));
  expect(answering.map((location) => location.name)).toEqual(['= /404.html', '^~ /static/', '~ "^/[^/]+[-.][0-9a-f]{20}\\.(?:js|css)$"', '~ "\\.webmanifest$"', '= /admin', '^~ /admin/', '/', '^~ /landing/ourjobs/', '^~ /landing/services/', '^~ /ourjobs/', '^~ /services/']);
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
  // The site's own section: the content editor (src/node/admin/policy.ts).
  expect(include).toContain('location ^~ /admin/ {');
});
