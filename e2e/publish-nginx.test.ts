/**
 * Publishing to an nginx server (scripts/publish-nginx.ts): each publish becomes live in one
 * step, a visitor never gets a page without its scripts, a bad configuration or a broken upload
 * never goes live, and a rollback brings the release before back.
 *
 * The releases are copies of the test build (public/, deploy/nginx.conf), each told apart by its
 * own app script (`app-<hash>.js`, a name and content of its own, as every real build has), named
 * by the pages the visitors read, with a comment naming the release's number. They are published to a folder on this machine, which
 * Debian's nginx serves as an operator's server block would (`root <folder>/current/public;`,
 * `include <folder>/nginx.conf;`), in a prefix of its own on a port of its own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { jobPath, PATHS, servicePath } from '../src/lib/routes';
import { CACHE_FOREVER, HASHED_FOLDER, HASHED_ROOT_ASSET } from '../src/node/hosts/cache-rules';
import { PUBLIC } from './support/build-output';
import { request, type RawResponse } from './support/http';
import { findNginx, nginxPrefix, startNginx, stopNginx, type NginxPrefix, type NginxServer } from '../harness/nginx.ts';
import { PUBLISH_PORT } from '../harness/ports.ts';
import { stopProcessGroup } from '../harness/process-group.ts';
import { readData } from './support/screens';

/** Releases kept on the server (the publisher's default). */
const KEEP = 5;
/** How many releases the load test publishes. */
const PUBLISHES = 10;
/** Visitors reading pages at once during the publishes. */
const VISITORS = 2;
/**
 * The load test's time limit. Ten publishes take 30 s on an idle machine, 75–95 s beside the rest
 * of `npm test`, and twice that beside another `npm test`.
 */
const LOAD_TEST_TIMEOUT_MS = 5 * 60_000;
/** The visitors stop reading pages after this long even if the publishes have not finished (they then fail the test). */
const LOOP_LIMIT_MS = LOAD_TEST_TIMEOUT_MS - 40_000;
/** One publish takes 2–22 s; one that takes this long has hung, and is stopped. */
const PUBLISH_WITHIN_MS = 90_000;

const services: { id: number; slug: string; title: string }[] = readData('services.json');
const jobs: { title: string }[] = readData('jobs.json');
/** The canonical pages the visitors read. */
const PAGES = [...Object.values(PATHS), servicePath(services[0]), servicePath(services[4]), jobPath(1, jobs[0].title), jobPath(3, jobs[2].title)];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-nginx-test-'));
/** The publishers' temporary folder. */
const scratch = path.join(work, 'tmp');
fs.mkdirSync(scratch);
/** The folder on the "server" the releases are published to. */
const site = path.join(work, 'site');
const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

const originalApp = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
const appOf = (release: number) => `app-${createHash('sha256').update(`release ${release}`).digest('hex').slice(0, 20)}.js`;
const markerOf = (release: number) => `<!-- release ${release} -->`;
const releaseIn = (html: string) => Number(/<!-- release (\d+) -->/.exec(html)?.[1] ?? NaN);

/** Writes a new file of a release with its precompressed copies. */
function writeWithPrecompressed(file: string, content: string | Buffer) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 1 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }));
}

/** The file nginx serves for a page's address (the include's `try_files $uri $uri/index.html`). */
const fileOf = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);

/**
 * A copy of the test build as release `number`: the pages the visitors read (PAGES) name an app
 * script of its own and carry the release's comment; every other file is a hard link to the
 * build's (never written to), the other pages with the build's own app script. `include` changes
 * deploy/nginx.conf; `extra` adds files to public/.
 */
function makeRelease(number: number, { include = (text: string) => text, extra = {} as Record<string, Buffer> } = {}): string {
  if (!originalApp) throw new Error(`The test build in ${PUBLIC} has no app-<hash>.js`);
  const dir = path.join(work, `build-${number}`);
  const publicDir = path.join(dir, 'public');
  fs.mkdirSync(path.join(dir, 'deploy'), { recursive: true });
  execFileSync('cp', ['-al', PUBLIC, publicDir]);
  const app = appOf(number);
  writeWithPrecompressed(path.join(publicDir, app), `${fs.readFileSync(path.join(PUBLIC, originalApp), 'utf8')}\n/* release ${number} */\n`);
  for (const page of PAGES) {
    const file = path.join(publicDir, fileOf(page));
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes(originalApp)) throw new Error(`${fileOf(page)} in the test build does not name ${originalApp}`);
    // Without its precompressed copies (nginx compresses it as it sends it): a release is made faster.
    for (const name of [file, `${file}.gz`, `${file}.br`]) fs.rmSync(name, { force: true });
    fs.writeFileSync(file, `${html.replaceAll(originalApp, app)}${markerOf(number)}\n`);
  }
  for (const [file, content] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  }
  fs.writeFileSync(path.join(dir, 'deploy', 'nginx.conf'), include(fs.readFileSync('deploy/nginx.conf', 'utf8')));
  return dir;
}

