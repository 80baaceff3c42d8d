/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHint, hintScriptsInBuild, shiftSourceMap } from '../../src/node/compile-hints';

test('the hint is the first line of the script, and is added once', () => {
  const hinted = addCompileHint('(()=>{})();\n//# sourceMappingURL=app.js.map');
  expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
  expect(hinted.split('\n').slice(1).join('\n')).toBe('(()=>{})();\n//# sourceMappingURL=app.js.map');
  expect(addCompileHint(hinted)).toBe(hinted);
});

test('the source map starts with one empty line and keeps everything else', () => {
  const map = { version: 3, sources: ['a.js'], names: ['start'], mappings: 'AAAA,SAASA;AACT', file: 'app.js' };
  const shifted = JSON.parse(shiftSourceMap(JSON.stringify(map)));
  expect(shifted).toEqual({ ...map, mappings: ';AAAA,SAASA;AACT' });
});

describe('over a build', () => {
  let publicDir: string;
  const file = (name: string) => path.join(publicDir, name);
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.writeFileSync(file('app-1.js'), 'app();');
    fs.writeFileSync(file('app-1.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    fs.writeFileSync(file('component-2.js'), 'page();');
    fs.writeFileSync(file('lazy-3.js'), 'later();');
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  test('only the scripts named get the hint, and their maps follow; a second pass changes nothing', () => {
    expect(hintScriptsInBuild(publicDir, ['/app-1.js', '/component-2.js', '/app-1.js'])).toBe(2);
    expect(fs.readFileSync(file('app-1.js'), 'utf8')).toBe(`${COMPILE_HINT}\napp();`);
    expect(fs.readFileSync(file('component-2.js'), 'utf8')).toBe(`${COMPILE_HINT}\npage();`);
    expect(fs.readFileSync(file('lazy-3.js'), 'utf8')).toBe('later();');
    expect(JSON.parse(fs.readFileSync(file('app-1.js.map'), 'utf8')).mappings).toBe(';AAAA');

    expect(hintScriptsInBuild(publicDir, ['/app-1.js', '/component-2.js'])).toBe(0);
    expect(JSON.parse(fs.readFileSync(file('app-1.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});
