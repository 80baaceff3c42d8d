/**
 * How the build compresses a text file into its precompressed copies
 * (src/node/hosts/precompress.ts). The speed audit's no-script copy of each page
 * (tools/audit/no-script.ts, run by Node directly) compresses its pages the same way, so this file
 * imports nothing but Node's own modules.
 *
 * Gzip at its strongest. Brotli at its strongest (11) for the pages and for the scripts,
 * stylesheets and other files that every visitor fetches; at 10 for the page data, fetched only
 * as a visitor moves from page to page, which a build may write by the thousand: measured on 816
 * pages and page data of a 1,000-job build, 11 took 34.4 s of CPU and 10 took 13.7 s, for 7,543 KB
 * against 7,666 KB (1.6 % more). A page's HTML is worth the difference: the 0.3 KB that 11 saves on
 * a long page are what keeps it within a slow connection's first round trip (docs/quality.md);
 * this build's 178 pages take 8.9 s of CPU at 11 against 3.7 s at 10.
 */
import zlib, { type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** The endings of the page data. */
const PAGE_DATA_ENDINGS = ['.json'];
const PAGE_DATA_BROTLI_QUALITY = 10;

/** Brotli's settings for a file (by its name) of `size` bytes. */
export function brotliOptions(file: string, size: number): BrotliOptions {
  const pageData = PAGE_DATA_ENDINGS.some((ending) => file.endsWith(ending));
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: pageData ? PAGE_DATA_BROTLI_QUALITY : zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Gzip's settings, for every file. */
export const GZIP_OPTIONS: ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };
