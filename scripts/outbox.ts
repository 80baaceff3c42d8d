/**
 * `npm run outbox`: the local outbox alone (harness/outbox.ts), for a build pointed at it.
 *
 *   npm run outbox -- [--port 9001] [--dir .outbox] [--host 127.0.0.1]
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startOutbox } from '../harness/outbox.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '9001' }, dir: { type: 'string', default: '.outbox' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
const { dir, host } = values;
try {
  const server = await startOutbox({ port, dir, host });
  const { address, port: actual } = server.address() as AddressInfo;
  const shown = address.includes(':') ? `[${address}]` : address;
  console.log(`outbox: listening on http://${shown}:${actual}, writing to ${dir}/`);
} catch (error) {
  console.error(`outbox: cannot listen on ${host} port ${port}: ${(error as Error).message}`);
  process.exit(1);
}
