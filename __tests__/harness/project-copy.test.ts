/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIn } from '../../harness/project-copy.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-'));
  for (const folder of ['.cache', 'public', 'node_modules/.bin']) fs.mkdirSync(path.join(dir, folder), { recursive: true });
  fs.writeFileSync(path.join(dir, '.cache/state'), 'cache');
  fs.writeFileSync(path.join(dir, 'public/index.html'), 'page');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for gatsby in the copy, which prints a line and exits with `code`. */
function gatsbyExiting(code: number): void {
  const bin = path.join(dir, 'node_modules/.bin/gatsby');
  fs.writeFileSync(bin, `#!/bin/sh\necho "success built"\nexit ${code}\n`);
  fs.chmodSync(bin, 0o755);
}

test("a failed build takes the copy's .cache/ and public/ with it, so the next build there starts cold", async () => {
  gatsbyExiting(1);
  await expect(buildIn(dir)).rejects.toThrow(/failed \(exit 1\); its \.cache\/ and public\/ are removed/);
  expect(fs.existsSync(path.join(dir, '.cache'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
});

test('a build that passes keeps them', async () => {
  gatsbyExiting(0);
  const result = await buildIn(dir);
  expect(result.output).toContain('success built');
  expect(fs.readFileSync(path.join(dir, '.cache/state'), 'utf8')).toBe('cache');
  expect(fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8')).toBe('page');
});

/** A stand-in for gatsby whose work is `script`, which writes its process id to `pid` first. */
function gatsbyDoing(script: string): string {
  const bin = path.join(dir, 'node_modules/.bin/gatsby');
  const pidFile = path.join(dir, 'pid');
  fs.writeFileSync(bin, `#!/bin/sh\nsh -c 'echo $$ > ${pidFile}; ${script}'\n`);
  fs.chmodSync(bin, 0o755);
  return pidFile;
}

/** Whether the process is still there (and not only waiting to be reaped, its exit status unread). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

test('a build that does no work for its idle limit is stopped, with what it started, and fails saying it hung', async () => {
  const pidFile = gatsbyDoing('sleep 60');
  await expect(buildIn(dir, { idleLimitMs: 1000 })).rejects.toThrow(/hung: it used no processor time for 1 s/);
  expect(running(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(false);
});

test('a build that keeps working past its idle limit is not stopped', async () => {
  // Three seconds of work in the shell itself (bash's own clock, no process started per turn), so
  // its time counts as the build's even when a busy machine gives it a small share of a core.
  gatsbyDoing('bash -c "end=\\$((SECONDS + 3)); while [ \\$SECONDS -lt \\$end ]; do :; done"');
  await expect(buildIn(dir, { idleLimitMs: 1000 })).resolves.toMatchObject({ steps: {} });
});

test('a build is stopped, with what it started, when its signal is aborted', async () => {
  const pidFile = gatsbyDoing('sleep 60');
  const stopping = new AbortController();
  const build = buildIn(dir, { signal: stopping.signal });
  while (!fs.existsSync(pidFile) || !fs.readFileSync(pidFile, 'utf8')) await new Promise((resolve) => setTimeout(resolve, 50));
  stopping.abort(new Error('its test ended'));
  await expect(build).rejects.toThrow(/stopped \(its test ended\)/);
  expect(running(Number(fs.readFileSync(pidFile, 'utf8')))).toBe(false);
});
