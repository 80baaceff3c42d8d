/**
 * The local outbox as the owner runs it (`npm run outbox`): a real process on a free port,
 * spoken to over HTTP the way the EmailJS library speaks to the real service.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let outbox: ChildProcess;
let origin: string;
let dir: string;
const lines: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  outbox = spawn(process.execPath, ['scripts/outbox.mjs', '--port', '0', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  origin = await new Promise<string>((resolve, reject) => {
    outbox.once('exit', (code) => reject(new Error(`the outbox exited (${code})`)));
    outbox.stdout?.setEncoding('utf8');
    outbox.stdout?.on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter(Boolean));
      const listening = /listening on (http:\/\/\S+),/.exec(chunk);
      if (listening) resolve(listening[1]);
    });
  });
});
afterAll(() => {
  outbox.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const SEND = '/api/v1.0/email/send';
const MESSAGE = {
  lib_version: '4.3.3',
  user_id: 'local-outbox-key',
  service_id: 'local_outbox',
  template_id: 'owner_notice',
  template_params: { fullName: 'Ada Obi', email: 'ada@example.com', message: 'Hello' },
};
const post = (body: unknown) =>
  fetch(`${origin}${SEND}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const files = () => fs.readdirSync(dir).filter((name) => name.endsWith('.json'));

test('a message is answered 200 OK, written as a JSON file and announced in one line', async () => {
  const before = files().length;
  const linesBefore = lines.length;
  const response = await post(MESSAGE);
  expect(response.status).toBe(200);
  await expect(response.text()).resolves.toBe('OK');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');

  const written = files();
  expect(written).toHaveLength(before + 1);
  const saved = JSON.parse(fs.readFileSync(path.join(dir, written.sort().at(-1) ?? ''), 'utf8'));
  expect(saved).toEqual({ receivedAt: expect.any(String), ...MESSAGE });
  await new Promise<void>((resolve) => {
    const check = () => (lines.length > linesBefore ? resolve() : outbox.stdout?.once('data', check));
    check();
  });
  expect(lines.slice(linesBefore)).toEqual([expect.stringMatching(/^outbox: owner_notice for ada@example\.com -> .+\.json$/)]);
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
  const notJson = await fetch(`${origin}${SEND}`, { method: 'POST', body: 'fullName=Ada' });
  expect(notJson.status).toBe(400);
  await expect(notJson.text()).resolves.toBe('The request body must be JSON');
  const list = await post({ ...MESSAGE, template_params: ['Ada'] });
  expect(list.status).toBe(400);
  await expect(list.text()).resolves.toBe('The template_params parameter must be an object');
});

test('the CORS preflight of a page on another origin is allowed', async () => {
  const response = await fetch(`${origin}${SEND}`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:9000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
});

test('other paths and methods are refused', async () => {
  expect((await fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST' })).status).toBe(404);
  expect((await fetch(`${origin}${SEND}`)).status).toBe(405);
});
