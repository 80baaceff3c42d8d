/**
 * How the build compresses a text file into its twins (src/node/hosts/precompress.ts). The speed
 * audit's no-JS twin of each page (tools/audit/twin.mjs, run by Node with no build step) compresses
 * its pages the same way. Plain JavaScript, so both use this one file; its types are in
 * compression.d.cts.
 *
 * Gzip at its strongest. Brotli at its strongest (11) for the scripts, stylesheets and other files
 * that every visitor fetches and keeps for a year; at 10 for the pages and their page data, which
 * each visit fetches anew and a build may write by the thousand (every page, when a stylesheet's
 * name changes): measured on 816 pages and page data of a 1,000-job build, 11 took 34.4 s of CPU
 * and 10 took 13.7 s, for 7,543 KB against 7,666 KB (1.6 % more).
 */
const zlib = require('node:zlib');

/** The endings of the pages and their page data. */
const PAGE_ENDINGS = ['.html', '.json'];
const PAGE_BROTLI_QUALITY = 10;

/** Brotli's settings for a file (by its name) of `size` bytes. */
function brotliOptions(file, size) {
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
const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_COMPRESSION };

module.exports = { brotliOptions, GZIP_OPTIONS };
