import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PATHS } from '../../src/lib/routes';
import { ADMIN_PATH } from '../../src/node/editor/policy';
import { hashedAssets } from '../../src/node/hosts/cache-rules';
import { CLOUDFLARE_FILES } from '../../src/node/hosts/host-limits';
import { ENTRY_FOLDER } from '../../src/node/hosts/host-pages';
import { PRECOMPRESSED_ENDINGS } from '../../src/node/hosts/precompress';
import { buildIn, copyProject, PROJECT_ROOT, scaledJobs } from '../../harness/project-copy.ts';
import { OLDER_LINE_NODE } from '../../harness/pinned-node.ts';
import { addressTable, expectedOn } from '../support/address-table';
import { REBUILD_ENV } from './build-env';
import { START_TIMEOUT_MS, startCloudflare, startNetlify, stopHost, type HostServer } from '../support/cdn-hosts';
import { answerAt } from '../support/host-answers';
import { startNginx, stopNginx } from '../../harness/nginx.ts';
import { REBUILD_PORTS, siteOrigin } from '../../harness/ports.ts';

/**
 * Real builds in one copy of the project (harness/project-copy.ts), in this order, each starting
 * from the cache the one before left, as a host's builds do:
 *
 * 1. A portfolio of 1,000 jobs (today's, then copies of them with their pictures), served by each
 *    host's own runtime: every address form answers as at today's size, the host files keep the
 *    same number of rules, and the build stays within Cloudflare Pages' limit on files.
 * 2. A change to styles alone, back at today's data: a build, a change to a rule of the global
 *    stylesheet and to one of a component's CSS module, then another build. The first build drops
 *    the jobs past today's: no page of them, and no copy made from one, may stay in public/
 *    (src/node/hosts/stale-pages.ts). Every page of the second must ship the new styles, with no
 *    `gatsby clean` first. Gatsby 5 does not render a page again when only CSS changed in some
 *    cases, and keeps that page's head with the old CSS inlined; the post-build step
 *    inline-stylesheets (src/node/post-build/inline-stylesheets.ts) writes every page's inlined
 *    stylesheets from the build's CSS files.
 *
 * Every build here is the one Cloudflare Pages makes (its build environment, a cache kept between
 * builds) on the older supported Node.js line (22), so the second part's last build, at today's
 * data, is also served by `wrangler pages dev` and asked the address table.
 *
 * The copy stays in the system's temporary folder between runs, so only the first run on a
 * machine, and the first after a failed build (harness/project-copy.ts), starts cold.
 */

const COPY = path.join(os.tmpdir(), `rebuilds-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`);
/**
 * One build's limits. A build that uses no processor time for BUILD_IDLE_MS has hung, and stops
 * with a message saying so. A working build is given up to BUILD_LIMIT_MS: the build of 1,000 jobs
 * takes about 2 minutes alone and 8 beside the rest of `npm test`, and longer beside another one.
 */
const BUILD_IDLE_MS = 5 * 60_000;
const BUILD_LIMIT_MS = 20 * 60_000;
/** The limit of a hook that builds: the build's, and time to stop it and report. */
const BUILD_HOOK_MS = BUILD_LIMIT_MS + 30_000;
/** Starting a host's runtime (e2e/support/cdn-hosts.ts) and asking it the address table. */
const SERVE_MS = START_TIMEOUT_MS + 90_000;
/** Every build with the same settings, so each finds the cache of the one before valid. */
const SAME_ENV = { env: { ...REBUILD_ENV, SITE_URL: siteOrigin } };
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** Stops a build still running when the file ends (its hook ran out of time): nothing builds in the copy after. */
const stopBuilds = new AbortController();
afterAll(() => stopBuilds.abort(new Error('the test file ended')));

/** A build in the copy, with the same settings as every other, within its limits. */
function build(): Promise<unknown> {
  const late = AbortSignal.timeout(BUILD_LIMIT_MS);
  return buildIn(COPY, { ...SAME_ENV, idleLimitMs: BUILD_IDLE_MS, signal: AbortSignal.any([late, stopBuilds.signal]) });
}

