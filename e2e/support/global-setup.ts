/**
 * Before the browser tests: serve the production build (built by scripts/test.ts) with Debian's
 * nginx and the include the build wrote (deploy/nginx.conf), as a deployed site is served, and
 * start the local outbox the build's form sends to.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import { startNginx, type NginxServer } from '../../harness/nginx.ts';
import { startOutbox } from '../../harness/outbox.ts';
import { claimPortBlock } from '../../harness/port-block.ts';

/** What the setup started, kept on globalThis for the teardown (as jest documents). */
export type Started = typeof globalThis & { __site?: NginxServer; __outbox?: Server };
const started = globalThis as Started;

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync('public/404.html') || !fs.existsSync('deploy/nginx.conf')) {
    throw new Error('There is no production build in public/ (and deploy/nginx.conf). Run `npm test` (it builds first) or `npm run build`.');
  }
  // Run without `npm test` (which has taken a block already), the tests take the first free block
  // of ports as it does (harness/port-block.ts), before the ports are read.
  await claimPortBlock();
  const { OUTBOX_DIR, OUTBOX_PORT, SITE_PORT, siteOrigin } = await import('../../harness/ports.ts');
  // A test build (npm test's) names the address it was made for; it must be the one served here.
  const builtFor = /^Sitemap: (http:\/\/localhost:\d+)\//m.exec(fs.readFileSync('public/robots.txt', 'utf8'))?.[1];
  if (builtFor && builtFor !== siteOrigin) {
    throw new Error(`The test build in public/ was made for ${builtFor}, and the tests would serve it at ${siteOrigin}: set E2E_SITE_PORT to the build's port, or run \`npm test\` (it builds for the ports it takes).`);
  }
  fs.rmSync(OUTBOX_DIR, { recursive: true, force: true });
  const outbox = await startOutbox({ port: OUTBOX_PORT, dir: OUTBOX_DIR, quiet: true });
  started.__outbox = outbox;
  try {
    started.__site = await startNginx({ port: SITE_PORT });
  } catch (error) {
    await new Promise((resolve) => outbox.close(resolve));
    throw error;
  }
}
