/**
 * Where the two engines besides Chromium are (Debian's packages; each path can be moved with an
 * environment variable), and what is missing of them. e2e/support/visitor.ts drives them.
 */
import fs from 'node:fs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
/** xvfb-run starts a virtual X server for MiniBrowser; it needs xauth. */
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';
const XAUTH_PATH = '/usr/bin/xauth';

/** What is missing to run the journeys in Firefox and WebKit; empty when nothing is. */
export function missingForOtherEngines(): string[] {
  return [FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_RUN_PATH, XAUTH_PATH].filter((file) => !fs.existsSync(file));
}
