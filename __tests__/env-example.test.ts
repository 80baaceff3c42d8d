/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

test('.env.example documents every setting the build reads', () => {
  const example = fs.readFileSync(path.resolve(__dirname, '../.env.example'), 'utf8');
  const documented = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
  const source = ['src/lib/email-config.ts', 'src/lib/site-url.ts'].map((file) => fs.readFileSync(path.resolve(__dirname, '..', file), 'utf8')).join('\n');
  const editor = fs.readFileSync(path.resolve(__dirname, '../src/node/editor/cms-settings.ts'), 'utf8');
  const read = [
    ...new Set([
      ...[...source.matchAll(/\benv\.((?:GATSBY_EMAILJS|SITE)_[A-Z_]*)/g)].map((match) => match[1]),
      ...[...editor.matchAll(/\bgiven\('(CMS_[A-Z_]+)'\)/g)].map((match) => match[1]),
    ]),
  ];
  expect(read).toHaveLength(12);
  expect(documented.sort()).toEqual(read.sort());
});
