/**
 * @jest-environment node
 */
import { hashedAssets } from '../../../src/node/hosts/cache-rules';
import { removeStaleRootAssets, staleRootAssets } from '../../../src/node/hosts/stale-assets';
import { PAGE_TEXT, tempPublicDir } from '../../support/temp-public-dir';

const { publicDir, write, exists } = tempPublicDir();

describe('scripts and stylesheets of earlier builds', () => {
  const hash = (digit: string) => digit.repeat(20);
  const groups = {
    app: { assets: [{ name: `app-${hash('a')}.js` }, { name: `app.${hash('b')}.css` }] },
    'component---src-pages-index-tsx': { assets: [{ name: `component---src-pages-index-tsx-${hash('c')}.js` }, { name: `component---src-pages-index-tsx-${hash('c')}.js.map` }] },
  };

  test('a file no chunk group or kept script names is removed; what the runtime loads later stays, and every other file', () => {
    // The runtime's map of chunks loaded later names them by hash only.
    write(`app-${hash('a')}.js`, `var chunks = { 452: "${hash('d')}" };`);
    write(`app.${hash('b')}.css`, 'body{}');
    write(`component---src-pages-index-tsx-${hash('c')}.js`, 'page();');
    write(`452-${hash('d')}.js`, `load("${hash('e')}")`);
    write(`453-${hash('e')}.js`, 'later();');
    write(`app-${hash('1')}.js`, 'an earlier build();');
    write(`app.${hash('2')}.css`, 'body{color:red}');
    // Gatsby's runtime globals, in a file of this build's and one of an earlier build's (src/node/post-build/runtime-globals.ts).
    write('page-data/app-data.json', `{"webpackCompilationHash":"${hash('f')}"}`);
    write(`runtime-globals-${hash('f')}.js`, 'window.___chunkMapping="{}";');
    write(`runtime-globals-${hash('3')}.js`, 'window.___chunkMapping="{}";');
    write('index.html', PAGE_TEXT);
    write('static/abc/seo.avif', 'x');
    expect(removeStaleRootAssets(publicDir(), groups)).toEqual([`app-${hash('1')}.js`, `app.${hash('2')}.css`, `runtime-globals-${hash('3')}.js`]);
    expect(hashedAssets(publicDir()).rootAssets).toEqual([
      `452-${hash('d')}.js`,
      `453-${hash('e')}.js`,
      `app-${hash('a')}.js`,
      `app.${hash('b')}.css`,
      `component---src-pages-index-tsx-${hash('c')}.js`,
      `runtime-globals-${hash('f')}.js`,
    ]);
    expect(['index.html', 'static/abc/seo.avif'].every(exists)).toBe(true);
  });

  test("a build whose file of runtime globals is missing stops, and removes nothing", () => {
    write(`app-${hash('a')}.js`, 'app();');
    write(`app-${hash('1')}.js`, 'an earlier build();');
    write('page-data/app-data.json', `{"webpackCompilationHash":"${hash('f')}"}`);
    expect(() => removeStaleRootAssets(publicDir(), groups)).toThrow(`public/runtime-globals-${hash('f')}.js, the build's file of Gatsby's runtime globals, is missing`);
    expect(exists(`app-${hash('1')}.js`)).toBe(true);
  });

  test('chunk groups that name none of the files stop the build', () => {
    write(`app-${hash('1')}.js`, 'an earlier build();');
    expect(() => staleRootAssets(publicDir(), groups)).toThrow('names none of the scripts and stylesheets');
    expect(exists(`app-${hash('1')}.js`)).toBe(true);
  });
});
