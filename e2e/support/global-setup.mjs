/**
 * Before the browser tests: serve the production build (built by scripts/test.mjs) with
 * `gatsby serve`, and start the local outbox the build's form sends to.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { startOutbox } from '../../scripts/outbox.mjs';

const require = createRequire(import.meta.url);
const { SITE_PORT, OUTBOX_PORT, siteOrigin, OUTBOX_DIR } = require('./ports.cjs');

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function globalSetup() {
  if (!fs.existsSync('public/404.html')) {
    throw new Error('There is no production build in public/. Run `npm test` (it builds first) or `npm run build`.');
  }
  fs.rmSync(OUTBOX_DIR, { recursive: true, force: true });
  globalThis.__outbox = await startOutbox({ port: OUTBOX_PORT, dir: OUTBOX_DIR, quiet: true });
  globalThis.__site = spawn('node_modules/.bin/gatsby', ['serve', '--port', String(SITE_PORT), '--host', 'localhost'], {
    stdio: 'ignore',
    detached: true,
    // Not jest's NODE_ENV=test: under it Gatsby reads a test datastore and loses the page list
    // that its trailing-slash handling needs.
    env: { ...process.env, NODE_ENV: 'production', JEST_WORKER_ID: '', GATSBY_TELEMETRY_DISABLED: '1' },
  });
  await waitFor(`${siteOrigin}/404.html`, 60_000);
}