type Outcome = { code: number; output: string };

/**
 * What the test under way started: its publishers, each in a process group of its own, and the
 * signal that stops them and the visitors' loop. afterEach stops them, so a test that ran out of
 * time leaves nothing running in the site's folder for the next one.
 */
let stopping = new AbortController();
const publishers = new Set<Promise<Outcome>>();

/** Runs the publisher (`publish` or `rollback`) against the site's folder; `limitKiB` caps the size of any file it may write (as a full disk would). */
function publisher(action: 'publish' | 'rollback', options: string[], limitKiB?: number): Promise<Outcome> {
  const command = ['node', 'scripts/publish-nginx.ts', action, site, ...options].map(shellQuote).join(' ');
  const script = limitKiB === undefined ? `exec ${command}` : `ulimit -f ${limitKiB * 2} && exec ${command}`;
  // Its temporary files in the test's folder: a publisher stopped part way leaves them there, removed with it.
  const child = spawn('/bin/sh', ['-c', script], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TMPDIR: scratch } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => stopProcessGroup(child);
  stopping.signal.addEventListener('abort', stop, { once: true });
  const late = setTimeout(() => {
    output += `(${action} not done within ${PUBLISH_WITHIN_MS / 1000} s: stopped)\n`;
    stop();
  }, PUBLISH_WITHIN_MS);
  const outcome = new Promise<Outcome>((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('close', (code, signal) => {
      clearTimeout(late);
      stopping.signal.removeEventListener('abort', stop);
      resolve({ code: code ?? 1, output: signal ? `${output}(stopped by ${signal})` : output });
    });
  });
  publishers.add(outcome);
  void outcome.then(() => publishers.delete(outcome));
  return outcome;
}

afterEach(async () => {
  stopping.abort();
  await Promise.all(publishers);
  stopping = new AbortController();
  // What a publisher stopped part way leaves, removed as an operator would (scripts/publish-nginx.sh names it).
  fs.rmSync(path.join(site, '.publishing'), { recursive: true, force: true });
  const releases = path.join(site, 'releases');
  for (const partial of fs.existsSync(releases) ? fs.readdirSync(releases).filter((name) => name.endsWith('.partial')) : []) {
    fs.rmSync(path.join(releases, partial), { recursive: true, force: true });
  }
});

let prefix: NginxPrefix;
let server: NginxServer | undefined;
/** The commands the publisher runs on the server: nginx's check and reload, for this test's nginx. */
const nginxCommands = (reload = true) => {
  const nginx = findNginx() ?? 'nginx';
  const words = (verb: string[]) => [nginx, ...verb, ...prefix.args].map(shellQuote).join(' ');
  return ['--nginx-test', words(['-t', '-q']), '--nginx-reload', reload ? words(['-s', 'reload']) : 'true'];
};
const publish = (number: number, limitKiB?: number) => publisher('publish', ['--from', path.join(work, `build-${number}`), ...nginxCommands()], limitKiB);

/**
 * A browser's request. Each on a connection of its own: when nginx reloads, its old workers close
 * their idle connections, and a browser sends again a request that met such a close (HTTP/1.1
 * lets it, for a GET), which Node's client does not.
 */
const get = (address: string) => request(address, { 'accept-encoding': 'br, gzip', connection: 'close' }, 'GET', PUBLISH_PORT);
function bodyOf(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  const body = encoding === 'br' ? zlib.brotliDecompressSync(response.body) : encoding === 'gzip' ? zlib.gunzipSync(response.body) : response.body;
  return body.toString('utf8');
}

/**
 * The files named by their content that a page or stylesheet loads or may load: scripts (in
 * `data-scripts` and the chunk map), stylesheets (`data-href`), pictures (`src`, `srcset`), fonts
 * (a stylesheet's `url()`): every address in the text, escaped or not, that is such a file.
 */
