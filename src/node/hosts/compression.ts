/**
 * How the build compresses a text file into its precompressed copies
 * (src/node/hosts/precompress.ts). The speed audit's no-script copy of each page
 * (tools/audit/no-script.ts, run by Node directly) compresses its pages the same way, so this file
 * imports nothing but Node's own modules.
 *
 * Gzip at its strongest. Brotli at its strongest (11) for the scripts, stylesheets and other files
 * that every visitor fetches and keeps for a year; at 10 for the pages and their page data, which
 * each visit fetches anew and a build may write by the thousand (every page, when a stylesheet's
 * name changes): measured on 816 pages and page data of a 1,000-job build, 11 took 34.4 s of CPU
 * and 10 took 13.7 s, for 7,543 KB against 7,666 KB (1.6 % more).
 */
import zlib, { type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** The endings of the pages and their page data. */
const PAGE_ENDINGS = ['.html', '.json'];
const PAGE_BROTLI_QUALITY = 10;

/** Brotli's settings for a file (by its name) of `size` bytes. */
export function brotliOptions(file: string, size: number): BrotliOptions {
  const page = PAGE_ENDINGS.some((ending) => file.endsWith(ending));
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: page ? PAGE_BROTLI_QUALITY : zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Gzip's settings, for every file. */
export const GZIP_OPTIONS: ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };
