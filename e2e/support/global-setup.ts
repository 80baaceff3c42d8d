/**
 * Before the browser tests: serve the production build (built by scripts/test.ts) with Debian's
 * nginx and the include the build wrote (deploy/nginx.conf), as a deployed site is served, and
 * start the local outbox the build's form sends to.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import { startNginx, type NginxServer } from '../../harness/nginx.ts';
import { startOutbox } from '../../harness/outbox.ts';
import { OUTBOX_DIR, OUTBOX_PORT, SITE_PORT } from '../../harness/ports.ts';

/** What the setup started, kept on globalThis for the teardown (as jest documents). */
export type Started = typeof globalThis & { __site?: NginxServer; __outbox?: Server };
const started = globalThis as Started;

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync('public/404.html') || !fs.existsSync('deploy/nginx.conf')) {
    throw new Error('There is no production build in public/ (and deploy/nginx.conf). Run `npm test` (it builds first) or `npm run build`.');
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
