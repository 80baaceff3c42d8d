#!/usr/bin/env node
/**
 * `npm start`: build the production site and serve it at http://localhost:9000.
 * With no EmailJS keys in the environment or .env, the contact form sends to the local outbox
 * (http://127.0.0.1:9001, messages written to .outbox/).
 */
import fs from 'node:fs';
import { run } from './run.mjs';
import { outboxBuildEnv, startOutbox } from './outbox.mjs';
import { createRequire } from 'node:module';

const { runOnPinnedNode } = createRequire(import.meta.url)('./pinned-node.cjs');

// A supported Node.js (22 or 24); on an older one, the pinned release fetched through npm.
runOnPinnedNode(22);

const SITE_PORT = 9000;
const OUTBOX_PORT = 9001;

// The keys may sit in a settings file, as the build reads them (gatsby-config.ts).
for (const file of ['.env.production', '.env']) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

let env = {};
let outbox = null;
if (!process.env.GATSBY_EMAILJS_PUBLIC_KEY) {
  outbox = await startOutbox({ port: OUTBOX_PORT, dir: '.outbox' }).catch((error) => {
    console.error(`The local outbox cannot listen on port ${OUTBOX_PORT} (${error.message}). Is \`npm start\` already running?`);
    process.exit(1);
  });
  env = outboxBuildEnv(`http://127.0.0.1:${OUTBOX_PORT}`);
  console.log(`No EmailJS keys set: the contact form sends to the local outbox (http://127.0.0.1:${OUTBOX_PORT}, files in .outbox/).`);
}

try {
  await run('node_modules/.bin/gatsby', ['build'], { env });
  console.log(`\nServing the site at http://localhost:${SITE_PORT} (Ctrl+C to stop)`);
  await run('node_modules/.bin/gatsby', ['serve', '--port', String(SITE_PORT), '--host', 'localhost'], { env });
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  outbox?.close();
}
