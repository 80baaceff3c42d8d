import fs from 'node:fs';
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

/** Every process on this machine (Linux's /proc): its parent and the CPU seconds it and its waited-for children used. */
function processTable(): { pid: number; parent: number; cpuSeconds: number }[] {
  const table = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After "pid (name) ": state, parent, …; utime, stime, cutime and cstime are fields 14–17, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    table.push({ pid: Number(entry), parent: Number(fields[1]), cpuSeconds: ticks / 100 });
  }
  return table;
}

/** `pid` and every process it started, and theirs: the ids, and the CPU seconds they have used. */
export function processTree(pid: number): { pids: number[]; cpuSeconds: number } {
  const table = processTable();
  const pids = [pid];
  for (let index = 0; index < pids.length; index++) pids.push(...table.filter((row) => row.parent === pids[index]).map((row) => row.pid));
  const cpuSeconds = table.filter((row) => pids.includes(row.pid)).reduce((sum, row) => sum + row.cpuSeconds, 0);
  return { pids, cpuSeconds };
}

/** Stops `pid` and every process it started with SIGTERM, leaving its process group alone (the caller's, often). */
export function stopProcessTree(pid: number): void {
  for (const one of processTree(pid).pids) {
    try {
      process.kill(one, 'SIGTERM');
    } catch {
      // Ended meanwhile.
    }
  }
}

/** Whether a process with this id runs (one of another user's counts too). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
