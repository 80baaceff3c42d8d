/**
 * `npm run test:owner-edits`: the whole test command on the edits an owner typically makes at
 * /admin. In a copy of the project (harness/project-copy.ts) it makes those edits
 * (tools/owner-edits/edits.ts: one price, one counter, the portfolio reordered and one more job
 * with a picture of its own, one service renamed, one testimonial's author renamed and one
 * testimonial fewer, one reworded answer), then runs `npm test` there (extra arguments go to it,
 * as to `npm test`: `-- e2e/inventory`). The tests read what the owner may change from data/, so
 * they must pass on these edits as on today's data. With `--edits-only`, it makes the edits in the
 * copy, prints where the copy is, and stops.
 *
 * The copy stays in the system's temporary folder between runs (its cache keeps later builds
 * warm); each run copies the project over it again and makes the edits anew.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject, PROJECT_ROOT } from '../harness/project-copy.ts';
import { applyOwnerEdits } from './owner-edits/edits.ts';

const COPY = path.join(os.tmpdir(), `owner-edits-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`);
const editsOnly = process.argv[2] === '--edits-only';
const testArgs = process.argv.slice(editsOnly ? 3 : 2);

console.log(`Copying the project to ${COPY}…`);
copyProject(COPY);
// The builds test copies the project again, from the files git lists: the copy is a repository of
// its own (with nothing committed, every file not ignored is listed).
if (!fs.existsSync(path.join(COPY, '.git'))) {
  const init = spawnSync('git', ['init', '--quiet'], { cwd: COPY, stdio: 'inherit' });
  if (init.error || init.status !== 0) throw new Error(`git init in ${COPY} failed`);
}
for (const edit of applyOwnerEdits(path.join(COPY, 'data'))) console.log(`  edited ${edit}`);
if (editsOnly) {
  console.log(`\nThe edited copy is ${COPY} (its data/ differs from the project's).`);
  process.exit(0);
}
console.log(`\n▶ npm test in the copy${testArgs.length > 0 ? ` (${testArgs.join(' ')})` : ''}`);
const test = spawnSync('npm', ['test', '--', ...testArgs], { cwd: COPY, stdio: 'inherit' });
if (test.error) throw test.error;
if (test.status !== 0) {
  console.error(`\n✖ npm test failed on the owner's edits (copy: ${COPY})`);
  process.exit(test.status ?? 1);
}
console.log("\n✔ npm test passed on the owner's edits");
