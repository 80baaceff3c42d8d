/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileInlineScript, compileInlineScripts } from '../../../src/node/webpack/inline-scripts';

test('every inlined script compiles to one minified statement with no module syntax or types left', () => {
  for (const [name, code] of Object.entries(compileInlineScripts())) {
    expect({ name, lines: code.split('\n').length }).toEqual({ name, lines: 1 });
    expect(code).not.toMatch(/\bexport\b|\bimport\b|: string\b/);
    expect(() => new Function(code)).not.toThrow();
  }
});

describe('a file in src/browser/inline', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const source = (text: string) => {
    fs.writeFileSync(path.join(dir, 'script.ts'), text);
    return () => compileInlineScript('script.ts', dir);
  };

  test('runs its default export, once', () => {
    const compile = source('const twice = (n: number): number => n * 2;\nexport default function main(): void { (globalThis as unknown as { seen: number }).seen = twice(21); }');
    new Function(compile())();
    expect((globalThis as unknown as { seen: number }).seen).toBe(42);
  });

  test('with an import, or without a default function, stops the build naming the file', () => {
    expect(source("import x from './x';\nexport default function main() { return x; }")).toThrow('script.ts: an inlined script must be self-contained');
    expect(source('export function helper() {}')).toThrow('script.ts: an inlined script needs its entry');
  });
});
