/**
 * @jest-environment node
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markOwned, sweepLeftovers } from '../../harness/leftovers.ts';

const PREFIX = `leftovers-test-${process.pid}-`;
afterAll(() => {
  for (const name of fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith(PREFIX))) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
});

/** A server stand-in working in a folder of its own, in a process group of its own. */
function serverIn(folder: string) {
  const server = spawn('sleep', ['60'], { cwd: folder, detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return { server, exited };
}

test("a server whose owner has ended is stopped and its folder removed; one whose owner runs is left alone", async () => {
  const orphaned = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  const owned = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  const left = serverIn(orphaned);
  const kept = serverIn(owned);
  // The process that started the first has ended (a run that was killed).
  const ended = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim();
  fs.writeFileSync(path.join(orphaned, '.owner'), `${ended} ${left.server.pid}\n`);
  markOwned(owned, kept.server.pid as number);

  await sweepLeftovers(PREFIX);

  await left.exited;
  expect(fs.existsSync(orphaned)).toBe(false);
  expect(fs.existsSync(owned)).toBe(true);
  expect(kept.server.exitCode).toBeNull();
  kept.server.kill();
  await kept.exited;
});
