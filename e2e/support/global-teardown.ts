import { stopNginx } from './nginx.mjs';

export default async function globalTeardown() {
  await stopNginx(globalThis.__site);
  await new Promise((resolve) => (globalThis.__outbox ? globalThis.__outbox.close(resolve) : resolve()));
}
