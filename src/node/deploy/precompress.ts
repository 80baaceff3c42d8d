import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRIVATE_FILES } from './private-files';

/**
 * Gzip and Brotli twins of the text files in public/ (`app.js.gz`, `app.js.br`), at the strongest
 * settings, so the server sends them as they are instead of compressing each response. Only files
 * whose twins are missing or older are compressed again; twins of files that are gone are removed.
 */

/** The endings of files that are text and shrink. */
export const COMPRESSIBLE = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'];
/** Smaller files gain less than a packet. */
const MIN_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const TWINS = [
  { ending: '.gz', compress: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
  {
    ending: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
] as const;

const isPrivate = (file: string) =>
  (PRIVATE_FILES.files as readonly string[]).includes(file) || PRIVATE_FILES.endings.some((ending) => file.endsWith(ending));

/** Which files are text worth compressing, relative to public/. */
export function compressibleFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !isPrivate(file))
    .sort();
}

/** Writes the twins that are missing or stale and removes orphans; returns how many it wrote and removed. */
export async function precompress(publicDir: string, batch = 8): Promise<{ written: number; removed: number }> {
  const jobs: (() => Promise<boolean>)[] = [];
  for (const file of compressibleFiles(publicDir)) {
    const source = path.join(publicDir, file);
    const { size, mtimeMs } = fs.statSync(source);
    for (const twin of TWINS) {
      const target = source + twin.ending;
      const stale = size >= MIN_BYTES && (!fs.existsSync(target) || fs.statSync(target).mtimeMs < mtimeMs);
      if (size < MIN_BYTES) fs.rmSync(target, { force: true });
      if (!stale) continue;
      jobs.push(async () => {
        const data = fs.readFileSync(source);
        const packed = await twin.compress(data);
        if (packed.length >= data.length) {
          fs.rmSync(target, { force: true });
          return false;
        }
        fs.writeFileSync(target, packed);
        return true;
      });
    }
  }
  let written = 0;
  for (let start = 0; start < jobs.length; start += batch) {
    const results = await Promise.all(jobs.slice(start, start + batch).map((job) => job()));
    written += results.filter(Boolean).length;
  }
  let removed = 0;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    const twin = TWINS.find((candidate) => entry.name.endsWith(candidate.ending));
    if (!entry.isFile() || !twin) continue;
    const twinPath = path.join(entry.parentPath, entry.name);
    const source = twinPath.slice(0, -twin.ending.length);
    if (!COMPRESSIBLE.some((ending) => source.endsWith(ending))) continue;
    if (!fs.existsSync(source) || isPrivate(path.relative(publicDir, source).split(path.sep).join('/'))) {
      fs.rmSync(twinPath);
      removed += 1;
    }
  }
  return { written, removed };
}
