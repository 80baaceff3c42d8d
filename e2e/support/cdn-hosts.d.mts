import type { ChildProcess } from 'node:child_process';

export type HostServer = { name: string; child: ChildProcess; scratch: string; output: () => string };
export function startCloudflare(options: { port: number; root?: string }): Promise<HostServer>;
export function startNetlify(options: { port: number; staticPort?: number; root?: string }): Promise<HostServer>;
export function stopHost(server: HostServer | undefined): Promise<void>;
export function netlifyHeadersFor(address: string, headersFile?: string): Record<string, string>;
