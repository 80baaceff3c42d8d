/**
 * `npm test`: everything. A production build pointed at the local outbox, with the type check and
 * the linters beside it; then every jest test: unit tests in jsdom, browser tests in Debian's
 * Chromium headless shell (and Firefox and WebKit for the visitor journeys) against that build served by
 * Debian's nginx, and the host tests against it served by Cloudflare's and Netlify's local
 * runtimes too; and beside all of it, from the start, the tests that run builds of their own in a
 * copy of the project.
 * Extra arguments go to one jest run instead (`npm test -- e2e/contact`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { findHeadlessShell } from '../harness/chromium.ts';
import { missingForOtherEngines } from '../harness/engines.ts';
import { NETLIFY_BUILD_ENV } from '../harness/host-build-env.ts';
import { missingForNginx } from '../harness/nginx.ts';
import { outboxBuildEnv } from '../harness/outbox.ts';
import { nodeBinDir, OLDER_LINE_NODE, runOnPinnedNode } from '../harness/pinned-node.ts';
import { claimPortBlock, PORTS_IN_BLOCK } from '../harness/port-block.ts';
import { run, type RunError } from '../harness/run.ts';

// The tests run on Node.js 24 (.node-version), fetched through npm where the machine's is older.
runOnPinnedNode(24);

// The test servers' ports: the first block no other run holds (another checkout's `npm test`),
// chosen before harness/ports.ts is read, so this process, the build and jest all use it.
const sitePort = await claimPortBlock();
const { outboxOrigin, siteOrigin, THROTTLE_MS } = await import('../harness/ports.ts');

/**
 * Installs the Debian packages the browser tests need when something is missing and this is a
 * Debian machine run as root (CI); otherwise says what to install and stops.
 */
async function ensure({ need, missing, packages, elsewhere }: { need: string; missing: () => string[]; packages: string[]; elsewhere: string }): Promise<void> {
  if (missing().length === 0) return;
  if (process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    console.log(`The browser tests need ${need}; ${missing().join(', ')} missing: installing ${packages.join(', ')}…`);
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', ...packages], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    if (missing().length === 0) return;
  }
  console.error(
    `The browser tests need ${need}; missing: ${missing().join(', ')}.\n` +
      `  Debian/Ubuntu: sudo apt-get install ${packages.join(' ')}\n  Elsewhere: ${elsewhere}`,
  );
  process.exit(1);
}

const ensureChromium = () =>
  ensure({
    need: "Debian's Chromium, its headless shell",
    missing: () => (findHeadlessShell() ? [] : ['chromium-headless-shell']),
    packages: ['chromium-headless-shell'],
    elsewhere: "install Chromium's headless shell (chrome-headless-shell) and set CHROMIUM_HEADLESS_SHELL_PATH=/path/to/it",
  });

// The visitor journeys run in Firefox and WebKit too (e2e/journeys/).
const ensureOtherEngines = () =>
  ensure({
    need: "Debian's Firefox ESR, WebKitGTK's WebKitWebDriver and a virtual X server",
    missing: missingForOtherEngines,
    packages: ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xauth'],
    elsewhere: 'install Firefox and WebKitGTK (with WebKitWebDriver and MiniBrowser) and Xvfb, and set FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH',
  });

// They serve the build as it is deployed: with nginx and the include the build writes.
const ensureNginx = () =>
  ensure({
    need: "Debian's nginx with its Brotli module",
    missing: missingForNginx,
    packages: ['nginx-light', 'libnginx-mod-http-brotli-static'],
    elsewhere: 'install nginx with the Brotli static module and set NGINX_PATH=/path/to/nginx',
  });

// The nginx publishing test publishes with rsync, as an operator does (scripts/publish-nginx.ts).
const ensureRsync = () =>
  ensure({
    need: 'rsync, for the nginx publishing test',
    missing: () => (spawnSync('rsync', ['--version'], { stdio: 'ignore' }).error ? ['rsync'] : []),
    packages: ['rsync'],
    elsewhere: 'install rsync so that `rsync` is on the PATH',
  });

// The HTML check runs the Nu Html Checker (node_modules/vnu-jar), a Java program, with `java`.
const ensureJava = () =>
  ensure({
    need: 'a Java runtime for the HTML checker',
    missing: () => (spawnSync('java', ['-version'], { stdio: 'ignore' }).error ? ['java'] : []),
    packages: ['default-jre-headless'],
    elsewhere: 'install a Java runtime (a headless JRE is enough) so that `java` is on the PATH',
  });

const bin = (name: string) => `node_modules/.bin/${name}`;

/**
 * How many test files run at a time: three per core. Alone, a browser file keeps about three
 * quarters of a core busy (its browser renders every frame while the page loads, scrolls and
 * animates); side by side the browsers render fewer frames each, and the stage took 668–775 s on
 * two cores, against 976 s at two files at a time (docs/architecture.md).
 */
