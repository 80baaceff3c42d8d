/**
 * The owner's safety net, end to end: a real build over data with a mistake stops early with a
 * message that names the file and the field.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** How long the build may take to stop: seconds alone, minutes on a machine busy with another test run. */
const BUILD_LIMIT_MS = 280_000;

test('a build with a required field removed from data/site.json fails and names the file and the field', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  try {
    for (const entry of ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json', 'src', 'data', 'static']) {
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const siteFile = path.join(dir, 'data/site.json');
    const site = JSON.parse(fs.readFileSync(siteFile, 'utf8'));
    delete site.phoneNumberContact;
    fs.writeFileSync(siteFile, JSON.stringify(site, null, 2));

    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      timeout: BUILD_LIMIT_MS,
    });
    if (result.error) throw new Error(`The build did not stop within ${BUILD_LIMIT_MS / 1000} s: ${result.error.message}`);
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('data/site.json: field "phoneNumberContact": is required');
    expect(fs.existsSync(path.join(dir, 'public/index.html'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, BUILD_LIMIT_MS + 10_000);
