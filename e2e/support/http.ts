import http from 'node:http';
import { SITE_PORT } from '../../harness/ports.ts';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A local server answers in milliseconds, and in seconds on a busy machine: one silent this long has hung. */
const ANSWER_WITHIN_MS = 30_000;

/**
 * One request to the test server, as it answers it: no redirect followed, nothing decompressed
 * (unlike fetch), so status, headers and encoding are exactly what a browser or CDN receives.
 * `port`: another local server than the test server. Fails, naming the address, when the server
 * goes silent for ANSWER_WITHIN_MS.
 */
export function request(pathname: string, headers: Record<string, string> = {}, method = 'GET', port = SITE_PORT): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path: pathname, method, headers: { host: `localhost:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.setTimeout(ANSWER_WITHIN_MS, () => outgoing.destroy(new Error(`${method} ${pathname} on port ${port}: no answer for ${ANSWER_WITHIN_MS / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
