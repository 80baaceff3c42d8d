/**
 * The local outbox as the owner runs it (`npm run outbox`): a real process on a free port,
 * spoken to over HTTP the way the EmailJS library speaks to the real service.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** A running outbox process, with what it printed. */
type Outbox = { process: ChildProcess; origin: string; out: string[]; err: string[] };

const running: Outbox[] = [];
const folders: string[] = [];

/** A fresh folder under the system's temporary one. */
function tempFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  folders.push(dir);
  return dir;
}

/** Starts `node scripts/outbox.ts` on a free port; resolves once it says where it listens. */
function startOutbox(dir: string, nodeOptions: string[] = []): Promise<Outbox> {
  const child = spawn(process.execPath, [...nodeOptions, 'scripts/outbox.ts', '--port', '0', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const outbox: Outbox = { process: child, origin: '', out: [], err: [] };
  running.push(outbox);
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => outbox.err.push(...chunk.split('\n').filter(Boolean)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the outbox exited (${code}): ${outbox.err.join('\n')}`)));
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      outbox.out.push(...chunk.split('\n').filter(Boolean));
      const listening = /listening on (http:\/\/\S+),/.exec(chunk);
      if (listening) resolve(Object.assign(outbox, { origin: listening[1] }));
    });
  });
}

/** Resolves once the outbox has printed more than `count` lines on `stream`. */
function linesAfter(outbox: Outbox, stream: 'out' | 'err', count: number): Promise<string[]> {
  const source = stream === 'out' ? outbox.process.stdout : outbox.process.stderr;
  return new Promise((resolve) => {
    const check = () => (outbox[stream].length > count ? resolve(outbox[stream].slice(count)) : source?.once('data', () => setImmediate(check)));
    check();
  });
}

let outbox: Outbox;
let dir: string;

beforeAll(async () => {
  dir = tempFolder();
  outbox = await startOutbox(dir);
});
afterAll(() => {
  for (const { process: child } of running) child.kill();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const SEND = '/api/v1.0/email/send';
const PAGE = 'http://localhost:9000';
const MESSAGE = {
  lib_version: '4.3.3',
  user_id: 'local-outbox-key',
  service_id: 'local_outbox',
  template_id: 'owner_notice',
  template_params: { fullName: 'Ada Obi', email: 'ada@example.com', message: 'Hello' },
};
const post = (body: unknown, origin = outbox.origin, headers: Record<string, string> = {}) =>
  fetch(`${origin}${SEND}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const filesIn = (folder: string) => fs.readdirSync(folder).filter((name) => name.endsWith('.json'));
const files = () => filesIn(dir);

test('a message is answered 200 OK, written as a JSON file and announced in one line', async () => {
  const before = files().length;
  const linesBefore = outbox.out.length;
  const response = await post(MESSAGE, outbox.origin, { Origin: PAGE });
  expect(response.status).toBe(200);
  await expect(response.text()).resolves.toBe('OK');
  expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);

  const written = files();
  expect(written).toHaveLength(before + 1);
  const saved = JSON.parse(fs.readFileSync(path.join(dir, written.sort().at(-1) ?? ''), 'utf8'));
  expect(saved).toEqual({ receivedAt: expect.any(String), ...MESSAGE });
  expect(await linesAfter(outbox, 'out', linesBefore)).toEqual([expect.stringMatching(/^outbox: owner_notice for ada@example\.com -> .+\.json$/)]);
});

test('it listens on the loopback address by default', () => {
  expect(new URL(outbox.origin).hostname).toBe('127.0.0.1');
});

test.each(['user_id', 'service_id', 'template_id'])('a message without %s is refused with 400 and a text body, and not written', async (field) => {
  const before = files().length;
  const response = await post({ ...MESSAGE, [field]: undefined });
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  await expect(response.text()).resolves.toBe(`The ${field} parameter is required`);
  expect(files()).toHaveLength(before);
});

test('a body that is not JSON, or template_params that are not an object, are refused with 400', async () => {
  const notJson = await fetch(`${outbox.origin}${SEND}`, { method: 'POST', body: 'fullName=Ada' });
  expect(notJson.status).toBe(400);
  await expect(notJson.text()).resolves.toBe('The request body must be JSON');
  const list = await post({ ...MESSAGE, template_params: ['Ada'] });
  expect(list.status).toBe(400);
  await expect(list.text()).resolves.toBe('The template_params parameter must be an object');
});

const preflight = (origin: string) =>
  fetch(`${outbox.origin}${SEND}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });

test.each([PAGE, 'http://127.0.0.1:8000', 'http://[::1]:9000'])('the CORS preflight of a page on this machine (%s) is allowed', async (origin) => {
  const response = await preflight(origin);
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
});

test('a page on any other origin gets no CORS answer, and what it posts is refused and not written', async () => {
  for (const origin of ['https://evil.example.com', 'http://192.168.1.20:9000', 'http://localhost.evil.example.com', 'null']) {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  }
  const before = files().length;
  // A "simple" request needs no preflight: a hostile page could send it anyway.
  const response = await fetch(`${outbox.origin}${SEND}`, {
    method: 'POST',
    headers: { Origin: 'https://evil.example.com', 'Content-Type': 'text/plain' },
    body: JSON.stringify(MESSAGE),
  });
  expect(response.status).toBe(403);
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(files()).toHaveLength(before);
});

test('other paths and methods are refused', async () => {
  expect((await fetch(`${outbox.origin}/api/v1.0/email/send-form`, { method: 'POST' })).status).toBe(404);
  expect((await fetch(`${outbox.origin}${SEND}`)).status).toBe(405);
});

const LARGE_BODY_BYTES = 50 * 1024 * 1024;

/**
 * Streams a 50 MB body (its size declared, or chunked with no size) in 16 KB pieces, stopping as
 * soon as the outbox answers; resolves to the status and how many bytes had been sent by then.
 */
function streamLargeBody(declareSize: boolean): Promise<{ status: number; sentBeforeAnswer: number }> {
  const { hostname, port } = new URL(outbox.origin);
  const piece = Buffer.alloc(16 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({
      hostname,
      port,
      path: SEND,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(declareSize && { 'Content-Length': String(LARGE_BODY_BYTES) }) },
    });
    request.on('response', (response) => {
      answered = true;
      resolve({ status: response.statusCode ?? 0, sentBeforeAnswer: sent });
      response.resume();
      request.destroy();
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const next = () => {
      if (answered) return;
      if (sent >= LARGE_BODY_BYTES) {
        request.end();
        return;
      }
      sent += piece.length;
      if (request.write(piece)) setImmediate(next);
      else request.once('drain', next);
    };
    next();
  });
}

test('a body declared larger than the limit is refused with 413 while it is still being sent', async () => {
  const { status, sentBeforeAnswer } = await streamLargeBody(true);
  expect(status).toBe(413);
  expect(sentBeforeAnswer).toBeLessThan(LARGE_BODY_BYTES);
});

test('a streamed body of no declared size is refused with 413 once it passes the limit, before it ends', async () => {
  const { status, sentBeforeAnswer } = await streamLargeBody(false);
  expect(status).toBe(413);
  expect(sentBeforeAnswer).toBeLessThan(LARGE_BODY_BYTES);
  // And the outbox goes on taking messages.
  expect((await post(MESSAGE)).status).toBe(200);
});

test("a visitor's control characters never reach the owner's terminal", async () => {
  const linesBefore = outbox.out.length;
  const hostile = 'ada@example.com\u001b[2J\u001b]0;owned\u0007\r\noutbox: fake line\u202e';
  expect((await post({ ...MESSAGE, template_id: 'owner\u001b[31m_notice', template_params: { email: hostile } })).status).toBe(200);
  const [line] = await linesAfter(outbox, 'out', linesBefore);
  expect(line).toMatch(/^outbox: owner \[31m_notice for ada@example\.com \[2J \]0;owned outbox: fake line -> .+\.json$/);
  // eslint-disable-next-line no-control-regex -- the control characters are what must not reach the terminal
  expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  // The file keeps exactly what was sent.
  const saved = files().map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  expect(saved.some((message) => message.template_params.email === hostile)).toBe(true);
});

test('two outboxes on one folder never overwrite each other, even within the same millisecond', async () => {
  const shared = tempFolder();
  // Both clocks stopped at the same instant: names made of the time and a counter would collide.
  const frozen = ['--import', path.resolve(__dirname, 'support/frozen-clock.ts')];
  const [first, second] = await Promise.all([startOutbox(shared, frozen), startOutbox(shared, frozen)]);
  const answers = await Promise.all(
    [first, second, first, second].map((target, index) =>
      post({ ...MESSAGE, template_params: { email: `visitor-${index}@example.com` } }, target.origin),
    ),
  );
  expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200]);
  const saved = filesIn(shared).map((name) => JSON.parse(fs.readFileSync(path.join(shared, name), 'utf8')));
  expect(saved.map((message) => message.template_params.email).sort()).toEqual([0, 1, 2, 3].map((index) => `visitor-${index}@example.com`));
  expect(new Set(saved.map((message) => message.receivedAt)).size).toBe(1);
});

test('a write error is answered 500 with a short text, and the outbox lives on and says why', async () => {
  const parent = tempFolder();
  const folder = path.join(parent, 'messages');
  // A file where the folder should be: it cannot be created (whoever runs the test, root included).
  fs.writeFileSync(folder, 'not a folder');
  const blocked = await startOutbox(folder);
  const [startNote] = await linesAfter(blocked, 'err', 0);
  expect(startNote).toMatch(/^outbox: cannot create the folder .*messages \(EEXIST\)/);

  const errorsBefore = blocked.err.length;
  const refused = await post(MESSAGE, blocked.origin);
  expect(refused.status).toBe(500);
  await expect(refused.text()).resolves.toMatch(/^The outbox could not save the message \(\w+\)$/);
  expect(await linesAfter(blocked, 'err', errorsBefore)).toEqual([expect.stringMatching(/^outbox: could not write the message to .*messages \(\w+\)$/)]);

  // Once the folder can be made, the same outbox takes the message.
  fs.rmSync(folder);
  const accepted = await post(MESSAGE, blocked.origin);
  expect(accepted.status).toBe(200);
  expect(filesIn(folder)).toHaveLength(1);
  expect(blocked.process.exitCode).toBeNull();
});
