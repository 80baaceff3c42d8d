import type { ChildProcess } from 'node:child_process';

export type NginxServer = { pid: number; prefix: string; child: ChildProcess };
export type NginxPrefix = { prefix: string; args: string[] };
export function nginxPrefix(options: { port: number; root: string; include: string; withoutScripts?: boolean; withoutWebFont?: boolean }): Promise<NginxPrefix>;
export function startNginx(options: { port: number; root?: string; include?: string; withoutScripts?: boolean; withoutWebFont?: boolean; prepared?: NginxPrefix }): Promise<NginxServer>;
export function findNginx(): string | null;
export function stopNginx(server: NginxServer | undefined): Promise<void>;
export function ensurePortFree(port: number, name?: string): Promise<void>;
export function waitForPort(port: number, child: ChildProcess, timeoutMs: number, name?: string): Promise<void>;
export function missingForNginx(): string[];
