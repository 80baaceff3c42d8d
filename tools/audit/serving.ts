/**
 * What the audit serves and measures with: the build's canonical routes, its servers (`gatsby
 * serve` for the plain audit, nginx with the build's own include for the comparisons), the
 * Chromium that Lighthouse drives, and several builds measured in turn (measureInTurn). Every port comes from AUDIT_PORT (9500 unless set) upwards:
 * Chromium's debugging port first, then one per server; a port already taken stops the audit,
 * naming it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS, findChromium } from '../../harness/chromium.ts';
import { ensurePortFree, startNginx, stopNginx, type NginxServer } from '../../harness/nginx.ts';
import { stopProcessGroup } from '../../harness/process-group.ts';
import { median, type Lhr } from './table.ts';
import { measure, pinToCores, watchHostSteal, type Chrome, type Phone } from './throttling.ts';

const FIRST_PORT = Number(process.env.AUDIT_PORT || 9500);
if (!Number.isInteger(FIRST_PORT) || FIRST_PORT < 1024 || FIRST_PORT > 65000) throw new Error(`AUDIT_PORT must be a port number from 1024 to 65000, not "${process.env.AUDIT_PORT}"`);
/** The port of Chromium's debugging protocol; the servers take the ports after it. */
const CHROMIUM_PORT = FIRST_PORT;
/** The port of the `index`-th server (from 0). */
const serverPort = (index: number) => FIRST_PORT + 1 + index;

/** The canonical routes of the build in `dir`/public, from its sitemap. */
export function canonicalRoutes(dir = '.'): string[] {
  const sitemap = fs.readFileSync(path.join(dir, 'public', 'sitemap-0.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts a headless Chromium for Lighthouse; resolves once its debugging port answers. */
export async function startChromium(): Promise<Chrome> {
  await ensurePortFree(CHROMIUM_PORT);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-chromium-'));
  const chromium = findChromium();
  if (!chromium) throw new Error('Chromium was not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  // A process group of its own, stopped whole: Debian's chromium-headless-shell is a shell script
  // that starts the browser as its child, which a signal to the script alone would leave running.
  const child = spawn(chromium, [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${CHROMIUM_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    stopProcessGroup(child);
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    await waitFor(`http://127.0.0.1:${CHROMIUM_PORT}/json/version`);
  } catch (error) {
    stop();
    throw error;
  }
  return { port: CHROMIUM_PORT, profile, stop };
}

/**
 * Serves the build in public/ with `gatsby serve`, as `npm run serve` does (no header of the
 * site's own); resolves with its origin, its process id and how to stop it, once it answers.
 */
export async function serveWithGatsby(): Promise<{ origin: string; pids: (number | undefined)[]; stop: () => void }> {
  const port = serverPort(0);
  await ensurePortFree(port);
  const server = spawn('node_modules/.bin/gatsby', ['serve', '--port', String(port), '--host', 'localhost'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => stopProcessGroup(server);
  const origin = `http://localhost:${port}`;
  try {
    await waitFor(`${origin}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, pids: [server.pid], stop };
}

/**
 * Serves each build (`{ name, dir }`, the DIR holding its public/ and deploy/nginx.conf) with nginx
 * and the build's include, each on a port of its own. Resolves with each build's origin by its
 * name, the servers' process ids and how to stop them all.
 */
/** A build to measure: its name, and the folder holding its public/ and deploy/nginx.conf. */
export type Build = { name: string; dir: string };

async function serveWithNginx(builds: readonly Build[]): Promise<{ origins: Map<string, string>; pids: number[]; stop: () => Promise<void> }> {
  const servers: NginxServer[] = [];
  const origins = new Map<string, string>();
  const stop = async () => {
    for (const server of servers) await stopNginx(server);
  };
  try {
    for (const [index, build] of builds.entries()) {
      const port = serverPort(index);
      servers.push(await startNginx({ port, root: path.join(build.dir, 'public'), include: path.join(build.dir, 'deploy', 'nginx.conf') }));
      origins.set(build.name, `http://localhost:${port}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origins, pids: servers.map((server) => server.pid), stop };
}

/**
 * Serves each build with nginx (serveWithNginx) and measures every route in every form in all of
 * them: for each run the builds one after the other, so a slower minute of the host falls on all
 * of them alike. `read` makes one run's record of its Lighthouse result, the page's HTML, the
 * host's share of the CPU and the build's origin. Returns one entry per route and form, with each
 * build's records by its name.
 */
/** What the comparisons are asked for: the routes (null: the default of each), forms, runs and phone. */
export type AuditOptions = { routes: string[] | null; forms: string[]; runs: number; phone: Phone };

export async function measureInTurn<T extends { lcpMs: number; tbtMs: number }>(
  builds: readonly Build[],
  { routes, forms, runs, phone }: AuditOptions & { routes: string[] },
  read: (lhr: Lhr, html: string, steal: number | null, origin: string) => T,
): Promise<{ route: string; form: string; byBuild: Map<string, T[]> }[]> {
  const chrome = await startChromium();
  const hostSteal = watchHostSteal();
  let served;
  const measured: { route: string; form: string; byBuild: Map<string, T[]> }[] = [];
  try {
    served = await serveWithNginx(builds);
    const run = { chrome, repin: pinToCores(chrome.profile, served.pids), hostSteal, phone };
    for (const route of routes) {
      for (const form of forms) {
        const byBuild = new Map(builds.map((build): [string, T[]] => [build.name, []]));
        for (let i = 0; i < runs; i += 1) {
          for (const build of builds) {
            const html = fs.readFileSync(path.join(build.dir, 'public', route, 'index.html'), 'utf8');
            const buildOrigin = served.origins.get(build.name) as string;
            const { lhr, steal } = await measure(`${buildOrigin}${route}`, form, run);
            byBuild.get(build.name)?.push(read(lhr, html, steal, buildOrigin));
          }
        }
        for (const [name, kept] of byBuild) {
          process.stderr.write(`  ${route} ${form} ${name}: TBT ${median(kept.map((r) => r.tbtMs))} ms, LCP ${median(kept.map((r) => r.lcpMs))} ms\n`);
        }
        measured.push({ route, form, byBuild });
      }
    }
  } finally {
    chrome.stop();
    hostSteal.stop();
    await served?.stop();
  }
  return measured;
}
