/**
 * Servers the tests start (nginx, the hosts' runtimes) each get a folder of their own in the
 * system's temporary folder. Each folder names, in `.owner`, the process that started the server and
 * the server's process id. A run that was killed (not stopped) leaves its servers running, holding
 * their ports, and their folders: the next start of a server stops those whose owner has ended and
 * removes their folders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alive } from './process-group.ts';

const OWNER_FILE = '.owner';

/** Notes in `folder` that this process started the server `serverPid`, which uses the folder. */
export function markOwned(folder: string, serverPid: number): void {
  fs.writeFileSync(path.join(folder, OWNER_FILE), `${process.pid} ${serverPid}\n`);
}

/** Whether the process `pid` is a server using `folder` (not another process given the same id since). */
function usesFolder(pid: number, folder: string): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes(folder) || fs.readlinkSync(`/proc/${pid}/cwd`) === folder;
  } catch {
    return false;
  }
}

async function stop(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Not a group of its own (nginx): the process alone; it stops its workers itself.
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return;
    }
  }
  for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Stops the servers of folders named `prefix…` in the temporary folder whose owner has ended, and removes those folders. */
export async function sweepLeftovers(prefix: string): Promise<void> {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp).filter((entry) => entry.startsWith(prefix))) {
    const folder = path.join(tmp, name);
    let owner: number;
    let server: number;
    try {
      [owner, server] = fs.readFileSync(path.join(folder, OWNER_FILE), 'utf8').trim().split(' ').map(Number);
    } catch {
      continue;
    }
    if (alive(owner)) continue;
    if (alive(server) && usesFolder(server, folder)) await stop(server);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
