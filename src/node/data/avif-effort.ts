import sharp from 'sharp';

/**
 * How hard sharp works at each AVIF the pictures of data/images are resized into (0 fastest to 9
 * smallest). gatsby-plugin-sharp passes only the quality, so sharp's default (4) applied, and its
 * AVIFs took most of a cold build: 168 resizes of today's pictures, about 60 s of a 109 s build on
 * two cores. At 2 each AVIF takes a sixth of the time for the same bytes: today's pictures at
 * 800 px, quality 50, 232 KB at both, PSNR 40.3 dB against 42.6 dB (docs/quality.md).
 */
export const AVIF_EFFORT = 2;

let set = false;

/**
 * Makes AVIF_EFFORT the effort of every AVIF sharp writes in this process (the build's, where
 * Gatsby runs gatsby-plugin-sharp's image jobs), unless the caller names an effort of its own.
 */
export function setAvifEffort(): void {
  if (set) return;
  const avif = sharp.prototype.avif;
  if (typeof avif !== 'function') throw new Error("sharp has no avif(): the AVIF effort cannot be set (src/node/data/avif-effort.ts)");
  sharp.prototype.avif = function avifWithEffort(this: sharp.Sharp, options?: sharp.AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options });
  };
  set = true;
}
