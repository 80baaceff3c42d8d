import type { ChildProcess } from 'node:child_process';

export type NginxServer = { pid: number; prefix: string; child: ChildProcess };
export function startNginx(options: { port: number; root?: string; include?: string; withoutScripts?: boolean; withoutWebFont?: boolean }): Promise<NginxServer>;
export function stopNginx(server: NginxServer | undefined): Promise<void>;
export function ensurePortFree(port: number, name?: string): Promise<void>;
export function waitForPort(port: number, child: ChildProcess, timeoutMs: number, name?: string): Promise<void>;
export function missingForNginx(): string[];
