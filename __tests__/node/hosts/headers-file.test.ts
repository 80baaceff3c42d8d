/**
 * @jest-environment node
 */
import { CACHE_FOREVER, CACHE_REVALIDATE } from '../../../src/node/hosts/cache-rules';
import { headerRules, headersFile } from '../../../src/node/hosts/headers-file';
import { HOST_LIMITS } from '../../../src/node/hosts/host-limits';
import { securityHeaders, type SectionPolicy } from '../../../src/node/hosts/security-headers';

// What each host makes of the file is tested in the hosts' own runtimes (e2e/hosts.test.ts).
const ASSETS = ['app-0123456789abcdef0123.js', 'app.0123456789abcdef0123.css', 'framework-abcdefabcdefabcdefab.js'];
const rules = headerRules(ASSETS);

test('every path gets the security headers from one rule, and no Cache-Control from it', () => {
  expect(rules[0]).toEqual({ pattern: '/*', headers: securityHeaders() });
});

test('hashed scripts, stylesheets and static files are kept a year, page data is revalidated', () => {
  const cache = (pattern: string) => rules.find((rule) => rule.pattern === pattern)?.headers;
  for (const pattern of [...ASSETS.map((name) => `/${name}`), '/static/*']) expect([pattern, cache(pattern)]).toEqual([pattern, [['Cache-Control', CACHE_FOREVER]]]);
  expect(cache('/page-data/*')).toEqual([['Cache-Control', CACHE_REVALIDATE]]);
});

test("a section's rule first removes the site's policy, then sets its own whole policy", () => {
  const admin: SectionPolicy = { prefix: '/admin', directives: { 'script-src': ["'self'"], 'connect-src': ["'self'", 'https://api.github.com'] } };
  const file = headersFile(headerRules(ASSETS, [admin]));
  expect(file).toContain(
    [
      '/admin/*',
      '  ! Content-Security-Policy',
      "  Content-Security-Policy: base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'; script-src 'self'; connect-src 'self' https://api.github.com",
    ].join('\n'),
  );
});

test("the rules stay within Cloudflare Pages' limit with many more chunks than the build makes", () => {
  expect(headerRules(Array.from({ length: 60 }, (_, i) => `chunk-${i}.js`)).length).toBeLessThanOrEqual(HOST_LIMITS.headerRules);
});
