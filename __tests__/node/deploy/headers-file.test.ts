/**
 * @jest-environment node
 */
import { CACHE_FOREVER, CACHE_REVALIDATE } from '../../../src/node/deploy/cache-rules';
import { headerRules, headersFile, HEADER_RULE_LIMIT } from '../../../src/node/deploy/headers-file';
import { securityHeaders, type SectionPolicy } from '../../../src/node/deploy/security-headers';
import { addressesToTry, sitePageNodes } from '../../support/site-pages';

const ASSETS = ['app-0123456789abcdef0123.js', 'app.0123456789abcdef0123.css', 'framework-abcdefabcdefabcdefab.js'];

/** The rules of a _headers file, read as Netlify and Cloudflare Pages read them. */
function parse(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const source = line.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const [name, ...value] = line.trim().split(': ');
      rules[rules.length - 1].headers.push([name, value.join(': ')]);
    }
  }
  return rules;
}

/** Every header a response at this path gets, with every value any matching rule gives it. */
function headersAt(text: string, address: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of parse(text).filter((candidate) => candidate.pattern.test(address))) {
    for (const [name, value] of rule.headers) headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

const file = headersFile(headerRules(ASSETS));

test('every address of every page plan, and the 404 answers, get each security header once and the host default Cache-Control', () => {
  const addresses = [...addressesToTry(sitePageNodes()), '/404.html', '/anything/unknown'];
  for (const address of addresses) {
    const headers = headersAt(file, address);
    expect([address, [...headers.keys()].sort()]).toEqual([address, securityHeaders().map(([name]) => name).sort()]);
    for (const [name, value] of securityHeaders()) expect([address, name, headers.get(name)]).toEqual([address, name, [value]]);
  }
});

test('hashed scripts, stylesheets and static files are kept a year, page data is revalidated, and no header is set twice', () => {
  for (const address of [...ASSETS.map((name) => `/${name}`), '/static/0dd0ea78e551c44bbbad1b05a61f6843/316b8/seo.avif']) {
    expect([address, headersAt(file, address).get('Cache-Control')]).toEqual([address, [CACHE_FOREVER]]);
  }
  expect(headersAt(file, '/page-data/index/page-data.json').get('Cache-Control')).toEqual([CACHE_REVALIDATE]);
  expect(headersAt(file, '/page-data/app-data.json').get('Cache-Control')).toEqual([CACHE_REVALIDATE]);
  expect(headersAt(file, '/og/home.jpg').get('Cache-Control')).toBeUndefined();
});

test("a section's policy is one more rule, its whole policy in one header", () => {
  const admin: SectionPolicy = { prefix: '/admin', directives: { 'script-src': ["'self'"], 'connect-src': ["'self'", 'https://api.github.com'] } };
  const withAdmin = headersFile(headerRules(ASSETS, [admin]));
  const policies = headersAt(withAdmin, '/admin/index.html').get('Content-Security-Policy') ?? [];
  // Cloudflare Pages sends both values (both policies hold); Netlify sends the later one.
  expect(policies).toHaveLength(2);
  expect(policies[1]).toBe("base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'; script-src 'self'; connect-src 'self' https://api.github.com");
  expect(headersAt(withAdmin, '/about').get('Content-Security-Policy')).toHaveLength(1);
});

test("the file stays within Cloudflare Pages' rule limit with the build's assets", () => {
  expect(headerRules(Array.from({ length: 60 }, (_, i) => `chunk-${i}.js`)).length).toBeLessThanOrEqual(HEADER_RULE_LIMIT);
});