function assetsOf(text: string): string[] {
  const unescaped = text.replaceAll('&quot;', '"').replaceAll('\\"', '"');
  const addresses = [...unescaped.matchAll(/\/[^\s"'(),\\]+/g)].map(([address]) => address);
  return [...new Set(addresses.filter((address) => address.startsWith(`/${HASHED_FOLDER}/`) || HASHED_ROOT_ASSET.test(address.slice(1))))];
}

/** The releases on the server, oldest first, and what `current` and the include point at. */
const releasesOnServer = () => fs.readdirSync(path.join(site, 'releases')).sort();
const liveRelease = () => path.basename(fs.readlinkSync(path.join(site, 'current')));
const includeRelease = () => path.basename(path.dirname(fs.readlinkSync(path.join(site, 'nginx.conf'))));
/** Which build a release folder on the server came from: the number in its home page's comment. */
const numberOf = (release: string) => releaseIn(fs.readFileSync(path.join(site, 'releases', release, 'public', 'index.html'), 'utf8'));

beforeAll(async () => {
  for (let number = 1; number <= PUBLISHES + 1; number++) {
    // Release 5 changes the include (a comment), so that switching to it and away reloads nginx.
    makeRelease(number, number === 5 ? { include: (text) => `${text}\n# release 5\n` } : {});
  }
  prefix = await nginxPrefix({ port: PUBLISH_PORT, root: path.join(site, 'current', 'public'), include: path.join(site, 'nginx.conf') });
  // The first release goes up before nginx runs: there is nothing to reload yet.
  const first = await publisher('publish', ['--from', path.join(work, 'build-1'), ...nginxCommands(false)]);
  if (first.code !== 0) throw new Error(`The first publish failed:\n${first.output}`);
  server = await startNginx({ port: PUBLISH_PORT, include: path.join(site, 'nginx.conf'), prepared: prefix });
}, LOAD_TEST_TIMEOUT_MS);

afterAll(async () => {
  await stopNginx(server);
  fs.rmSync(work, { recursive: true, force: true });
});

type Visit = { page: string; release: number; problems: string[]; requests: number };

/** One visit: a page, then every file it names. Problems: any answer but 200, and an app script not of the page's release. */
async function visit(page: string): Promise<Visit> {
  const response = await get(page);
  const problems: string[] = [];
  if (response.status !== 200) return { page, release: NaN, problems: [`${page}: ${response.status}`], requests: 1 };
  const html = bodyOf(response);
  const release = releaseIn(html);
  if (!Number.isInteger(release)) problems.push(`${page}: no release comment`);
  const assets = assetsOf(html);
  const app = assets.filter((address) => /^\/app-[0-9a-f]{20}\.js$/.test(address));
  if (app.length !== 1 || app[0] !== `/${appOf(release)}`) problems.push(`${page} of release ${release} names the app script(s) ${app.join(', ') || 'none'}`);
  let requests = 1;
  for (let index = 0; index < assets.length; index++) {
    const address = assets[index];
    const asset = await get(address);
    requests += 1;
    if (asset.status !== 200) problems.push(`${address} (from ${page}, release ${release}): ${asset.status}`);
    else if (address === app[0] && !bodyOf(asset).includes(`/* release ${release} */`)) problems.push(`${address}: not the script of release ${release}`);
    else if (address.endsWith('.css')) assets.push(...assetsOf(bodyOf(asset)).filter((font) => !assets.includes(font)));
  }
  return { page, release, problems, requests };
}

describe('publishing to nginx', () => {
  test(`${PUBLISHES} publishes and a rollback while visitors read pages: every page and every file it names answers, each page with its own release's script`, async () => {
    const visits: Visit[] = [];
    let publishing = true;
    const started = Date.now();
    // Stopped by afterEach should the test run out of time: then nothing more is published.
    const { signal } = stopping;
    const visitor = async (offset: number) => {
      for (let index = offset; publishing && !signal.aborted && Date.now() - started < LOOP_LIMIT_MS; index++) visits.push(await visit(PAGES[index % PAGES.length]));
    };
    const loop = Promise.all(Array.from({ length: VISITORS }, (_, offset) => visitor(offset)));

    // A page read from release 1: its script must load while release 1 is kept, and only then.
    const fromFirst = await visit('/');
    expect(fromFirst.release).toBe(1);
    const firstApp = `/${appOf(1)}`;
    const seen: { live: number; firstApp: number }[] = [];
    const publishTimes: number[] = [];
    try {
      for (let number = 2; number <= PUBLISHES; number++) {
        signal.throwIfAborted();
        const publishStarted = Date.now();
        const outcome = await publish(number);
        publishTimes.push((Date.now() - publishStarted) / 1000);
        expect([number, outcome.code, outcome.output]).toEqual([number, 0, expect.stringContaining(`Published release`)]);
        seen.push({ live: releaseIn(bodyOf(await get('/'))), firstApp: (await get(firstApp)).status });
      }
      const fromLast = await visit('/about');
      signal.throwIfAborted();
      const rolledBack = await publisher('rollback', nginxCommands());
      expect([rolledBack.code, rolledBack.output]).toEqual([0, expect.stringContaining('live:')]);
      // The page of release 10 read before the rollback still gets its script, a year's caching and all.
      const lastApp = await get(`/${appOf(PUBLISHES)}`);
      expect([lastApp.status, lastApp.headers['cache-control']]).toEqual([200, CACHE_FOREVER]);
      expect(fromLast.release).toBe(PUBLISHES);
      expect(releaseIn(bodyOf(await get('/')))).toBe(PUBLISHES - 1);
    } finally {
      publishing = false;
      await loop;
    }

    // Each publish was live at once; release 1's script answered while release 1 was among the last KEEP.
    expect(seen).toEqual(
      Array.from({ length: PUBLISHES - 1 }, (_, index) => ({ live: index + 2, firstApp: index + 2 <= KEEP ? 200 : 404 })),
    );
    // The releases kept: the last KEEP but the one rolled back from, which is gone.
    expect(releasesOnServer().map(numberOf)).toEqual(Array.from({ length: KEEP - 1 }, (_, index) => PUBLISHES - KEEP + 1 + index));
    expect(numberOf(liveRelease())).toBe(PUBLISHES - 1);
    expect(includeRelease()).toBe(liveRelease());

    const problems = visits.flatMap((one) => one.problems);
    const releasesSeen = new Set(visits.map((one) => one.release));
    console.log(
      `${visits.length} visits (${visits.reduce((sum, one) => sum + one.requests, 0)} requests) in ${((Date.now() - started) / 1000).toFixed(1)} s saw releases ${[...releasesSeen].sort((a, b) => a - b).join(', ')}; ${problems.length} problems; publishes took ${publishTimes.map((time) => time.toFixed(1)).join(', ')} s`,
    );
    expect(problems).toEqual([]);
    // The visitors read pages throughout: across most of the switches, not before or after them.
    expect(releasesSeen.size).toBeGreaterThanOrEqual(PUBLISHES / 2);
  }, LOAD_TEST_TIMEOUT_MS);

  test('a build whose include nginx refuses is never switched to: the live site, its include and its releases stay as they were', async () => {
    const before = { live: liveRelease(), releases: releasesOnServer(), home: bodyOf(await get('/')) };
    makeRelease(20, { include: (text) => `${text}\nthis_is_not_a_directive on;\n` });
    const outcome = await publish(20);
    expect(outcome.code).not.toBe(0);
    expect(outcome.output).toMatch(/unknown directive "this_is_not_a_directive"[\s\S]*nginx refused the configuration/);
    expect({ live: liveRelease(), releases: releasesOnServer(), home: bodyOf(await get('/')) }).toEqual(before);
    expect(includeRelease()).toBe(before.live);
    expect(fs.existsSync(path.join(site, '.publishing'))).toBe(false);
  });

  test('an upload that fails part way (the disk full) is removed and never switched to; the next publish goes through', async () => {
    const before = { live: liveRelease(), releases: releasesOnServer(), home: bodyOf(await get('/')) };
    // A picture of 2 MB in a server that takes no file over 1 MB: rsync fails after sending the smaller files.
    makeRelease(21, { extra: { [`${HASHED_FOLDER}/0123456789abcdef0123/poster.jpg`]: Buffer.alloc(2 * 1024 * 1024, 7) } });
    const outcome = await publish(21, 1024);
    expect(outcome.code).not.toBe(0);
    expect(outcome.output).toContain('Uploading public/ failed');
    expect(outcome.output).toContain('The partial upload was removed; the live site is unchanged.');
    expect({ live: liveRelease(), releases: releasesOnServer(), home: bodyOf(await get('/')) }).toEqual(before);
    expect(fs.existsSync(path.join(site, '.publishing'))).toBe(false);

    const next = await publish(PUBLISHES + 1);
    expect([next.code, next.output]).toEqual([0, expect.stringContaining('Published release')]);
    expect(releaseIn(bodyOf(await get('/')))).toBe(PUBLISHES + 1);
  });
});
