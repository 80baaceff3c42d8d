/**
 * @jest-environment node
 */
import { filesIn } from '../../../src/node/hosts/files-in';
import { tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, write } = tempPublicDir();

test('the files under a folder, at any depth, relative to it with forward slashes and sorted; or those with given endings', () => {
  for (const file of ['z.html', 'about/index.html', 'static/a/b/c.js', 'app.js.map', 'page-data/index/page-data.json']) write(file, '');
  expect(filesIn(publicDir())).toEqual(['about/index.html', 'app.js.map', 'page-data/index/page-data.json', 'static/a/b/c.js', 'z.html']);
  expect(filesIn(publicDir(), ['.html', '.map'])).toEqual(['about/index.html', 'app.js.map', 'z.html']);
  expect(filesIn(publicDir(), ['.css'])).toEqual([]);
});
