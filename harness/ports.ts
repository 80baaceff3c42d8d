/**
 * Where the browser tests serve the production build and its outbox, and where the content
 * editor's test serves the build with the editor's headers: a block of ports from E2E_SITE_PORT
 * (9100 unless `npm test` finds it held, harness/port-block.ts). E2E_OUTBOX_PORT, E2E_ADMIN_PORT and
 * the variables below move one port of the block alone.
 */
import net from 'node:net';
import { DEFAULT_SITE_PORT } from './port-block.ts';

export const SITE_PORT = Number(process.env.E2E_SITE_PORT || DEFAULT_SITE_PORT);
export const OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT || SITE_PORT + 1);
export const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT || SITE_PORT + 2);
/** Where the host tests run Cloudflare's and Netlify's local runtimes (E2E_CLOUDFLARE_PORT, E2E_NETLIFY_PORT). */
export const CLOUDFLARE_PORT = Number(process.env.E2E_CLOUDFLARE_PORT || SITE_PORT + 3);
export const NETLIFY_PORT = Number(process.env.E2E_NETLIFY_PORT || SITE_PORT + 4);
/** Where the nginx publishing test serves the releases it publishes (E2E_PUBLISH_PORT; Netlify's runtime takes the port after NETLIFY_PORT). */
export const PUBLISH_PORT = Number(process.env.E2E_PUBLISH_PORT || SITE_PORT + 6);
/**
 * Where the builds in a copy of the project (e2e/rebuild/), which run beside the browser tests,
 * serve what they built: with nginx, Cloudflare's runtime and Netlify's (and the port after it).
 */
export const REBUILD_PORTS = { nginx: SITE_PORT + 7, cloudflare: SITE_PORT + 8, netlify: SITE_PORT + 9 };

export const siteOrigin = `http://localhost:${SITE_PORT}`;
export const outboxOrigin = `http://127.0.0.1:${OUTBOX_PORT}`;
export const OUTBOX_DIR = '.outbox-test';
/**
 * The form may send once every this many ms in the test build. The 429 tests type a second
 * message after a first: a minute leaves room for the slowest engine typing key by key.
 */
export const THROTTLE_MS = 60000;

/** A port nobody listens on now, from the system (for a server that needs no fixed port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
