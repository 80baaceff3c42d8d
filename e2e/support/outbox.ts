import fs from 'node:fs';
import path from 'node:path';
import { OUTBOX_DIR } from '../../harness/ports.ts';

export type OutboxMessage = { template_id: string; template_params: Record<string, string> };

/**
 * What the test outbox (harness/outbox.ts, started by global-setup.ts) wrote for one visitor's
 * address, oldest first: its `.json` files, each whole (a message being written has another name).
 */
export function outboxFor(email: string): OutboxMessage[] {
  if (!fs.existsSync(OUTBOX_DIR)) return [];
  return fs
    .readdirSync(OUTBOX_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, name), 'utf8')) as OutboxMessage)
    .filter((message) => message.template_params?.email === email);
}
