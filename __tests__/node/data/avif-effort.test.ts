/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { AVIF_EFFORT, setAvifEffort } from '../../../src/node/data/avif-effort';

/** A small picture with detail enough for the encoder's effort to show in its output. */
const picture = () => {
  const size = 96;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 37 + ((i / 3) % size) * 11 + Math.floor(i / (3 * size)) * 5) % 256;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } });
};
/** What gatsby-plugin-sharp asks for: the quality, no effort. */
const asGatsbyAsks = () => picture().avif({ quality: 50 }).toBuffer();
const atEffort = (effort: number) => picture().avif({ quality: 50, effort }).toBuffer();

test('once set, an AVIF asked for with the quality alone is written at AVIF_EFFORT, and an effort named still wins', async () => {
  const sharpsDefault = await atEffort(4);
  expect(await asGatsbyAsks()).toEqual(sharpsDefault);
  expect(await atEffort(AVIF_EFFORT)).not.toEqual(sharpsDefault);

  setAvifEffort();
  setAvifEffort();
  expect(await asGatsbyAsks()).toEqual(await atEffort(AVIF_EFFORT));
  expect(await atEffort(4)).toEqual(sharpsDefault);
});
