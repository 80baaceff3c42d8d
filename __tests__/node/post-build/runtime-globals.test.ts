/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferScripts } from '../../../src/node/post-build/defer-scripts';
import { PageStepError } from '../../../src/node/post-build/page-steps';
import { globalsFile, moveRuntimeGlobals, runtimeGlobalsStep } from '../../../src/node/post-build/runtime-globals';
import { COMPILE_HINT } from '../../../src/node/webpack/compile-hints';

const MAPPING = '/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";/*]]>*/';
const BUILD = '0123456789abcdef0123';
const HASH = `window.___webpackCompilationHash="${BUILD}";`;

/** The end of a page as Gatsby writes it. */
const PAGE = [
  '<!DOCTYPE html><html><head></head><body><main>Hello</main>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<!-- slice-start id="_gatsby-scripts-1" -->',
  `\n  <script\n    id="gatsby-chunk-mapping"\n  >\n    ${MAPPING}\n  </script>\n  <script>${HASH}</script>`,
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/app-3.js" async=""></script>',
  '<!-- slice-end id="_gatsby-scripts-1" -->',
  '</body></html>',
].join('');

test('the two globals leave the page for one file, named by the build, that the loader runs before the app entry', () => {
  const files: { source: string; text: string }[] = [];
  const out = moveRuntimeGlobals(PAGE, (file) => files.push(file));
  expect(files).toHaveLength(1);
  const [file] = files;
  expect(file.source).toBe(`/runtime-globals-${BUILD}.js`);
  expect(file.text).toBe(`${COMPILE_HINT}\n${MAPPING}\n${HASH}\n`);
  expect(out).not.toContain('___chunkMapping');
  expect(out).not.toContain('___webpackCompilationHash');
  // The page path stays inline: it differs from page to page.
  expect(out).toContain('window.pagePath="/"');
  const list = /data-scripts="([^"]*)"/.exec(deferScripts(out, 'load()', ['/component-5.js']))?.[1].replace(/&quot;/g, '"');
  expect(JSON.parse(list ?? 'null')).toEqual(['/component-5.js', file.source, '/webpack-runtime-1.js', '/app-3.js']);
});

test('a page rewritten before is left as it is; a page missing one of the two stops the build', () => {
  const once = moveRuntimeGlobals(PAGE, () => undefined);
  const done = deferScripts(once, 'load()');
  expect(moveRuntimeGlobals(done, () => undefined)).toBe(done);
  expect(() => moveRuntimeGlobals(PAGE.replace(/<script>window\.___webpack[^<]*<\/script>/, ''), () => undefined)).toThrow(PageStepError);
  expect(() => moveRuntimeGlobals(PAGE.replace(/<script\s+id="gatsby-chunk-mapping"[\s\S]*?<\/script>/, ''), () => undefined)).toThrow(/chunk map/);
  expect(() => moveRuntimeGlobals('<html><body></body></html>', () => undefined)).toThrow(PageStepError);
  // A hash of another length than webpack's 20 would give the file a name the hosts do not keep.
  expect(() => moveRuntimeGlobals(PAGE.replace(BUILD, '0123abcd'), () => undefined)).toThrow(/compilation hash/);
});

test('the step writes each file once into the public folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-globals-'));
  try {
    const step = runtimeGlobalsStep(dir);
    const page = { path: '/', file: 'index.html', component: 'component---x' } as Parameters<typeof step.rewrite>[1];
    step.rewrite(PAGE, page);
    step.rewrite(PAGE, page);
    const written = fs.readdirSync(dir);
    expect(written).toEqual([globalsFile(MAPPING, HASH, BUILD).source.slice(1)]);
    expect(fs.readFileSync(path.join(dir, written[0]), 'utf8')).toBe(globalsFile(MAPPING, HASH, BUILD).text);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
