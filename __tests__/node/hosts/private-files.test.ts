/**
 * @jest-environment node
 */
import { privateFilesIn, removePrivateFiles } from '../../../src/node/hosts/private-files';
import { tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, write, exists } = tempPublicDir();

test('the build internals are found and removed, and nothing else', () => {
  for (const file of ['webpack.stats.json', 'chunk-map.json', '_gatsby/slices/_gatsby-scripts-1.html', 'app-1.js.map', 'static/x/y.css.map', 'app-1.js', 'app-1.js.LICENSE.txt']) write(file, '{}');
  expect(privateFilesIn(publicDir())).toEqual(['_gatsby/slices/_gatsby-scripts-1.html', 'app-1.js.map', 'chunk-map.json', 'static/x/y.css.map', 'webpack.stats.json']);
  removePrivateFiles(publicDir());
  expect(privateFilesIn(publicDir())).toEqual([]);
  expect(['app-1.js', 'app-1.js.LICENSE.txt'].map(exists)).toEqual([true, true]);
});
