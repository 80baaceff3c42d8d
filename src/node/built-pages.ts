import fs from 'node:fs';
import path from 'node:path';

/** Every HTML page of the build, as paths relative to publicDir, sorted. */
export function builtHtmlFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
