import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A page's worth of text: long enough to be compressed. */
export const PAGE_TEXT = `<!DOCTYPE html><p>${'A page of the site. '.repeat(200)}</p>`;

/**
 * A public/ folder of the build's kind and a cache folder, made afresh for each test of the file
 * that calls this (at its top level) and removed after it; with ways to write and read its files.
 */
export function tempPublicDir() {
  const dirs = { publicDir: '', cacheDir: '' };
  beforeEach(() => {
    dirs.publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    dirs.cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-'));
  });
  afterEach(() => Object.values(dirs).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const at = (file: string) => path.join(dirs.publicDir, file);
  return {
    publicDir: () => dirs.publicDir,
    cacheDir: () => dirs.cacheDir,
    write: (file: string, content: string | Buffer) => {
      fs.mkdirSync(path.dirname(at(file)), { recursive: true });
      fs.writeFileSync(at(file), content);
    },
    exists: (file: string) => fs.existsSync(at(file)),
    read: (file: string) => fs.readFileSync(at(file)),
  };
}