const TEST_WORKERS = 3 * os.availableParallelism();

/** The type check and the linters (package.json's scripts), in this order; the first that fails stops the run. */
const CHECKS = ['typecheck', 'lint'];

// The test build's public address is the test server, for the build and for the tests that read it.
process.env.SITE_URL = siteOrigin;

/** Each stage's name and wall-clock seconds, printed at the end, whether the run passed or not. */
const stages: [string, number][] = [];
async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stages.push([name, (performance.now() - started) / 1000]);
  }
}
function printStages() {
  if (stages.length === 0) return;
  // Stages that run side by side overlap: the total is the run's own time.
  const total = performance.now() / 1000;
  console.log('\n▶ Time by stage');
  for (const [name, seconds] of [...stages, ['total', total] as const]) console.log(`${name.padEnd(44)} ${seconds.toFixed(0).padStart(5)} s`);
}

// Stops the builds in a copy of the project when the run fails or is interrupted.
const stopRebuilds = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRebuilds.abort();
    process.exit(130);
  });
}

try {
  await stage('prerequisites', async () => {
    await ensureChromium();
    await ensureOtherEngines();
    await ensureNginx();
    await ensureRsync();
    await ensureJava();
    // The builds in a copy of the project run on the older Node line; fetched here, once, before
    // their test files start side by side.
    nodeBinDir(OLDER_LINE_NODE);
  });
  // With no test named, the builds in a copy of the project start first, beside the build and
  // then beside the browser tests: they are a chain of builds, each using a core and a half at
  // most, so started last they ran on alone with a core half idle. Their output comes once they
  // are done; a failure elsewhere stops them.
  const jestArgs = process.argv.slice(2);
  const rebuilds =
    jestArgs.length === 0 ? stage('builds in a copy of the project', () => run(bin('jest'), ['--ci', '--colors', '--selectProjects', 'rebuild'], { collect: true, signal: stopRebuilds.signal })) : null;
  // Its failure is reported once the tests beside it are done (below), not when it happens.
  rebuilds?.catch(() => undefined);
  // The checks run beside the build, which leaves a core idle for much of its time; their output
  // comes once they are done, after the build's.
  console.log(`\n▶ Production build on Node.js ${process.versions.node} in Netlify's build environment (form pointed at the test outbox; test servers on ports ${sitePort}–${sitePort + PORTS_IN_BLOCK - 1}), with the type check and the linters (tsc, ESLint, knip) beside it${rebuilds ? ', and the builds in a copy of the project (a portfolio of 1,000 jobs on the three hosts; then, back at today\'s data, a change to styles alone)' : ''}`);
  const checks = (async () => {
    let output = '';
    for (const script of CHECKS) output += await run('npm', ['run', '--silent', script], { collect: true });
    return output;
  })();
  // The build is the one Netlify makes: in Netlify's build environment (NETLIFY set, which would
  // make Gatsby pick its Netlify adapter were no adapter named in gatsby-config).
  const build = run(bin('gatsby'), ['build'], {
    env: {
      ...NETLIFY_BUILD_ENV,
      ...outboxBuildEnv(outboxOrigin),
      // Every option set here, so a developer's .env or shell cannot change what the tests expect.
      GATSBY_EMAILJS_THROTTLE_MS: String(THROTTLE_MS),
      GATSBY_EMAILJS_BLOCKLIST: '',
      GATSBY_EMAILJS_BLOCK_HEADLESS: 'false',
    },
  });
  const [checked, built] = await stage('build, type check and linters', () => Promise.allSettled([checks, build]));
  console.log('\n▶ Type check and linters');
  if (checked.status === 'rejected') {
    console.error((checked.reason as RunError).output ?? '');
    throw checked.reason;
  }
  console.log(checked.value.trim() || 'No problem found.');
  if (built.status === 'rejected') throw built.reason;
  if (!rebuilds) {
    console.log('\n▶ The tests asked for');
    await stage('the tests asked for', () => run(bin('jest'), ['--ci', '--maxWorkers=2', ...jestArgs]));
  } else {
    console.log(`\n▶ Unit and browser tests (${TEST_WORKERS} files at a time), beside the builds in a copy of the project`);
    const tests = stage('unit and browser tests', () => run(bin('jest'), ['--ci', `--maxWorkers=${TEST_WORKERS}`, '--selectProjects', 'unit', 'browser']));
    const [tested, rebuilt] = await Promise.allSettled([tests, rebuilds]);
    console.log('\n▶ Builds in a copy of the project');
    console.log((rebuilt.status === 'fulfilled' ? rebuilt.value : ((rebuilt.reason as RunError).output ?? '')).trim());
    if (tested.status === 'rejected') throw tested.reason;
    if (rebuilt.status === 'rejected') throw rebuilt.reason;
  }
  printStages();
} catch (error) {
  stopRebuilds.abort();
  printStages();
  console.error(`\n✖ ${(error as Error).message}`);
  process.exit(1);
}
