/**
 * The production build, made in Netlify's build environment (scripts/test.ts; the project's own
 * Gatsby adapter keeps Gatsby's Netlify adapter out of it), served by each of its three hosts in
 * the host's own runtime: nginx with deploy/nginx.conf (started by the global setup), Cloudflare
 * Pages' `wrangler pages dev` and Netlify's `netlify dev --offline`, reading public/_redirects and
 * public/_headers. One table of
 * addresses, one answer each, the same on every host: status, screen (`<h1>`, canonical link) and
 * headers.
 */
import { securityHeaders, securityHeadersAt } from '../src/node/hosts/security-headers';
import { CACHE_FOREVER } from '../src/node/hosts/cache-rules';
import { ADMIN_PATH } from '../src/node/editor/policy';
import { addressTable, expectedOn } from './support/address-table';
import { netlifyHeadersFor, START_TIMEOUT_MS, startCloudflare, startNetlify, stopHost } from './support/cdn-hosts';
import { answerAt } from './support/host-answers';
import { CLOUDFLARE_PORT, NETLIFY_PORT, SITE_PORT } from '../harness/ports.ts';
import { readData } from './support/screens';
import fs from 'node:fs';
import { PUBLIC } from './support/build-output';

const HOSTS: [host: string, port: number][] = [
  ['nginx', SITE_PORT],
  ['Cloudflare Pages', CLOUDFLARE_PORT],
  ['Netlify', NETLIFY_PORT],
];

type Server = Awaited<ReturnType<typeof startCloudflare>>;
let servers: Server[] = [];
beforeAll(async () => {
  const started = await Promise.allSettled([startCloudflare({ port: CLOUDFLARE_PORT }), startNetlify({ port: NETLIFY_PORT })]);
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}, START_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await Promise.all(servers.map(stopHost));
});

const table = addressTable({ services: readData('services.json'), jobs: readData('jobs.json') });

const cases = HOSTS.flatMap(([host, port]) => table.map((row) => [host, row.address, row.form, port, expectedOn(host, row)] as const));

test.each(cases)('%s: %s (%s) answers its status, screen and security headers', async (_host, address, _form, port, row) => {
  const answer = await answerAt(port, address);
  expect({ status: answer.status, h1: answer.h1, canonical: answer.canonical }).toEqual({ status: row.status, h1: row.h1, canonical: row.canonical });
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  for (const [name, value] of securityHeaders()) expect([name, answer.headers[name.toLowerCase()]]).toEqual([name, value]);
});

test("Cloudflare Pages reads every rule of _redirects but the forced 404s meant for Netlify, which it skips", () => {
  const rules = fs.readFileSync(`${PUBLIC}/_redirects`, 'utf8').split('\n').filter((line) => line.startsWith('/'));
  const forNetlify = rules.filter((line) => line.endsWith('!'));
  expect(forNetlify.length).toBeGreaterThan(0);
  const cloudflare = servers.find((server) => server.name === 'wrangler pages dev');
  // eslint-disable-next-line no-control-regex -- wrangler colours its output
  const output = cloudflare?.output().replace(/\u001b\[[0-9;]*m/g, '') ?? '';
  expect(output).toContain(`Parsed ${rules.length - forNetlify.length} valid redirect rules`);
  expect(output).toContain(`Found ${forNetlify.length} invalid redirect rules`);
  for (const line of forNetlify) expect(output).toContain(line);
});

describe.each(HOSTS)('%s', (_host, port) => {
  test(`${ADMIN_PATH} gets its own policy once, and every other security header (after the host's one redirect to its form of the address)`, async () => {
    const first = await answerAt(port, `${ADMIN_PATH}/`);
    const answer = first.status === 200 ? first : await answerAt(port, first.headers.location ?? '');
    expect(answer.status).toBe(200);
    for (const [name, value] of securityHeadersAt(ADMIN_PATH)) expect([name, answer.headers[name.toLowerCase()]]).toEqual([name, value]);
  });

  test('a hashed script is kept a year', async () => {
    const script = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
    const answer = await answerAt(port, `/${script}`);
    if (port !== NETLIFY_PORT) {
      expect([answer.status, answer.headers['cache-control']]).toEqual([200, CACHE_FOREVER]);
      return;
    }
    // netlify dev sends its file server's own `public, max-age=0` over the _headers rule (it passes
    // that server's headers last); Netlify's header engine gives the rule's, which Netlify sends.
    expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'public, max-age=0']);
    expect(netlifyHeadersFor(`/${script}`)['cache-control']).toBe(CACHE_FOREVER);
  });
});
