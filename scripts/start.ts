/**
 * `npm start`: build the production site and serve it at http://localhost:9000.
 * With no EmailJS keys in the environment or .env, the contact form sends to the local outbox
 * (http://127.0.0.1:9001, messages written to .outbox/). Run through harness/node.sh, which picks a
 * Node.js that runs TypeScript (the pinned release where the machine's cannot).
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import { outboxBuildEnv, startOutbox } from '../harness/outbox.ts';
import { run } from '../harness/run.ts';

const SITE_PORT = 9000;
const OUTBOX_PORT = 9001;

// The keys may sit in a settings file, as the build reads them (gatsby-config.ts).
for (const file of ['.env.production', '.env']) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

let env = {};
let outbox: Server | null = null;
if (!process.env.GATSBY_EMAILJS_PUBLIC_KEY) {
  outbox = await startOutbox({ port: OUTBOX_PORT, dir: '.outbox' }).catch((error) => {
    console.error(`The local outbox cannot listen on port ${OUTBOX_PORT} (${(error as Error).message}). Is \`npm start\` already running?`);
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
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  outbox?.close();
}
