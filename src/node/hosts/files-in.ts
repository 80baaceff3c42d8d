import fs from 'node:fs';
import path from 'node:path';

/**
 * The files under `dir` (every one, or those whose name ends with one of `endings`), relative to
 * `dir`, with forward slashes as in addresses, sorted.
 */
export function filesIn(dir: string, endings?: readonly string[]): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (endings === undefined || endings.some((ending) => entry.name.endsWith(ending))))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
