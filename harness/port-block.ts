/**
 * The block of ports one test run serves on (harness/ports.ts says which port is which). A run
 * started by `npm test` with no E2E_SITE_PORT takes the first block nobody holds, 9100–9110 when it
 * is free, then 9120–9130 and so on, so two checkouts of the project can test side by side without
 * choosing ports. It holds the block with a lock file in the system's temporary folder for as long
 * as it runs; a lock whose process has ended is taken over.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { alive } from './process-group.ts';

export const DEFAULT_SITE_PORT = 9100;
/** The ports of a block: the site's and the ten after it. */
export const PORTS_IN_BLOCK = 11;
const BLOCK_STEP = 20;
const BLOCKS = 40;

const lockOf = (sitePort: number) => path.join(os.tmpdir(), `site-test-ports-${sitePort}.lock`);

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Takes the lock of the block at `sitePort` for this process, or says it cannot. */
function lock(sitePort: number): boolean {
  const file = lockOf(sitePort);
  try {
    fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch {
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (alive(holder)) return false;
    fs.rmSync(file, { force: true });
    return lock(sitePort);
  }
}

function unlock(sitePort: number): void {
  const file = lockOf(sitePort);
  if (fs.existsSync(file) && Number(fs.readFileSync(file, 'utf8')) === process.pid) fs.rmSync(file);
}

/**
 * Takes the first block whose lock is free and whose ports nobody listens on, sets E2E_SITE_PORT
 * to it (the other ports follow it) for this process and the ones it starts, and keeps it until
 * this process exits. Does nothing when E2E_SITE_PORT is set. Returns the block's site port.
 */
export async function claimPortBlock(): Promise<number> {
  if (process.env.E2E_SITE_PORT) return Number(process.env.E2E_SITE_PORT);
  for (let block = 0; block < BLOCKS; block++) {
    const sitePort = DEFAULT_SITE_PORT + block * BLOCK_STEP;
    if (!lock(sitePort)) continue;
    const ports = Array.from({ length: PORTS_IN_BLOCK }, (_, index) => sitePort + index);
    if ((await Promise.all(ports.map(free))).every(Boolean)) {
      process.on('exit', () => unlock(sitePort));
      process.env.E2E_SITE_PORT = String(sitePort);
      return sitePort;
    }
    unlock(sitePort);
  }
  throw new Error(`No block of ${PORTS_IN_BLOCK} free ports from ${DEFAULT_SITE_PORT} to ${DEFAULT_SITE_PORT + BLOCKS * BLOCK_STEP}: set E2E_SITE_PORT to the first of ${PORTS_IN_BLOCK} free ports.`);
}
