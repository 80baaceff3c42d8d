#!/usr/bin/env node
/**
 * `npm run test:owner-edits`: the whole test command on the edits an owner typically makes at
 * /admin. In a copy of the project (tools/project-copy.cjs) it makes those edits
 * (tools/owner-edits.cjs: one price, one counter, one more job with a picture of its own, one
 * testimonial fewer, one reworded answer), then runs `npm test` there (extra arguments go to it,
 * as to `npm test`: `-- e2e/inventory`). The tests read what the owner may change from data/, so
 * they must pass on these edits as on today's data.
 *
 * The copy stays in the system's temporary folder between runs (its cache keeps later builds
 * warm); each run copies the project over it again and makes the edits anew.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { copyProject, PROJECT_ROOT } = require('./project-copy.cjs');
const { applyOwnerEdits } = require('./owner-edits.cjs');

const COPY = path.join(os.tmpdir(), `owner-edits-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`);

console.log(`Copying the project to ${COPY}…`);
copyProject(COPY);
// The builds test copies the project again, from the files git lists: the copy is a repository of
// its own (with nothing committed, every file not ignored is listed).
if (!fs.existsSync(path.join(COPY, '.git'))) {
  const init = spawnSync('git', ['init', '--quiet'], { cwd: COPY, stdio: 'inherit' });
  if (init.error || init.status !== 0) throw new Error(`git init in ${COPY} failed`);
}
for (const edit of applyOwnerEdits(path.join(COPY, 'data'))) console.log(`  edited ${edit}`);
console.log(`\n▶ npm test in the copy${process.argv.length > 2 ? ` (${process.argv.slice(2).join(' ')})` : ''}`);
const test = spawnSync(process.execPath, ['scripts/test.mjs', ...process.argv.slice(2)], { cwd: COPY, stdio: 'inherit' });
if (test.error) throw test.error;
if (test.status !== 0) {
  console.error(`\n✖ npm test failed on the owner's edits (copy: ${COPY})`);
  process.exit(test.status ?? 1);
}
console.log("\n✔ npm test passed on the owner's edits");
