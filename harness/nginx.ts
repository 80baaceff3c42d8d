/**
 * Debian's nginx serving public/ with the include the build wrote (deploy/nginx.conf), as an
 * operator would, but unprivileged: in the foreground, with a prefix of its own in a temporary
 * folder (its configuration, pid, logs and temporary files), on the given port.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { markOwned, sweepLeftovers } from './leftovers.ts';

export type NginxServer = { pid: number; prefix: string; child: ChildProcess };
/** A prefix of nginx's own and the arguments that make nginx use it. */
export type NginxPrefix = { prefix: string; args: string[] };
/** What nginx serves: a build's public/ folder and the include the build wrote, and what answers 404 instead. */
type Site = { port: number; root: string; include: string; withoutScripts?: boolean; withoutWebFont?: boolean };

/** The start of the name of each nginx's prefix in the temporary folder. */
const PREFIX_NAME = 'site-nginx-';
const NGINX_CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
/** Debian's libnginx-mod-http-brotli-static, for the precompressed .br copies. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

export function findNginx(): string | null {
  return NGINX_CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

/** What is missing to serve the site as the tests do; empty when nothing is. */
export function missingForNginx(): string[] {
  const missing: string[] = [];
  if (!findNginx()) missing.push('nginx');
  if (!fs.existsSync(BROTLI_MODULE)) missing.push(BROTLI_MODULE);
  if (!fs.existsSync(MIME_TYPES)) missing.push(MIME_TYPES);
  return missing;
}

/**
 * The whole configuration: the server block an operator writes, with the build's include inside.
 * With `withoutScripts`, every script file of the site answers 404: the pages as a visitor has
 * them before their bundles arrive, in any browser, whatever its driver can do. With
 * `withoutWebFont`, every font file answers 404: the pages in their fallback font.
 */
function nginxConfig({ prefix, port, root, include, ipv6 = true, withoutScripts = false, withoutWebFont = false }: Site & { prefix: string; ipv6?: boolean }): string {
  // Started as root, nginx hands requests to workers of another user, which may not read the
  // temporary prefix (mode 0700): the workers keep the current user instead.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '';
  return `${user}
load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    ${ipv6 ? `listen [::1]:${port};` : ''}
    server_name localhost;
    root ${root};
    brotli_static on;
    ${withoutScripts ? 'if ($uri ~ "\\.js$") { return 404; }' : ''}
    ${withoutWebFont ? 'if ($uri ~ "\\.woff2?$") { return 404; }' : ''}
    include ${include};
  }
}
`;
}

/** Why a server could not listen on this port and address now, or null when it could. */
function listenError(port: number, host: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', resolve);
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

/** Whether this machine has an IPv6 loopback ("localhost" may mean either). */
const hasIpv6Loopback = async () => (await listenError(0, '::1')) === null;

export function waitForPort(port: number, child: ChildProcess, timeoutMs: number, name = 'nginx'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = async () => {
      if (child.exitCode !== null) return reject(new Error(`${name} exited (${child.exitCode})`));
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
        // Its body is not wanted, but must not be left unread: Node's HTTP client pauses an unread
        // body, and asserts (an uncaught error that fails the test file) when the server ends it later.
        await response.body?.cancel();
        return resolve();
      } catch {
        if (Date.now() > deadline) return reject(new Error(`${name} did not answer on port ${port} within ${timeoutMs} ms`));
        setTimeout(attempt, 100);
      }
    };
    attempt();
  });
}

/**
 * Resolves when nothing listens on the port; rejects, naming it, when something does. nginx that
 * cannot bind keeps trying for a few seconds before it gives up, and meanwhile the server already
 * there would answer in its place (a server left over from an interrupted run, serving another build).
 */
export async function ensurePortFree(port: number, name = 'nginx'): Promise<void> {
  const error = await listenError(port, '127.0.0.1');
  if (error) {
    throw new Error(`Port ${port} is taken (${error.code}): another server listens there and would answer in this ${name}'s place. Stop it (\`ss -ltnp | grep :${port}\` names it) and run again.`);
  }
}

/**
 * A prefix of nginx's own in a temporary folder, with its configuration (nginxConfig) written:
 * `args` are what nginx (and `nginx -t`, `nginx -s reload`) is run with to use it.
 */
export async function nginxPrefix({ port, root, include, withoutScripts = false, withoutWebFont = false }: Site): Promise<NginxPrefix> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX_NAME));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ prefix, port, root, include, ipv6: await hasIpv6Loopback(), withoutScripts, withoutWebFont }));
  return { prefix, args: ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')] };
}

/**
 * Checks that the port is free and the configuration sound (`nginx -t`), and starts nginx;
 * resolves once it answers. Rejects with a message naming the port when it is taken, and with
 * nginx's own message when the configuration is wrong. With `prepared` (from nginxPrefix), it
 * uses that prefix and its configuration instead of writing its own.
 */
export async function startNginx({
  port,
  root = path.resolve('public'),
  include = path.resolve('deploy/nginx.conf'),
  withoutScripts = false,
  withoutWebFont = false,
  prepared,
}: Partial<Site> & { port: number; prepared?: NginxPrefix }): Promise<NginxServer> {
  const missing = missingForNginx();
  if (missing.length > 0) {
    throw new Error(`The browser tests serve the site with nginx; missing: ${missing.join(', ')} (Debian: nginx-light, libnginx-mod-http-brotli-static).`);
  }
  if (!fs.existsSync(include)) throw new Error(`${include} is missing: \`npm run build\` writes it.`);
  // An nginx a killed run left behind would hold its port (harness/leftovers.ts).
  await sweepLeftovers(PREFIX_NAME);
  await ensurePortFree(port);
  const { prefix, args } = prepared ?? (await nginxPrefix({ port, root, include, withoutScripts, withoutWebFont }));
  const nginx = findNginx() as string;
  const check = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration in ${prefix}/nginx.conf:\n${check.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  markOwned(prefix, child.pid as number);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    await waitForPort(port, child, 15_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { pid: child.pid as number, prefix, child };
}

/** Stops nginx by its process id and waits until it is gone; removes its prefix. */
export async function stopNginx(server: NginxServer | undefined): Promise<void> {
  if (!server) return;
  const exited = server.child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  try {
    process.kill(server.pid, 'SIGQUIT');
  } catch {
    /* already gone */
  }
  await exited;
  fs.rmSync(server.prefix, { recursive: true, force: true });
}
