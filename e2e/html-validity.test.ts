/**
 * Every generated page, and the content editor's (/admin), is valid HTML according to the Nu Html
 * Checker (vnu-jar, run with the machine's Java).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ADMIN_PAGE, builtPages } from './support/build-output';

test('every generated page, and the content editor’s, passes the Nu Html Checker with no errors', () => {
  const pages = [...builtPages(), ADMIN_PAGE];
  expect(pages.length).toBeGreaterThan(30);
  const vnu = path.resolve(__dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');
  // A short run: the quick compiler only (half the processor time), which needs a deeper stack
  // for the checker's schema, and one garbage-collector thread.
  const java = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const result = spawnSync('java', [...java, '-jar', vnu, '--errors-only', '--format', 'gnu', ...pages], { encoding: 'utf8', timeout: 240_000 });
  expect(result.error).toBeUndefined();
  const errors = result.stderr
    .split('\n')
    .filter((line) => line.includes('error:'))
    .map((line) => line.replace(`file:${path.resolve(__dirname, '../public')}`, ''));
  expect(errors).toEqual([]);
  expect(result.status).toBe(0);
});
