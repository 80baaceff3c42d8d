/**
 * Before the browser tests: serve the production build (built by scripts/test.mjs) with Debian's
 * nginx and the include the build wrote (deploy/nginx.conf), as a deployed site is served, and
 * start the local outbox the build's form sends to.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { startOutbox } from '../../scripts/outbox.mjs';
import { startNginx } from './nginx.mjs';

const require = createRequire(import.meta.url);
const { SITE_PORT, OUTBOX_PORT, OUTBOX_DIR } = require('./ports.cjs');

export default async function globalSetup() {
  if (!fs.existsSync('public/404.html') || !fs.existsSync('deploy/nginx.conf')) {
    throw new Error('There is no production build in public/ (and deploy/nginx.conf). Run `npm test` (it builds first) or `npm run build`.');
  }
  fs.rmSync(OUTBOX_DIR, { recursive: true, force: true });
  globalThis.__outbox = await startOutbox({ port: OUTBOX_PORT, dir: OUTBOX_DIR, quiet: true });
  try {
    globalThis.__site = await startNginx({ port: SITE_PORT });
  } catch (error) {
    await new Promise((resolve) => globalThis.__outbox.close(resolve));
    throw error;
  }
}
