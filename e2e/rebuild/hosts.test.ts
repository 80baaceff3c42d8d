import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { addressTable, expectedOn } from '../support/address-table';
import { startCloudflare, startNetlify, stopHost, type HostServer } from '../support/cdn-hosts.mjs';
import { answerAt } from '../support/host-answers';
import { startNginx, stopNginx } from '../support/nginx.mjs';
import { CLOUDFLARE_PORT, NETLIFY_PORT, SITE_PORT, siteOrigin } from '../support/ports.cjs';
import { buildIn, copyProject, PROJECT_ROOT, scaledJobs } from '../../tools/project-copy.cjs';

/**
 * A portfolio of 1,000 jobs (today's, then copies of them with their pictures), built in a copy of
 * the project (tools/project-copy.cjs) and served by each host's own runtime: every address form
 * answers as at today's size, and the host files keep the same number of rules. The copy stays in
 * the system's temporary folder between runs.
 */

const JOBS = 1000;
const COPY = path.join(os.tmpdir(), `hosts-portfolio-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`);
const BUILD_MINUTES = 30;
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const rulesIn = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.startsWith('/')).length;

let jobs: { title: string }[] = [];
const servers: { nginx?: Awaited<ReturnType<typeof startNginx>>; cdns: HostServer[] } = { cdns: [] };

beforeAll(async () => {
  copyProject(COPY);
  jobs = scaledJobs(readJson<{ title: string }[]>(path.join(PROJECT_ROOT, 'data/jobs.json')), JOBS);
  fs.writeFileSync(path.join(COPY, 'data/jobs.json'), `${JSON.stringify(jobs, null, 2)}\n`);
  await buildIn(COPY, { env: { SITE_URL: siteOrigin } });
  const root = path.join(COPY, 'public');
  servers.nginx = await startNginx({ port: SITE_PORT, root, include: path.join(COPY, 'deploy/nginx.conf') });
  servers.cdns.push(await startCloudflare({ port: CLOUDFLARE_PORT, root }), await startNetlify({ port: NETLIFY_PORT, root }));
}, BUILD_MINUTES * 60_000);

afterAll(async () => {
  await Promise.all(servers.cdns.map(stopHost));
  await stopNginx(servers.nginx);
});

test('the host files have as many rules as at any other size', () => {
  const today = { redirects: rulesIn(path.join(PROJECT_ROOT, 'public/_redirects')), headers: rulesIn(path.join(PROJECT_ROOT, 'public/_headers')) };
  const large = { redirects: rulesIn(path.join(COPY, 'public/_redirects')), headers: rulesIn(path.join(COPY, 'public/_headers')) };
  console.log(`Rules at today's size: ${JSON.stringify(today)}; at ${JOBS} jobs: ${JSON.stringify(large)}`);
  expect(large.redirects).toBe(today.redirects);
  expect(large.headers).toBeLessThanOrEqual(today.headers + 5);
});

test.each([
  ['nginx', SITE_PORT],
  ['Cloudflare Pages', CLOUDFLARE_PORT],
  ['Netlify', NETLIFY_PORT],
])(`%s answers every address form as at today's size, with ${JOBS} jobs`, async (host, port) => {
  const table = addressTable({ services: readJson(path.join(COPY, 'data/services.json')), jobs });
  const seen: string[] = [];
  for (const row of table) {
    const answer = await answerAt(port, row.address);
    seen.push(`| ${row.form} | ${row.address} | ${answer.status} | ${answer.h1} |`);
    const wanted = expectedOn(host, row);
    expect([row.address, answer.status, answer.h1, answer.canonical]).toEqual([row.address, wanted.status, wanted.h1, wanted.canonical]);
  }
  console.log(`${host}, ${JOBS} jobs:\n${seen.join('\n')}`);
});
