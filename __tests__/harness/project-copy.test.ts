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
