import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS } from '../../../src/node/data/data-schema';
import { dataReadmeParts, withDataReadmeParts } from '../../../src/node/data/data-readme';

const README = path.resolve(__dirname, '../../../data/README.md');
const committed = fs.readFileSync(README, 'utf8');

test('the field tables and the icon list of data/README.md are those the schema gives (a build rewrites them)', () => {
  expect(committed).toBe(withDataReadmeParts(committed));
});

test('every field of every file is in its table, with its label and hint', () => {
  const fields = dataReadmeParts().get('fields') ?? '';
  for (const file of Object.keys(COLLECTIONS)) expect(fields).toContain(`### ${file}: ${COLLECTIONS[file].label}`);
  expect(fields).toContain('| `slug` | Address name | the last part of the page address (/services/3/SEO); letters, digits, _ and - only | text |');
  expect(fields).toContain('| `sections[].items` | Bulleted list | optional: a list shown after the paragraphs | a list of text (may be left out) |');
  expect(fields).toContain('| `rating` | Rating |');
});

test('a README without the marker lines is refused, naming them', () => {
  expect(() => withDataReadmeParts('# Editing the content\n')).toThrow('the lines "<!-- fields: written by the build from src/node/data/data-schema.ts -->" and "<!-- end -->"');
});
