/** Runs a command with the terminal's output; rejects when it fails. */
import { spawn } from 'node:child_process';

export function run(command, args, { env = {}, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
      ...options,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
