import type { BrotliOptions, ZlibOptions } from 'node:zlib';

/** Brotli's settings for a file (by its name) of `size` bytes. */
export function brotliOptions(file: string, size: number): BrotliOptions;
/** Gzip's settings, for every file. */
export const GZIP_OPTIONS: ZlibOptions;
