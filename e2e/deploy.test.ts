/**
 * The deployed site, as nginx serves public/ with the include the build wrote (deploy/nginx.conf):
 * what every address answers, with which status, headers, caching and compression, and that nothing
 * private is reachable (the policy as Chromium enforces it: content-security-policy.test.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { PATHS, servicePath } from '../src/lib/routes';
import { CACHE_FOREVER, CACHE_REVALIDATE } from '../src/node/hosts/cache-rules';
import { parsePolicy, securityHeaders } from '../src/node/hosts/security-headers';
import { PUBLIC } from './support/build-output';
import { request, type RawResponse } from './support/http';
import { observatoryScore } from './support/observatory';
import { outboxOrigin, siteOrigin } from '../harness/ports.ts';
import { readData, shown } from './support/screens';

/** How React writes a character of a text into HTML. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** What the 404 screen says under its heading (data/pages/not-found.json), as its HTML writes it. */
const NOT_FOUND_TEXT = shown(readData('pages/not-found.json').text).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
const text = (response: RawResponse) => response.body.toString('utf8');

/**
 * The addresses every host answers alike are in the one address table (e2e/support/address-table.ts),
 * run on nginx and each CDN's runtime by e2e/hosts.test.ts. nginx alone sends the fixed pages'
 * addresses with a slash at the end to the address without it (the CDNs serve the page there).
 */
test.each(Object.values(PATHS).filter((address) => address !== PATHS.home))('nginx: %s/ answers one redirect to the address without the slash, keeping the query', async (address) => {
  const response = await request(`${address}/?from=test`);
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe(`${address}?from=test`);
  expect((await request(response.headers.location ?? '')).status).toBe(200);
});

// The 404 page's own files, and paths under a precompressed copy: nginx answers them as any unknown
// address; the CDNs serve the 404 page's file as a file (status 200).
test.each(['/404', '/404.html', '/index.html.gz/x'])('nginx: %s answers 404 with the 404 page', async (address) => {
  const response = await request(address);
  expect(response.status).toBe(404);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(text(response)).toContain(NOT_FOUND_TEXT);
});

/** One response of every kind the site sends. */
function responseKinds(): [kind: string, address: string, status: number, cacheControl: string | undefined][] {
  const rootFiles = fs.readdirSync(PUBLIC);
  const script = rootFiles.find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
  const stylesheet = rootFiles.find((name) => /^app\.[0-9a-f]{20}\.css$/.test(name));
  const staticFiles = fs.readdirSync(path.join(PUBLIC, 'static'), { recursive: true, encoding: 'utf8' });
  const font = staticFiles.find((name) => name.endsWith('.woff2'));
  const image = staticFiles.find((name) => name.endsWith('.avif'));
  if (!script || !stylesheet || !font || !image) throw new Error('The build lacks an app script, stylesheet, font or image');
  return [
    ['page', '/', 200, CACHE_REVALIDATE],
    ['alias', '/services/5/any-title', 200, CACHE_REVALIDATE],
    ['404 page', '/nope', 404, CACHE_REVALIDATE],
    ['redirect', '/about/', 301, undefined],
    ['page data', '/page-data/index/page-data.json', 200, CACHE_REVALIDATE],
    ['app data', '/page-data/app-data.json', 200, CACHE_REVALIDATE],
    ['script', `/${script}`, 200, CACHE_FOREVER],
    ['stylesheet', `/${stylesheet}`, 200, CACHE_FOREVER],
    ['font', `/static/${font}`, 200, CACHE_FOREVER],
    ['image', `/static/${image}`, 200, CACHE_FOREVER],
    ['manifest', '/manifest.webmanifest', 200, CACHE_REVALIDATE],
    ['link preview', '/og/home.jpg', 200, CACHE_REVALIDATE],
    ['robots.txt', '/robots.txt', 200, CACHE_REVALIDATE],
  ];
}

describe('headers', () => {
  test.each(responseKinds())('a %s (%s) answers %s with every security header and its caching', async (_kind, address, status, cacheControl) => {
    const response = await request(address);
    expect(response.status).toBe(status);
    for (const [name, value] of securityHeaders()) expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value]);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.server).toBe('nginx');
  });

  test('the header policy forbids framing, plugins and other bases or form targets and requires Trusted Types; the page policy allows only what the site uses', async () => {
    const response = await request('/contact');
    expect(response.headers['content-security-policy']).toBe(
      "base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'; require-trusted-types-for 'script'; trusted-types webpack page-scripts",
    );
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(text(response))?.[1] ?? '';
    const directives = parsePolicy(meta);
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src'][0]).toBe("'self'");
    expect(directives['script-src'].slice(1).every((source: string) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
    expect(meta).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|style-src [^;]*unsafe-inline/);
    expect(directives['connect-src']).toEqual(["'self'", outboxOrigin]);
    expect(directives['frame-src']).toEqual([new URL(readData('site.json').mapEmbedUrl).origin]);
    expect(directives['img-src']).toEqual(["'self'"]);
    expect(directives['font-src']).toEqual(["'self'"]);
    // Trusted Types hold where the page is served with no header of the site's (gatsby serve).
    expect(directives['require-trusted-types-for']).toEqual(["'script'"]);
    expect(directives['trusted-types']).toEqual(['webpack', 'page-scripts']);
    // The policy comes before every script, right after the charset.
    expect(text(response).indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(text(response).indexOf('<script'));
  });
});

