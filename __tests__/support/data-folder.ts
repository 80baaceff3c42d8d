import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FIXED_IMAGES } from '../../src/node/data/validate-data';
import { dataFixture } from './data-fixture';

const drawn = new Map<string, Promise<Buffer>>();

/** A small picture the build can read: a PNG for a name ending in .png, a JPEG for any other. */
export function fixturePicture(file: string): Promise<Buffer> {
  const format = /\.png$/i.test(file) ? 'png' : 'jpeg';
  let picture = drawn.get(format);
  if (!picture) {
    const canvas = sharp({ create: { width: 16, height: 16, channels: 3, background: '#1f6f4a' } });
    picture = (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
    drawn.set(format, picture);
  }
  return picture;
}

/** The pictures the unchanged fixture names in its "image" fields, and those the pages take by a fixed name. */
function fixturePictures(): string[] {
  const entries = Object.values(dataFixture()).flatMap((content: unknown) => (Array.isArray(content) ? content : [content]));
  const named = entries.map((entry: { image?: unknown }) => entry.image).filter((image): image is string => typeof image === 'string');
  return [...new Set([...named, ...Object.keys(FIXED_IMAGES)])];
}

/**
 * Data folders for the tests of the file that calls this (at its top level), removed after them.
 * The function it returns writes one: the files as given (by default the fixture unchanged; a test
 * passes the fixture with what it checks changed, or any JSON value in place of a file), and the
 * pictures of the unchanged fixture. Each folder is `data/` inside a temporary folder of its own,
 * so a test may write beside it (a path out of data/) without touching anything else.
 */
export function dataFolders(): (files?: Record<string, unknown>) => Promise<string> {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return async (files = dataFixture()) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-fixture-'));
    made.push(root);
    const dir = path.join(root, 'data');
    const write = (file: string, content: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    };
    for (const [file, content] of Object.entries(files)) write(file, `${JSON.stringify(content, null, 2)}\n`);
    for (const picture of fixturePictures()) write(picture, await fixturePicture(picture));
    return dir;
  };
}
