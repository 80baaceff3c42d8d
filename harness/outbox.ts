/**
 * The local outbox: a small server that speaks EmailJS's HTTP API (POST /api/v1.0/email/send with
 * JSON) and, instead of sending, writes each message as a JSON file under .outbox/ and prints one
 * line. `npm start` runs it when no EmailJS keys are set, `npm run outbox` alone
 * (scripts/outbox.ts); the browser tests and the screens use it too.
 *
 * A development tool that must not get in the owner's way: it listens on the loopback address
 * unless told otherwise, answers CORS only for pages served from a loopback address, never dies on
 * a bad request or a write error (it answers 500 and goes on), refuses a body over the limit as
 * soon as its size is known, and never overwrites a message (a unique name, created exclusively).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { isLoopbackOrigin } from '../src/lib/loopback.ts';

const SEND_PATH = '/api/v1.0/email/send';
const REQUIRED = ['user_id', 'service_id', 'template_id'];
const MAX_BODY_BYTES = 100_000;

/** One message as the outbox writes it. */
type Message = {
  receivedAt: string;
  service_id: unknown;
  template_id: unknown;
  user_id: unknown;
  lib_version: unknown;
  template_params: Record<string, unknown>;
};

const CORS_RULES = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/** The CORS headers for a request: only a page on a loopback address may read the answers. */
function corsHeaders(request: http.IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !isLoopbackOrigin(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', ...CORS_RULES };
}

function reply(request: http.IncomingMessage, response: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  if (response.headersSent) return;
  response.writeHead(status, { ...corsHeaders(request), 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  response.end(text);
}

/** What a visitor typed, made safe to print: no control characters (nor bidi overrides), one line, bounded. */
function printable(value: unknown, max = 200): string {
  const text = String(value)
    .replace(/[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Why a request is refused, or null when it is a message to keep. */
function problemWith(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object';
  const fields = body as Record<string, unknown>;
  for (const field of REQUIRED) {
    const value = fields[field];
    if (typeof value !== 'string' || value.trim() === '') return `The ${field} parameter is required`;
  }
  const params = fields.template_params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'The template_params parameter must be an object';
  }
  return null;
}

/** Makes the folder; returns why it could not, or null. */
function ensureFolder(outDir: string): string | null {
  try {
    fs.mkdirSync(outDir, { recursive: true });
    return null;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code ?? message;
  }
}

/**
 * Starts the outbox; resolves to the running server once it listens. When the folder cannot be
 * created it says so (the outbox still runs, and answers 500 until the folder can be made).
 */
export function startOutbox({ port = 9001, host = '127.0.0.1', dir = '.outbox', quiet = false } = {}): Promise<http.Server> {
  const outDir = path.resolve(dir);
  let count = 0;
  const folderProblem = ensureFolder(outDir);
  if (folderProblem) {
    console.error(`outbox: cannot create the folder ${outDir} (${folderProblem}); messages are refused with 500 until it can be`);
  }

  /**
   * Writes one message under a name no other message (of this or any other outbox) can have. It is
   * written as `….json.part` and then renamed, so a `.json` file is always a whole message.
   */
  function save(message: Message): string {
    const problem = ensureFolder(outDir);
    if (problem) throw Object.assign(new Error(problem), { code: problem });
    count += 1;
    const stamp = message.receivedAt.replace(/[:.]/g, '-');
    const file = path.join(outDir, `${stamp}-${String(count).padStart(4, '0')}-${randomUUID()}.json`);
    fs.writeFileSync(`${file}.part`, `${JSON.stringify(message, null, 2)}\n`, { flag: 'wx' });
    fs.renameSync(`${file}.part`, file);
    return file;
  }

  function receive(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://outbox');
    const origin = request.headers.origin;
    if (typeof origin === 'string' && !isLoopbackOrigin(origin)) {
      return reply(request, response, 403, 'Only pages served from this machine may use the local outbox');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return undefined;
    }
    if (url.pathname !== SEND_PATH) return reply(request, response, 404, 'Not found');
    if (request.method !== 'POST') return reply(request, response, 405, 'Use POST');

    // Answered at once; the rest of the body is read and dropped (closing the connection now would
    // make the client fail to write before it reads the answer).
    const tooLarge = () => reply(request, response, 413, `The request body must be under ${MAX_BODY_BYTES} bytes`);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return tooLarge();

    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return;
      try {
        keep(request, response, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        console.error(`outbox: ${printable((error as Error).message)}`);
        reply(request, response, 500, 'The outbox could not handle the message');
      }
    });
    return undefined;
  }

  function keep(request: http.IncomingMessage, response: http.ServerResponse, raw: string): void {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return reply(request, response, 400, 'The request body must be JSON');
    }
    const problem = problemWith(body);
    if (problem) return reply(request, response, 400, problem);

    const message: Message = {
      receivedAt: new Date().toISOString(),
      service_id: body.service_id,
      template_id: body.template_id,
      user_id: body.user_id,
      lib_version: body.lib_version ?? null,
      template_params: (body.template_params ?? {}) as Record<string, unknown>,
    };
    let file: string;
    try {
      file = save(message);
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? 'write error';
      console.error(`outbox: could not write the message to ${outDir} (${printable(why)})`);
      return reply(request, response, 500, `The outbox could not save the message (${why})`);
    }
    if (!quiet) {
      const to = message.template_params.email ?? '(no email)';
      console.log(`outbox: ${printable(message.template_id)} for ${printable(to)} -> ${path.relative(process.cwd(), file)}`);
    }
    return reply(request, response, 200, 'OK');
  }

  const server = http.createServer((request, response) => {
    request.on('error', () => response.destroy());
    response.on('error', () => undefined);
    try {
      receive(request, response);
    } catch (error) {
      console.error(`outbox: ${printable((error as Error).message)}`);
      reply(request, response, 500, 'The outbox could not handle the request');
    }
  });
  // A malformed request gets a 400 from Node itself; nothing a client sends may stop the outbox.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', (error) => console.error(`outbox: ${printable(error.message)}`));
      resolve(server);
    });
  });
}

/** The build-time settings that point the site's form at a local outbox (the other GATSBY_EMAILJS_*
 *  options keep whatever the environment says). */
export function outboxBuildEnv(origin: string): Record<string, string> {
  return {
    GATSBY_EMAILJS_PUBLIC_KEY: 'local-outbox-key',
    GATSBY_EMAILJS_SERVICE_ID: 'local_outbox',
    GATSBY_EMAILJS_TEMPLATE_ID: 'owner_notice',
    GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'visitor_auto_reply',
    GATSBY_EMAILJS_ORIGIN: origin,
  };
}
