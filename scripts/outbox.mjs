#!/usr/bin/env node
/**
 * The local outbox: a small server that speaks EmailJS's HTTP API (POST /api/v1.0/email/send with
 * JSON) and, instead of sending, writes each message as a JSON file under .outbox/ and prints one
 * line. `npm start` runs it when no EmailJS keys are set; the browser tests use it too.
 *
 *   node scripts/outbox.mjs [--port 9001] [--dir .outbox]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SEND_PATH = '/api/v1.0/email/send';
const REQUIRED = ['user_id', 'service_id', 'template_id'];
const MAX_BODY_BYTES = 100_000;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function reply(response, status, text) {
  response.writeHead(status, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** Why a request is refused, or null when it is a message to keep. */
export function problemWith(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object';
  for (const field of REQUIRED) {
    if (typeof body[field] !== 'string' || body[field].trim() === '') return `The ${field} parameter is required`;
  }
  const params = body.template_params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'The template_params parameter must be an object';
  }
  return null;
}

/** Starts the outbox; resolves to the running server once it listens. */
export function startOutbox({ port = 9001, host = '127.0.0.1', dir = '.outbox', quiet = false } = {}) {
  const outDir = path.resolve(dir);
  let count = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://outbox');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    if (url.pathname !== SEND_PATH) return reply(response, 404, 'Not found');
    if (request.method !== 'POST') return reply(response, 405, 'Use POST');

    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return reply(response, 413, `The request body must be under ${MAX_BODY_BYTES} bytes`);
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(response, 400, 'The request body must be JSON');
      }
      const problem = problemWith(body);
      if (problem) return reply(response, 400, problem);

      count += 1;
      const receivedAt = new Date().toISOString();
      const message = {
        receivedAt,
        service_id: body.service_id,
        template_id: body.template_id,
        user_id: body.user_id,
        lib_version: body.lib_version ?? null,
        template_params: body.template_params ?? {},
      };
      fs.mkdirSync(outDir, { recursive: true });
      const file = path.join(outDir, `${receivedAt.replace(/[:.]/g, '-')}-${String(count).padStart(4, '0')}.json`);
      fs.writeFileSync(file, `${JSON.stringify(message, null, 2)}\n`);
      if (!quiet) {
        const to = message.template_params.email ?? '(no email)';
        console.log(`outbox: ${message.template_id} for ${to} -> ${path.relative(process.cwd(), file)}`);
      }
      reply(response, 200, 'OK');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** The build-time settings that point the site's form at a local outbox (the other GATSBY_EMAILJS_*
 *  options keep whatever the environment says). */
export function outboxBuildEnv(origin) {
  return {
    GATSBY_EMAILJS_PUBLIC_KEY: 'local-outbox-key',
    GATSBY_EMAILJS_SERVICE_ID: 'local_outbox',
    GATSBY_EMAILJS_TEMPLATE_ID: 'owner_notice',
    GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'visitor_auto_reply',
    GATSBY_EMAILJS_ORIGIN: origin,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const port = Number(option('port', '9001'));
  const dir = option('dir', '.outbox');
  startOutbox({ port, dir }).then(
    (server) => console.log(`outbox: listening on http://127.0.0.1:${server.address().port}, writing to ${dir}/`),
    (error) => {
      console.error(`outbox: cannot listen on port ${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
