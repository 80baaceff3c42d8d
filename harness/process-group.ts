import type { ChildProcess } from 'node:child_process';

/**
 * Stops a command started with `detached: true` (the leader of a process group of its own) and
 * every process it started, with SIGTERM; nothing to do when the group has ended already.
 */
export function stopProcessGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // The group has ended already.
  }
}
