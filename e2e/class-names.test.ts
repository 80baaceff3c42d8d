/**
 * The class names that server rendering writes into the pages are those of the browser bundle:
 * the two stages of the build name CSS-module classes alike (className in
 * src/node/webpack/class-names.ts), or a page would name classes its CSS does not style.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages, pagePathOf, PUBLIC } from './support/build-output';

/** A class from a CSS module, as the build names it: class-hash (className in src/node/webpack/class-names.ts). */
const MODULE_CLASS = /^[\w-]+-[0-9a-f]{5}$/;

test('every CSS-module class in a page is one the browser bundle knows (its scripts or its stylesheets)', () => {
  const bundle = fs
    .readdirSync(PUBLIC)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(PUBLIC, file), 'utf8'))
    .join('\n');
  const pages = builtPages();
  const unknown: string[] = [];
  let seen = 0;
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)).filter((name) => MODULE_CLASS.test(name)));
    seen += classes.size;
    for (const name of classes) if (!bundle.includes(name)) unknown.push(`${pagePathOf(page)}: ${name}`);
  }
  expect(pages.length).toBeGreaterThan(30);
  expect(seen).toBeGreaterThan(pages.length);
  expect(unknown).toEqual([]);
});
