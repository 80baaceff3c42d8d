import fs from 'node:fs';
import path from 'node:path';
import { filesIn } from './files-in';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { brotliOptions, GZIP_OPTIONS } from './compression';
import { PRIVATE_FILES } from './private-files';
import { DigestRecord, digestOf } from '../post-build/digest-record';

/**
 * Precompressed copies of the text files in public/, gzip and Brotli (`app.js.gz`, `app.js.br`), so
 * the server sends them as they are instead of compressing each response. Precompressed copies of
 * files that are gone are removed.
 *
 * How hard each kind of file is compressed: compression.ts.
 *
 * Gatsby writes every page again on every build (it stitches each page's slices back in), mostly
 * with the very same bytes. So a record in Gatsby's cache (RECORD_FILE) keeps the digest of what
 * each file's precompressed copies were made from: a file is compressed again only when its content
 * differs or a copy is missing (with no record, as after `gatsby clean`, every file is compressed
 * again). A page and its flat copy for the CDNs hold the same bytes, and are compressed
 * once.
 */

/** The endings of files that are text and shrink. */
export const COMPRESSIBLE = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'];
/** Smaller files gain less than a packet. */
const MIN_BYTES = 1024;
/** Where the digests of the files the precompressed copies were made from are kept, in Gatsby's cache folder. */
const RECORD_FILE = 'precompressed.json';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The encodings, each with the ending of its copies. */
const ENCODINGS = [
  { ending: '.gz', settingsFor: () => 'gzip', compress: (data: Buffer) => gzip(data, GZIP_OPTIONS) },
  {
    ending: '.br',
    settingsFor: (file: string) => JSON.stringify(brotliOptions(file, 0)),
    compress: (data: Buffer, file: string) => brotli(data, brotliOptions(file, data.length)),
  },
] as const;

/** The endings of the precompressed copies: `app.js.br` is a precompressed copy of `app.js`. */
export const PRECOMPRESSED_ENDINGS: readonly string[] = ENCODINGS.map((encoding) => encoding.ending);

const isPrivate = (file: string) =>
  (PRIVATE_FILES.files as readonly string[]).includes(file) || PRIVATE_FILES.endings.some((ending) => file.endsWith(ending));

/** Which files are text worth compressing, relative to public/. */
export function compressibleFiles(publicDir: string): string[] {
  return filesIn(publicDir, COMPRESSIBLE).filter((file) => !isPrivate(file));
}

/**
 * Writes the precompressed copies that are missing or were made from other content, and removes
 * orphans; returns how many copies it wrote, how many times it compressed, and how many orphans it
 * removed. Files with the same bytes (a page and its flat copy) are compressed once. `cacheDir`
 * holds the record of what the copies were made from. With `enabled` false, the build wants none:
 * every precompressed copy is an orphan (one left by an earlier build whose public/ the host
 * restored).
 */
export async function precompress(
  publicDir: string,
  cacheDir: string,
  { enabled = true, batch = 8 } = {},
): Promise<{ written: number; compressed: number; removed: number }> {
  const record = new DigestRecord(cacheDir, RECORD_FILE);
  /** What must be compressed: per content digest and encoding, the bytes and the copies to write. */
  const wanted = new Map<string, { data: Buffer; file: string; encoding: (typeof ENCODINGS)[number]; targets: string[] }>();
  for (const file of enabled ? compressibleFiles(publicDir) : []) {
    const source = path.join(publicDir, file);
    const data = fs.readFileSync(source);
    if (data.length < MIN_BYTES) {
      for (const encoding of ENCODINGS) fs.rmSync(source + encoding.ending, { force: true });
      continue;
    }
    const made = digestOf(data);
    record.note(file, made);
    for (const encoding of ENCODINGS) {
      const target = source + encoding.ending;
      if (record.last(file) === made && fs.existsSync(target)) continue;
      const key = `${made} ${encoding.settingsFor(file)}`;
      const job = wanted.get(key) ?? { data, file, encoding, targets: [] };
      job.targets.push(target);
      wanted.set(key, job);
    }
  }
  const jobs = [...wanted.values()].map(({ data, file, encoding, targets }) => async () => {
    const packed = await encoding.compress(data, file);
    const smaller = packed.length < data.length;
    for (const target of targets) {
      if (smaller) fs.writeFileSync(target, packed);
      else fs.rmSync(target, { force: true });
    }
    return smaller ? targets.length : 0;
  });
  let written = 0;
  for (let start = 0; start < jobs.length; start += batch) {
    const results = await Promise.all(jobs.slice(start, start + batch).map((job) => job()));
    written += results.reduce((sum, count) => sum + count, 0);
  }
  record.save();
  let removed = 0;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    const encoding = ENCODINGS.find((candidate) => entry.name.endsWith(candidate.ending));
    if (!entry.isFile() || !encoding) continue;
    const copy = path.join(entry.parentPath, entry.name);
    const source = copy.slice(0, -encoding.ending.length);
    if (!COMPRESSIBLE.some((ending) => source.endsWith(ending))) continue;
    if (!enabled || !fs.existsSync(source) || isPrivate(path.relative(publicDir, source).split(path.sep).join('/'))) {
      fs.rmSync(copy);
      removed += 1;
    }
  }
  return { written, compressed: jobs.length, removed };
}
