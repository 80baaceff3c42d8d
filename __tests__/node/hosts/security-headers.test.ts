/**
 * @jest-environment node
 */
import { TRUSTED_TYPES_POLICIES } from '../../../src/lib/trusted-types';
import { pageDirectives, parsePolicy, sectionHeaderDirectives, sectionOf, securityHeaders, type SectionPolicy } from '../../../src/node/hosts/security-headers';

const admin: SectionPolicy = { prefix: '/admin', directives: { 'script-src': ["'self'"], 'connect-src': ["'self'", 'https://api.github.com'] } };

test('every response is told: HTTPS for a year, no sniffing, no framing, a strict referrer, no unused feature, its own window', () => {
  const headers = Object.fromEntries(securityHeaders());
  expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  expect(headers['Permissions-Policy']).toMatch(/^(?:[a-z-]+=\(\), )*[a-z-]+=\(\)$/);
  expect(headers['Permissions-Policy']).toContain('camera=()');
  expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  expect(Object.keys(headers)).not.toContain('Access-Control-Allow-Origin');
});

test('a section adds its own directives to the site header policy and may not loosen it', () => {
  expect(sectionHeaderDirectives(admin)).toEqual({
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'connect-src': ["'self'", 'https://api.github.com'],
  });
  expect(() => sectionHeaderDirectives({ prefix: '/admin', directives: { 'frame-ancestors': ['*'] } })).toThrow(/may not redefine frame-ancestors/);
  expect(Object.fromEntries(securityHeaders(admin))['Content-Security-Policy']).toContain('connect-src');
});

test('a path is in a section at its prefix and below, not beside it', () => {
  expect(sectionOf('/admin', [admin])).toBe(admin);
  expect(sectionOf('/admin/index.html', [admin])).toBe(admin);
  expect(sectionOf('/administrator', [admin])).toBeUndefined();
  expect(sectionOf('/about', [admin])).toBeUndefined();
});

test("Trusted Types: the site's responses and every page's own policy require them and name exactly the site's policies; the content editor's do not", () => {
  const names = Object.values(TRUSTED_TYPES_POLICIES);
  expect(new Set(names).size).toBe(names.length);
  const page = pageDirectives({ mapOrigin: 'https://www.openstreetmap.org', emailOrigin: null }, { scripts: [], styles: [] });
  for (const policy of [parsePolicy(Object.fromEntries(securityHeaders())['Content-Security-Policy']), page]) {
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(policy['trusted-types']).toEqual(names);
  }
  const editor = parsePolicy(Object.fromEntries(securityHeaders(admin))['Content-Security-Policy']);
  expect(Object.keys(editor)).not.toContain('require-trusted-types-for');
  expect(Object.keys(editor)).not.toContain('trusted-types');
});
