/**
 * @jest-environment node
 */
import { ADMIN_CSP_DIRECTIVES, ADMIN_PATH, adminContentSecurityPolicy, adminHeaders } from '../../../src/node/admin/policy';

const directive = (name: string) => ADMIN_CSP_DIRECTIVES[name] ?? [];

test('scripts come only from our origin, and nothing is evaluated from strings', () => {
  expect(directive('script-src')).toEqual(["'self'"]);
  expect(adminContentSecurityPolicy()).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
});

test('connections go only to our origin and the Git host’s API (and to pictures read in the browser)', () => {
  expect(directive('connect-src')).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com']);
});

test('the editor cannot be framed, and everything not named is refused', () => {
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(directive('default-src')).toEqual(["'none'"]);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('base-uri')).toEqual(["'none'"]);
  expect(directive('form-action')).toEqual(["'none'"]);
});

test('no source names another origin but GitHub’s', () => {
  const origins = Object.values(ADMIN_CSP_DIRECTIVES).flat().filter((source) => source.startsWith('https:'));
  expect(origins.every((origin) => /^https:\/\/([a-z]+\.)?(github\.com|githubusercontent\.com)$/.test(origin))).toBe(true);
});

test('the headers: the policy as one value, and a request not to index the editor', () => {
  const headers = adminHeaders();
  expect(headers['Content-Security-Policy']).toBe(adminContentSecurityPolicy());
  expect(headers['Content-Security-Policy']).toContain("default-src 'none'; script-src 'self'; ");
  expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
  expect(ADMIN_PATH).toBe('/admin');
});
