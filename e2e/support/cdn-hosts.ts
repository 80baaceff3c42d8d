/**
 * The two CDNs' own local runtimes serving a build's public/ folder as they would deploy it:
 * Cloudflare Pages' (`wrangler pages dev`, workerd with Cloudflare's rule engines and limits) and
 * Netlify's (`netlify dev --offline`, Netlify's redirect and header engines), both pinned in
 * package.json, offline, telemetry off. Each checks its port is free first, naming it, as nginx does
 * (harness/nginx.ts).
 * wrangler runs in the project the build belongs to, so it reads the project's wrangler.toml (its
 * compatibility date and output folder), as Cloudflare Pages does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { markOwned, sweepLeftovers } from '../../harness/leftovers.ts';
import { ensurePortFree, waitForPort } from '../../harness/nginx.ts';
import { stopProcessGroup } from '../../harness/process-group.ts';

/** A host's runtime, running: `scratch` is its own temporary folder, removed when it stops. */
export type HostServer = { name: string; child: ChildProcess; scratch: string; output: () => string };

const bin = (name: string) => path.resolve('node_modules/.bin', name);
/**
 * How long a runtime may take to answer. Alone on two cores each answers in 6–7 s (netlify-cli
 * loads some thousand modules first); in `npm test`, beside the browsers and the builds in a copy,
 * netlify dev once took over 90 s. Still a bound: a runtime that never answers fails the file.
 */
export const START_TIMEOUT_MS = 240_000;
/** The runtimes' own temporary folders: wrangler's state, netlify dev's working folder. */
const SCRATCH_NAMES = ['site-wrangler-', 'site-netlify-'];

async function start(
  name: string,
  port: number,
  command: string,
  args: string[],
  { cwd, env, scratch = cwd }: { cwd: string; env: Record<string, string>; scratch?: string },
): Promise<HostServer> {
  // A runtime a killed run left behind would hold its port (harness/leftovers.ts).
  for (const prefix of SCRATCH_NAMES) await sweepLeftovers(prefix);
  await ensurePortFree(port, name);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  markOwned(scratch, child.pid as number);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitForPort(port, child, START_TIMEOUT_MS, name);
  } catch (error) {
    stopProcessGroup(child);
    throw new Error(`${(error as Error).message}\n${output.slice(-3000)}`);
  }
  return { name, child, scratch, output: () => output };
}

/** `root` is a project's `public/` folder; the project (its parent) holds the wrangler.toml. */
export function startCloudflare({ port, root = path.resolve('public') }: { port: number; root?: string }): Promise<HostServer> {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), SCRATCH_NAMES[0]));
  return start('wrangler pages dev', port, bin('wrangler'), ['pages', 'dev', root, '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state], {
    cwd: path.dirname(root),
    env: { WRANGLER_SEND_METRICS: 'false', CI: '1' },
    scratch: state,
  });
}

/** `staticPort` is the port of the file server netlify dev puts behind its own. */
export function startNetlify({ port, staticPort = port + 1, root = path.resolve('public') }: { port: number; staticPort?: number; root?: string }): Promise<HostServer> {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), SCRATCH_NAMES[1]));
  return start(
    'netlify dev',
    port,
    bin('netlify'),
    ['dev', '--offline', '--internal-disable-edge-functions', '--dir', root, '--port', String(port), '--staticServerPort', String(staticPort), '--no-open'],
    { cwd, env: { NETLIFY_TELEMETRY_DISABLED: '1', CI: '1' } },
  );
}

/** Stops a runtime started above and waits until it is gone; removes its working folder. */
export async function stopHost(server: HostServer | undefined): Promise<void> {
  if (!server) return;
  const exited = server.child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  stopProcessGroup(server.child);
  await exited;
  fs.rmSync(server.scratch, { recursive: true, force: true });
}

/**
 * The headers Netlify's own engine gives `address` from a `_headers` file: netlify-cli's parser and
 * matcher, the ones `netlify dev` uses, run in a process of its own (they are ES modules). `netlify
 * dev` then lets its file server's own Cache-Control win over the file's (it passes that server's
 * headers last), so for caching this is what the file says Netlify should send.
 */
export function netlifyHeadersFor(address: string, headersFile = path.resolve('public/_headers')): Record<string, string> {
  const engine = path.resolve('node_modules/netlify-cli/dist/utils/headers.js');
  const script = `
    const { parseHeaders, headersForPath } = await import(${JSON.stringify(engine)});
    const rules = await parseHeaders({ headersFiles: [${JSON.stringify(headersFile)}], configPath: undefined, config: {} });
    process.stdout.write(JSON.stringify(headersForPath(rules, ${JSON.stringify(address)})));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: '1' } });
  try {
    return Object.fromEntries(Object.entries(JSON.parse(output) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
  } catch {
    throw new Error(`Netlify's header engine (${engine}) answered something that is not JSON for ${address}: ${output.slice(0, 300)}`);
  }
}