const GLOBAL_CSS = 'src/styles/global.css';
/** A component's CSS module, on the pages that show job cards (home, portfolio, every job page). */
const MODULE_CSS = 'src/components/jobs/job-card.module.css';
/** The stylesheet with a declaration added to its first rule: a change the page's markup and scripts do not see. */
function withProbe(css: string, value: string): string {
  const rule = /^[^\s@/][^{]*\{/m.exec(css);
  if (!rule) throw new Error('found no rule to change');
  const end = rule.index + rule[0].length;
  return `${css.slice(0, end)}\n  --rebuild-probe: ${value};${css.slice(end)}`;
}

function setProbe(value: string): void {
  for (const file of [GLOBAL_CSS, MODULE_CSS]) {
    const original = fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    fs.writeFileSync(path.join(COPY, file), withProbe(original, `${value}-${path.basename(file, '.css').replace(/\W/g, '')}`));
  }
}

/** The editor's page is the CMS's own, made beside Gatsby's and styled by the CMS: none of the site's sheets belong on it. */
const EDITOR_DIR = `${ADMIN_PATH.slice(1)}${path.sep}`;

/** Every page of the copy's site build: its address and its HTML. */
function builtPages(): { address: string; html: string }[] {
  const publicDir = path.join(COPY, 'public');
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('page-data') && !file.startsWith('_gatsby') && !file.startsWith(EDITOR_DIR))
    .map((file) => ({ address: `/${file}`, html: fs.readFileSync(path.join(publicDir, file), 'utf8') }));
}

const INLINED = /<style data-href="([^"]+)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/g;

/** The pages whose inlined stylesheets differ from the build's CSS files of the same name. */
function pagesWithStaleSheets(pages: { address: string; html: string }[]): string[] {
  return pages.flatMap(({ address, html }) => {
    const sheets = [...html.matchAll(INLINED)];
    if (sheets.length === 0) return [`${address}: no inlined stylesheet`];
    return sheets
      .filter(([, href, css]) => css !== fs.readFileSync(path.join(COPY, 'public', href), 'utf8'))
      .map(([, href]) => `${address}: ${href}`);
  });
}

/** Asks `host` every address of the table for the copy's data and `jobs`; prints what it saw. */
async function expectAddressTable(host: string, port: number, jobs: { title: string }[]): Promise<void> {
  const table = addressTable({ services: readJson(path.join(COPY, 'data/services.json')), jobs });
  const seen: string[] = [];
  for (const row of table) {
    const answer = await answerAt(port, row.address);
    seen.push(`| ${row.form} | ${row.address} | ${answer.status} | ${answer.h1} |`);
    const wanted = expectedOn(host, row);
    expect([row.address, answer.status, answer.h1, answer.canonical]).toEqual([row.address, wanted.status, wanted.h1, wanted.canonical]);
  }
  console.log(`${host}, ${jobs.length} jobs:\n${seen.join('\n')}`);
}

const rulesIn = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.startsWith('/')).length;
/** The rules of the host files in root/public, and the hashed scripts and stylesheets at its top. */
function hostRules(root: string): { redirects: number; headers: number; files: number } {
  const publicDir = path.join(root, 'public');
  return { redirects: rulesIn(path.join(publicDir, '_redirects')), headers: rulesIn(path.join(publicDir, '_headers')), files: hashedAssets(publicDir).rootAssets.length };
}

const showsJobCards = (address: string) => /^\/(landing\/?|home\/|)(index\.html|ourjobs\/)/.test(address);

const JOBS = 1000;
/** The host files' rules at 1,000 jobs, for the build back at today's data to compare. */
let rulesAtScale: ReturnType<typeof hostRules> | undefined;

describe(`a portfolio of 1,000 jobs on the three hosts`, () => {
  let jobs: { title: string }[] = [];
  const servers: { nginx?: Awaited<ReturnType<typeof startNginx>>; cdns: HostServer[] } = { cdns: [] };

  beforeAll(async () => {
    copyProject(COPY);
    jobs = scaledJobs(readJson<{ title: string }[]>(path.join(PROJECT_ROOT, 'data/jobs.json')), JOBS);
    fs.writeFileSync(path.join(COPY, 'data/jobs.json'), `${JSON.stringify(jobs, null, 2)}\n`);
    await build();
    rulesAtScale = hostRules(COPY);
    const root = path.join(COPY, 'public');
    servers.nginx = await startNginx({ port: REBUILD_PORTS.nginx, root, include: path.join(COPY, 'deploy/nginx.conf') });
    servers.cdns.push(await startCloudflare({ port: REBUILD_PORTS.cloudflare, root }), await startNetlify({ port: REBUILD_PORTS.netlify, root }));
  }, BUILD_HOOK_MS + 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.cdns.map(stopHost));
    await stopNginx(servers.nginx);
  });

  test("Cloudflare Pages' build holds no precompressed copies (Cloudflare compresses itself) and stays within its limit on files", () => {
    const files = fs.readdirSync(path.join(COPY, 'public'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    console.log(`Files in public/ at ${JOBS} jobs: ${files.length}`);
    expect(files.filter((entry) => PRECOMPRESSED_ENDINGS.some((ending) => entry.name.endsWith(ending))).map((entry) => entry.name)).toEqual([]);
    expect(files.length).toBeLessThanOrEqual(CLOUDFLARE_FILES.free);
  });

  test.each([
    ['nginx', REBUILD_PORTS.nginx],
    ['Cloudflare Pages', REBUILD_PORTS.cloudflare],
    ['Netlify', REBUILD_PORTS.netlify],
  ])(`%s answers every address form as at today's size, with ${JOBS} jobs`, (host, port) => expectAddressTable(host, port, jobs), SERVE_MS);
});

