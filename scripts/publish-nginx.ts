/**
 * Publishes the build to an nginx server as a new release, switched live in one step, and rolls
 * back to the release before. How to set up the server and use it: docs/publishing-nginx.md.
 *
 *   npm run publish:nginx -- deploy@www.example.com:/var/www/brightlane   over SSH
 *   npm run publish:nginx -- /var/www/brightlane                          on this machine
 *   npm run rollback:nginx -- deploy@www.example.com:/var/www/brightlane
 *
 * Options: --keep N (releases kept, 5), --nginx-test CMD (run on the server before each switch,
 * `nginx -t -q`), --nginx-reload CMD (run after a switch that changed the include,
 * `nginx -s reload`), --from DIR (the project folder holding the build, `.`).
 *
 * A publish uploads public/, deploy/nginx.conf and the list of the build's files named by their
 * content into releases/<time>.partial on the server with rsync (files the live release has with
 * the same content are linked there, not sent), then the server's half (publish-nginx.sh) makes it
 * a release, gives it the content-named files of the kept releases, checks nginx's configuration
 * with its include, switches `current` to it and removes the oldest releases. Any failure before
 * the switch removes what was uploaded and leaves the live site as it was.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HASHED_FOLDER, HASHED_ROOT_ASSET } from '../src/node/hosts/hashed-names.ts';

/** Where a release goes: a folder on this machine, or on a server reached over SSH (`host`). */
type Target = { host: string | null; dir: string };
type Options = { keep: string; 'nginx-test': string; 'nginx-reload': string; from: string };

const SERVER_SCRIPT = path.join(import.meta.dirname, 'publish-nginx.sh');
const DEFAULTS: Options = { keep: '5', 'nginx-test': 'nginx -t -q', 'nginx-reload': 'nginx -s reload', from: '.' };
/** The files nginx serves must be readable by its user, whatever the umask they were built with. */
const READABLE = '--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r';

class PublishError extends Error {}

/** `host:/path` (rsync's form) is a folder on a server reached over SSH; `/path` one on this machine. */
function parseTarget(target: string): Target {
  const remote = /^([^/:]+):(.*)$/.exec(target);
  const dir = (remote ? remote[2] : target).replace(/(.)\/+$/, '$1');
  if (!dir.startsWith('/')) throw new PublishError(`The target's folder must be an absolute path: ${target} (such as deploy@www.example.com:/var/www/brightlane)`);
  return { host: remote?.[1] ?? null, dir };
}

const shellQuote = (word: string) => `'${String(word).replace(/'/g, `'\\''`)}'`;

/** Runs a program; its error output goes to ours; resolves with its output; throws, naming it, when it fails. */
function runProgram(command: string, args: string[], { input, what }: { input?: string; what: string }): string {
  const result = spawnSync(command, args, { input, stdio: ['pipe', 'pipe', 'inherit'], encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') throw new PublishError(`${what}: \`${command}\` is not installed here (Debian: apt install ${command === 'ssh' ? 'openssh-client' : command})`);
  if (result.error) throw new PublishError(`${what}: ${result.error.message}`);
  if (result.status !== 0) throw new PublishError(`${what} failed (${result.signal ?? `exit ${result.status}`})`);
  return result.stdout;
}

/** Runs one action of the server's half (publish-nginx.sh) on the target's machine. */
function onServer(target: Target, args: string[], what: string): string {
  const words = ['-s', '--', target.dir, ...args];
  const input = fs.readFileSync(SERVER_SCRIPT, 'utf8');
  if (!target.host) return runProgram('sh', words, { input, what });
  return runProgram('ssh', [target.host, ['sh', ...words].map(shellQuote).join(' ')], { input, what });
}

/** rsync's name for a folder of the target. */
const remotePath = (target: Target, dir: string) => (target.host ? `${target.host}:${dir}` : dir);

