import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { tokensOf, writeTokensOut } from '../../../src/node/webpack/design-tokens';

const parse = (...sheets: string[]) => sheets.map((css) => postcss.parse(css));
const printed = (roots: postcss.Root[]) => roots.map((root) => root.toString().replace(/\s+/g, ' ').trim());

test("each use of a :root token gets the token's value, a token used in another written out too, and the :root declarations go", () => {
  const roots = parse(
    ':root { --ink: #0b1b3a; --s3: 1.5rem; --shadow: 0 1px 2px var(--ink); } body { color: var(--ink); }',
    '.card { padding: calc(var(--s3) * 2); box-shadow: var(--shadow); }',
  );
  writeTokensOut(roots);
  expect(printed(roots)).toEqual(['body { color: #0b1b3a; }', '.card { padding: calc(1.5rem * 2); box-shadow: 0 1px 2px #0b1b3a; }']);
});

test("another custom property stays one: set on a component, under a media query or read with a fallback, only the tokens inside it are written out", () => {
  const roots = parse(
    ':root { --s5: 2.5rem; --s8: 4rem; --step: 1rem; } @media (min-width: 600px) { :root { --step: 1.25rem; } }',
    '.inner { gap: var(--hero-gap, var(--s5)); font-size: var(--step); } .wide { --hero-gap: var(--s8); } .item { transition-delay: var(--reveal-delay, 0ms); }',
  );
  const tokens = writeTokensOut(roots);
  expect([...tokens.keys()]).toEqual(['--s5', '--s8']);
  expect(printed(roots)).toEqual([
    ':root { --step: 1rem; } @media (min-width: 600px) { :root { --step: 1.25rem; } }',
    '.inner { gap: var(--hero-gap, 2.5rem); font-size: var(--step); } .wide { --hero-gap: 4rem; } .item { transition-delay: var(--reveal-delay, 0ms); }',
  ]);
});

test('a token a component sets again is not a constant, and stays a custom property everywhere', () => {
  const roots = parse(':root { --ink: #000; } a { color: var(--ink); }', '.dark { --ink: #fff; }');
  expect(tokensOf(roots).has('--ink')).toBe(false);
  writeTokensOut(roots);
  expect(printed(roots)[0]).toBe(':root { --ink: #000; } a { color: var(--ink); }');
});

test("the site's tokens are constants: no component sets one in a style attribute", () => {
  const tokens = tokensOf(parse(fs.readFileSync(path.join(__dirname, '../../../src/styles/global.css'), 'utf8')));
  expect(tokens.size).toBeGreaterThan(20);
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) sources.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(__dirname, '../../../src'));
  const setInline = new Set(sources.flatMap((source) => [...source.matchAll(/['"](--[\w-]+)['"]\s*:/g)].map((match) => match[1])));
  expect(setInline.size).toBeGreaterThan(0);
  expect([...setInline].filter((name) => tokens.has(name))).toEqual([]);
});
