import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIn, copyProject } from '../../harness/project-copy.ts';
import { REBUILD_ENV } from './build-env';

/**
 * The owner's safety net, end to end: a real build, in a copy of the project, over data with a
 * mistake stops before it writes a page, with a message that names the file and the field. It is
 * Cloudflare Pages' build on Node 22, as every build of e2e/rebuild/.
 *
 * Alone the build stops within seconds; beside another `npm test` on a small machine it has taken
 * minutes, so, as for every build in a copy, only a build that uses no processor time for
 * BUILD_IDLE_MS has hung; a working one is given up to BUILD_LIMIT_MS.
 */
const BUILD_IDLE_MS = 60_000;
const BUILD_LIMIT_MS = 10 * 60_000;

let copy: string;
beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'data-check-'));
  copyProject(copy);
}, 120_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

test('a build with a required field removed from data/site.json fails and names the file and the field', async () => {
  const siteFile = path.join(copy, 'data/site.json');
  const site = JSON.parse(fs.readFileSync(siteFile, 'utf8'));
  delete site.phoneNumberContact;
  fs.writeFileSync(siteFile, JSON.stringify(site, null, 2));

  const failure = await buildIn(copy, { env: REBUILD_ENV, idleLimitMs: BUILD_IDLE_MS, signal: AbortSignal.timeout(BUILD_LIMIT_MS) }).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).not.toBeNull();
  expect(failure).toContain('data/site.json: field "phoneNumberContact": is required');
  expect(failure).toContain('not finished onPreBootstrap');
  expect(failure).not.toMatch(/hung:|stopped \(/);
}, BUILD_LIMIT_MS + 30_000);