describe('a change to styles alone', () => {
  const run = randomBytes(4).toString('hex');
  const before = `${run}a`;
  const after = `${run}b`;
  let first: { address: string; html: string }[] = [];

  beforeAll(async () => {
    copyProject(COPY);
    setProbe(before);
    await build();
    first = builtPages();
  }, BUILD_HOOK_MS);

  test("back at today's data, no page of the jobs past today's stays, and every page ships the stylesheets as they are", () => {
    // The jobs of the portfolio before, past today's, are gone with every copy of their pages.
    const todaysJobs = readJson<unknown[]>(path.join(COPY, 'data/jobs.json')).length;
    const jobPage = new RegExp(`^${PATHS.jobs}/(?:${ENTRY_FOLDER}/)?(\\d+)/`);
    const jobNumber = (address: string) => Number(jobPage.exec(address)?.[1] ?? 0);
    expect(first.some((page) => jobNumber(page.address) === todaysJobs)).toBe(true);
    expect(first.filter((page) => jobNumber(page.address) > todaysJobs).map((page) => page.address)).toEqual([]);
    // The probe is there: the check below can see an old rule left on a page.
    expect(first.filter((page) => !page.html.includes(`--rebuild-probe:${before}-global`)).map((page) => page.address)).toEqual([]);
    expect(first.some((page) => page.html.includes(`--rebuild-probe:${before}-jobcardmodule`))).toBe(true);
  });

  describe('then built again', () => {
    beforeAll(async () => {
      if (first.length === 0) throw new Error('the build before the change did not finish');
      setProbe(after);
      await build();
    }, BUILD_HOOK_MS);

    test('every page inlines the current CSS files and no page keeps the old rules', () => {
      const second = builtPages();
      expect(second.length).toBeGreaterThanOrEqual(first.length);
      expect(pagesWithStaleSheets(second)).toEqual([]);
      expect(second.filter((page) => page.html.includes(before)).map((page) => page.address)).toEqual([]);
      expect(second.filter((page) => !page.html.includes(`--rebuild-probe:${after}-global`)).map((page) => page.address)).toEqual([]);
      const cards = second.filter((page) => showsJobCards(page.address));
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.filter((page) => !page.html.includes(`--rebuild-probe:${after}-jobcardmodule`)).map((page) => page.address)).toEqual([]);
    });

    test(`the host files have as many rules as with ${JOBS} jobs`, () => {
      // _headers has one rule for each hashed script or stylesheet at the top of public/ (a year's
      // caching): as many as webpack made, whatever the data. The copy has been built twice since,
      // each time with other stylesheets: the files of the earlier builds are gone
      // (src/node/hosts/stale-assets.ts).
      const today = hostRules(COPY);
      console.log(`Rules at ${JOBS} jobs: ${JSON.stringify(rulesAtScale)}; at today's size: ${JSON.stringify(today)}`);
      expect(rulesAtScale).toBeDefined();
      expect(today).toEqual(rulesAtScale);
    });

    test(`that build, made by Node.js ${OLDER_LINE_NODE} in Cloudflare Pages' build environment, answers every address form in wrangler pages dev`, async () => {
      // The builds ran gatsby's `#!/usr/bin/env node` with this PATH.
      expect(execFileSync('node', ['--version'], { env: { ...process.env, ...SAME_ENV.env }, encoding: 'utf8' }).trim()).toBe(`v${OLDER_LINE_NODE}`);
      const server = await startCloudflare({ port: REBUILD_PORTS.cloudflare, root: path.join(COPY, 'public') });
      try {
        await expectAddressTable('Cloudflare Pages', REBUILD_PORTS.cloudflare, readJson(path.join(COPY, 'data/jobs.json')));
      } finally {
        await stopHost(server);
      }
    }, SERVE_MS);
  });
});