describe("MDN HTTP Observatory's grade, by its published scoring rules", () => {
  // At the test server's own origin: the test build sends the form to the local outbox, a plain
  // http origin on this machine, which the rules would count as insecure on an https site. A
  // deployed build has an https EmailJS origin (the build warns loudly otherwise).
  const score = (response: RawResponse) =>
    observatoryScore(response.headers, /^text\/html/.test(response.headers['content-type'] ?? '') ? text(response) : null, siteOrigin);

  test.each([
    ['the home page', '/', 'csp-implemented-with-no-unsafe-default-src-none', 120],
    ['a service page', servicePath(readData('services.json')[0]), 'csp-implemented-with-no-unsafe-default-src-none', 120],
    ['the contact page (EmailJS or the outbox allowed)', '/contact', 'csp-implemented-with-no-unsafe-default-src-none', 120],
    ['an alias', '/landing/ourjobs/3/x', 'csp-implemented-with-no-unsafe-default-src-none', 120],
    ['the 404 page', '/nope', 'csp-implemented-with-no-unsafe-default-src-none', 120],
    // The editor's own styles are inline: 'unsafe-inline' in style-src forgoes the policy's bonus.
    ['the content editor', '/admin', 'csp-implemented-with-unsafe-inline-in-style-src-only', 110],
  ])('%s (%s) scores A+', async (_kind, address, policyResult, expected) => {
    const report = score(await request(address));
    expect(report.modifiers.find((modifier) => modifier.test === 'content-security-policy')?.result).toBe(policyResult);
    expect(report.modifiers.filter((modifier) => modifier.score < 0)).toEqual([]);
    expect([report.score, report.grade]).toEqual([expected, 'A+']);
  });

  test('the scoring sees what would lower the grade', () => {
    const html = '<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; script-src \'self\' \'unsafe-inline\'"></head><body><script src="http://cdn.example/x.js"></script></body></html>';
    const origin = 'https://example.com';
    const report = observatoryScore({ 'referrer-policy': 'unsafe-url' }, html, origin);
    expect(Object.fromEntries(report.modifiers.filter((modifier) => modifier.score !== 0).map((modifier) => [modifier.test, modifier.score]))).toEqual({
      'content-security-policy': -20,
      'referrer-policy': -5,
      'strict-transport-security': -20,
      'subresource-integrity': -50,
      'x-content-type-options': -5,
      'x-frame-options': -20,
    });
    expect([report.score, report.grade]).toEqual([0, 'F']);
    const framedOnly = observatoryScore({ 'content-security-policy': "frame-ancestors 'none'", 'strict-transport-security': 'max-age=31536000', 'x-content-type-options': 'nosniff' }, null, origin);
    // A header policy of frame-ancestors alone leaves scripts unrestricted.
    expect([framedOnly.score, framedOnly.grade]).toEqual([80, 'B+']);
    const plainHttpSource = { 'content-security-policy': "default-src 'none'; connect-src 'self' http://api.example" };
    expect(observatoryScore(plainHttpSource, null, origin).modifiers[0]).toMatchObject({ result: 'csp-implemented-with-insecure-scheme', score: -20 });
  });
});

describe('compression', () => {
  const kinds = [
    ['a page', '/about'],
    ['an alias', '/services/5/any-title'],
    ['the 404 page', '/nope'],
    ['page data', '/page-data/index/page-data.json'],
  ];
  const decode: Record<string, (body: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

  test.each(kinds)('%s (%s) comes as Brotli, gzip or plain, as the browser asks, and says it varies', async (_kind, address) => {
    const plain = await request(address);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [asked, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br']]) {
      const response = await request(address, { 'accept-encoding': asked });
      expect([asked, response.headers['content-encoding']]).toEqual([asked, expected]);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode[expected](response.body).equals(plain.body)).toBe(true);
    }
  });

  test('the scripts are sent compressed too', async () => {
    const script = fs.readdirSync(PUBLIC).find((name) => /^framework-[0-9a-f]{20}\.js$/.test(name));
    const response = await request(`/${script}`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });
});

describe('nothing private', () => {
  const scripts = fs.readdirSync(PUBLIC).filter((name) => name.endsWith('.js'));

  test('the build left no source map, statistics or chunk map in public/', () => {
    const files = fs.readdirSync(PUBLIC, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /\.map$|webpack\.stats\.json$|chunk-map\.json$|^_gatsby\/slices\/_gatsby-scripts/.test(file))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(5);
  });

  test.each(['/webpack.stats.json', '/chunk-map.json', '/_gatsby/slices/_gatsby-scripts-1.html', ...scripts.map((name) => `/${name}.map`)])(
    '%s is not served',
    async (address) => {
      const response = await request(address);
      expect(response.status).toBe(404);
      expect(text(response)).toContain(NOT_FOUND_TEXT);
    },
  );
});

test('the test server does not start where another server already listens: it stops, naming the port', async () => {
  const other = http.createServer((_request, response) => response.end('another build'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  const start = [
    `import { startNginx, stopNginx } from ${JSON.stringify(path.resolve(__dirname, '../harness/nginx.ts'))};`,
    `startNginx({ port: ${port} }).then(`,
    '  async (server) => { await stopNginx(server); console.log("started"); },',
    '  (error) => { console.log(error.message); process.exitCode = 3; },',
    ');',
  ].join('\n');
  try {
    const child = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
      execFile(process.execPath, ['--input-type=module', '-e', start], { cwd: path.resolve(__dirname, '..') }, (error, stdout) =>
        resolve({ status: error ? (error.code as number) : 0, stdout }),
      );
    });
    expect(child.stdout).toContain(`Port ${port} is taken`);
    expect(child.status).toBe(3);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});
