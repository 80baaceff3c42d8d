/**
 * @jest-environment node
 */
import { ADMIN_CSP_DIRECTIVES, ADMIN_PATH } from '../../../src/node/editor/policy';
import { parsePolicy, securityHeadersAt } from '../../../src/node/hosts/security-headers';

/** The policy every host sends under /admin, directive by directive. */
function adminPolicy(pagePath = `${ADMIN_PATH}/`): Record<string, string[]> {
  return parsePolicy(Object.fromEntries(securityHeadersAt(pagePath))['Content-Security-Policy']);
}

test('scripts come only from our origin, and nothing is evaluated from strings', () => {
  expect(adminPolicy()['script-src']).toEqual(["'self'"]);
  expect(Object.values(adminPolicy()).flat()).not.toContain("'unsafe-eval'");
  expect(Object.values(adminPolicy()).flat()).not.toContain("'wasm-unsafe-eval'");
});

test('connections go only to our origin and the Git host’s API (and to pictures read in the browser)', () => {
  expect(adminPolicy()['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com']);
});

test('the editor cannot be framed, everything not named is refused, and the site’s own rules hold there too', () => {
  const policy = adminPolicy();
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['default-src']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  // Only the preview pane's frame, which the CMS writes itself.
  expect(policy['frame-src']).toEqual(['blob:']);
});

test('every file under /admin gets the policy, and no page beside it does', () => {
  expect(adminPolicy(ADMIN_PATH)).toEqual(adminPolicy());
  expect(adminPolicy(`${ADMIN_PATH}/chunks/a.js`)).toEqual(adminPolicy());
  expect(adminPolicy('/administrator')['script-src']).toBeUndefined();
});

test('no source names another origin but GitHub’s', () => {
  const origins = Object.values(ADMIN_CSP_DIRECTIVES).flat().filter((source) => source.startsWith('https:'));
  expect(origins.every((origin) => /^https:\/\/([a-z]+\.)?(github\.com|githubusercontent\.com)$/.test(origin))).toBe(true);
});
