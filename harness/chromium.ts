/**
 * Where Debian's Chromium is; no test tool downloads a browser of its own.
 *
 * The tests drive its headless shell (Debian's chromium-headless-shell, built from the same
 * Chromium release): the same engine without the desktop browser around it, made for automation.
 * The same test files take about a third less processor time in it (e2e/home.test.ts: 26 s of CPU
 * against 44 s). The speed audit, the screens and the tap benchmark (tools/) use the full browser,
 * whose headless mode Lighthouse needs.
 */
import fs from 'node:fs';

const firstThere = (candidates: (string | undefined)[]) => candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;

/** The full browser (CHROMIUM_PATH moves it). */
export function findChromium(): string | null {
  return firstThere([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/** The headless shell the tests drive (CHROMIUM_HEADLESS_SHELL_PATH moves it). */
export function findHeadlessShell(): string | null {
  return firstThere([process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']);
}

/** Flags for a headless run on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
