import fs from 'node:fs';
import path from 'node:path';

/** The weights of the type scale (src/styles/global.css); '200 800' is the variable font's range. */
const WEIGHTS = ['400', '700', '800'];
const FONT_FACE_RANGE = '200 800';

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return file.endsWith('.css') ? [file] : [];
  });
}

test('text keeps to the three weights of the type scale', () => {
  const strays = cssFiles(path.join(__dirname, '../../src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;]+);/g)]
      .map((match) => match[1].trim())
      .filter((weight) => !WEIGHTS.includes(weight) && !(file.endsWith('fonts.css') && weight === FONT_FACE_RANGE))
      .map((weight) => `${path.relative(process.cwd(), file)}: font-weight ${weight}`),
  );
  expect(strays).toEqual([]);
});
