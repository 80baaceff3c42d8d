import { stopNginx } from '../../harness/nginx.ts';
import type { Started } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const { __site: site, __outbox: outbox } = globalThis as Started;
  await stopNginx(site);
  await new Promise((resolve) => (outbox ? outbox.close(resolve) : resolve(undefined)));
}