/** The build's files named by their content, relative to public/: every file under static/, and webpack's scripts and stylesheets with their precompressed copies. */
function hashedFiles(publicDir: string): string[] {
  const hashed = (name: string) => HASHED_ROOT_ASSET.test(name) || HASHED_ROOT_ASSET.test(name.slice(0, name.lastIndexOf('.')));
  const root = fs.readdirSync(publicDir, { withFileTypes: true }).filter((entry) => entry.isFile() && hashed(entry.name));
  const underStatic = fs.existsSync(path.join(publicDir, HASHED_FOLDER))
    ? fs.readdirSync(path.join(publicDir, HASHED_FOLDER), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
  return [...root, ...underStatic].map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')).sort();
}

/** A release's name: the UTC time, to the millisecond, in ISO 8601's basic form (it sorts by age). */
const releaseName = () => new Date().toISOString().replace(/[-:]/g, '');

function publish(target: Target, options: Options): void {
  const from = path.resolve(options.from);
  const publicDir = path.join(from, 'public');
  const include = path.join(from, 'deploy', 'nginx.conf');
  for (const needed of [path.join(publicDir, 'index.html'), path.join(publicDir, '404.html'), include]) {
    if (!fs.existsSync(needed)) throw new PublishError(`${needed} is missing: build the site first (\`npm run build\`).`);
  }
  const listDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-nginx-'));
  try {
    const list = path.join(listDir, 'hashed-files');
    fs.writeFileSync(list, `${hashedFiles(publicDir).join('\n')}\n`);
    const name = releaseName();
    const releases = `${target.dir}/releases`;
    const live = onServer(target, ['begin', name], `Preparing ${remotePath(target, `${releases}/${name}.partial`)}`).trim();
    const partial = `${releases}/${name}.partial`;
    try {
      const linkDest = live ? [`--link-dest=${releases}/${live}/public`] : [];
      console.log(`Uploading ${publicDir} to ${remotePath(target, partial)}${live ? ` (files as in release ${live} are linked, not sent)` : ''}…`);
      runProgram('rsync', ['-a', '--checksum', READABLE, ...linkDest, `${publicDir}/`, remotePath(target, `${partial}/public/`)], { what: 'Uploading public/' });
      runProgram('rsync', ['-a', READABLE, include, list, remotePath(target, `${partial}/`)], { what: 'Uploading deploy/nginx.conf' });
    } catch (error) {
      onServer(target, ['abort', name], `Removing the partial upload ${partial}`);
      throw new PublishError(`${(error as Error).message}. The partial upload was removed; the live site is unchanged.`);
    }
    onServer(target, ['finish', name, options.keep, options['nginx-test'], options['nginx-reload']], `Switching ${target.dir} to release ${name}`);
    console.log(`Published release ${name} to ${remotePath(target, target.dir)}.`);
  } finally {
    fs.rmSync(listDir, { recursive: true, force: true });
  }
}

function rollback(target: Target, options: Options): void {
  onServer(target, ['rollback', options['nginx-test'], options['nginx-reload']], `Rolling ${target.dir} back`);
}

const ACTIONS = { publish, rollback };

try {
  const [action, ...rest] = process.argv.slice(2);
  if (!(action in ACTIONS)) throw new PublishError(`Usage: publish-nginx.ts publish|rollback TARGET [options] (see the top of scripts/publish-nginx.ts)`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: Object.fromEntries(Object.entries(DEFAULTS).map(([key, value]) => [key, { type: 'string', default: value }])),
  });
  if (positionals.length !== 1) throw new PublishError(`Name one target: user@host:/path/to/site or /path/to/site (got ${positionals.length})`);
  const options = values as Options;
  if (!/^\d+$/.test(options.keep) || Number(options.keep) < 2) throw new PublishError(`--keep takes a whole number of 2 or more (the live release and one to roll back to): ${options.keep}`);
  ACTIONS[action as keyof typeof ACTIONS](parseTarget(positionals[0]), options);
} catch (error) {
  if (!(error instanceof PublishError) && !String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw error;
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
