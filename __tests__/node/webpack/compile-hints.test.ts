/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintPlugin, hasCompileHint, startsWithPage } from '../../../src/node/webpack/compile-hints';

test('the hint is recognised only as the first line of a script', () => {
  expect(hasCompileHint(`${COMPILE_HINT}\napp();`)).toBe(true);
  expect(hasCompileHint(`app();\n${COMPILE_HINT}\n`)).toBe(false);
  expect(hasCompileHint('app();')).toBe(false);
});

test('the chunk groups a page starts with: the app and each page component', () => {
  for (const group of ['app', 'component---src-pages-index-tsx']) expect(startsWithPage(group)).toBe(true);
  for (const group of ['polyfill', 'carousel', undefined, null]) expect(startsWithPage(group)).toBe(false);
});

describe('in a production webpack build', () => {
  let dir: string;
  const read = (file: string) => fs.readFileSync(path.join(dir, 'out', file), 'utf8');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src', 'app.js'), "export function greet(name) {\n  return 'Hello ' + name;\n}\nimport('./later').then((later) => later.run(greet('you')));\n");
    fs.writeFileSync(path.join(dir, 'src', 'later.js'), 'export function run(text) {\n  document.title = text;\n}\n');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { app: './src/app.js' },
      output: { path: path.join(dir, 'out'), filename: '[name].js', chunkFilename: 'later.js' },
      devtool: false,
      optimization: { minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { format: { comments: false } } })] },
      plugins: [new CompileHintPlugin()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    );
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the entry starts with the hint, after minifying; a chunk fetched later does not', () => {
    expect(hasCompileHint(read('app.js'))).toBe(true);
    expect(read('app.js').split('\n').filter((line) => line === COMPILE_HINT)).toHaveLength(1);
    expect(read('later.js')).not.toContain(COMPILE_HINT);
  });
});
