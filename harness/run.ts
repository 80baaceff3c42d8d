/**
 * Runs a command with the terminal's output; rejects when it fails. With `collect`, the output is
 * kept instead and given with the result (resolved, or on the error as `output`), so a command run
 * beside another can be shown whole once it is done. With `signal` (an AbortSignal), the command
 * runs in a process group of its own, and aborting the signal stops it with every process it started.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { stopProcessGroup } from './process-group.ts';

export type RunOptions = Omit<SpawnOptions, 'env' | 'stdio' | 'detached' | 'signal'> & {
  env?: Record<string, string | undefined>;
  collect?: boolean;
  signal?: AbortSignal;
};

/** A failed command's error: its output, when it was collected. */
export type RunError = Error & { output: string };

export function run(command: string, args: readonly string[], { env = {}, collect = false, signal, ...options }: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
      detached: Boolean(signal),
      ...options,
    });
    const stop = () => stopProcessGroup(child);
    signal?.addEventListener('abort', stop, { once: true });
    child.on('exit', () => signal?.removeEventListener('abort', stop));
    let output = '';
    if (collect) {
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
    }
    child.on('error', reject);
    child.on('exit', (code, exitSignal) =>
      code === 0
        ? resolve(output)
        : reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (${exitSignal ?? `exit ${code}`})`), { output })),
    );
  });
}
