/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnvFiles } from '../../src/node/load-env-files';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

test('reads .env.<mode> then .env; the environment and the first file win', () => {
  fs.writeFileSync(path.join(dir, '.env'), 'ENV_TEST_FROM_FILE=env\nENV_TEST_FROM_MODE=env\nENV_TEST_FROM_SHELL=env\n');
  fs.writeFileSync(path.join(dir, '.env.production'), '# the build\nENV_TEST_FROM_MODE="production"\n');
  const env: NodeJS.ProcessEnv = { ENV_TEST_FROM_SHELL: 'shell' };
  expect(loadEnvFiles(dir, 'production', env)).toEqual(['.env.production', '.env']);
  expect(env).toEqual({ ENV_TEST_FROM_FILE: 'env', ENV_TEST_FROM_MODE: 'production', ENV_TEST_FROM_SHELL: 'shell' });
});

test('no files, nothing read', () => {
  const env: NodeJS.ProcessEnv = {};
  expect(loadEnvFiles(dir, 'development', env)).toEqual([]);
  expect(env).toEqual({});
});

test('.env.example documents every setting the build reads', () => {
  const example = fs.readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8');
  const documented = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
  const source = ['src/lib/email-config.ts', 'src/lib/site-url.ts'].map((file) => fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8')).join('\n');
  const editor = fs.readFileSync(path.resolve(__dirname, '../../src/node/admin/cms-settings.ts'), 'utf8');
  const read = [
    ...new Set([
      ...[...source.matchAll(/\benv\.((?:GATSBY_EMAILJS|SITE)_[A-Z_]*)/g)].map((match) => match[1]),
      ...[...editor.matchAll(/\bgiven\('(CMS_[A-Z_]+)'\)/g)].map((match) => match[1]),
    ]),
  ];
  expect(read).toHaveLength(12);
  expect(documented.sort()).toEqual(read.sort());
});
