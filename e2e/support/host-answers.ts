import http from 'node:http';

export type HostAnswer = { status: number; headers: http.IncomingHttpHeaders; h1: string | null; canonical: string | null };

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();

/** What a host on this port answers at an address: status, headers, the first `<h1>`'s text and the canonical link's path. */
export function answerAt(port: number, address: string): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path: address, headers: { host: `localhost:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
        const canonical = /<link[^>]* rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        resolve({ status: response.statusCode ?? 0, headers: response.headers, h1: h1 === undefined ? null : textOf(h1), canonical: canonical === undefined ? null : new URL(canonical).pathname });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
