/** Where Debian's Chromium is; no test tool downloads a browser of its own. */
const fs = require('node:fs');

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

function findChromium() {
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** Flags for a headless run on a machine with no network but loopback. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

module.exports = { findChromium, CHROMIUM_ARGS };
