/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferScripts, deferScriptsInBuild } from '../../src/node/defer-scripts';

const PAGE = [
  '<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body>',
  '<main>Hello</main>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<!-- slice-start id="_gatsby-scripts-1" -->',
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async></script>',
  '<script src="/app-3.js" async=""></script>',
  '<!-- slice-end id="_gatsby-scripts-1" -->',
  '</body></html>',
].join('');

/** The script list the inline loader of a rewritten page was given. */
const loaderList = (html: string) => JSON.parse(/\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1] ?? 'null') as string[] | null;

test('bundle tags become one inline loader where they stood, inside the marked block, in their order', () => {
  const out = deferScripts(PAGE);
  expect(out).not.toMatch(/<script src=/);
  expect(out).toMatch(
    /<!-- slice-start id="_gatsby-scripts-1" --><script>\(.*\)\(\["\/webpack-runtime-1\.js","\/framework-2\.js","\/app-3\.js"\]\)<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/s,
  );
});

test('the early entries run first, then the page component, then the app, each script once', () => {
  const out = deferScripts(PAGE, {
    early: ['/webpack-runtime-1.js', '/framework-2.js', '/early-react-4.js'],
    page: ['/component-5.js'],
  });
  expect(loaderList(out)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/early-react-4.js', '/component-5.js', '/app-3.js']);
});

test('inline scripts and structured data stay where they were', () => {
  const out = deferScripts(PAGE);
  expect(out).toContain('<script type="application/ld+json">{}</script>');
  expect(out).toContain('<script id="gatsby-script-loader">');
  expect(out).toContain('<main>Hello</main>');
});

test('a page without bundle tags is left alone, and a second pass changes nothing', () => {
  const plain = '<html><body><p>No scripts</p></body></html>';
  expect(deferScripts(plain)).toBe(plain);
  const once = deferScripts(PAGE);
  expect(deferScripts(once)).toBe(once);
});

describe('over a build', () => {
  let publicDir: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  };
  const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defer-scripts-'));
    write('index.html', PAGE);
    write('page-data/index/page-data.json', JSON.stringify({ componentChunkName: 'component---home' }));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  test("each page gets the early entries' scripts and its own component's, from webpack's stats", () => {
    write(
      'webpack.stats.json',
      JSON.stringify({
        namedChunkGroups: {
          'early-react': group('webpack-runtime-1.js', 'framework-2.js', 'early-react-4.js'),
          'early-libraries': group('framework-2.js', 'early-libraries-5.js'),
          'component---home': group('styles.css', 'shared-6.js', 'component---home-7.js'),
        },
      }),
    );
    expect(deferScriptsInBuild(publicDir)).toBe(1);
    expect(loaderList(fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8'))).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/early-react-4.js',
      '/early-libraries-5.js',
      '/shared-6.js',
      '/component---home-7.js',
      '/app-3.js',
    ]);
  });

  test('a build without the early entries stops with the name of the missing one', () => {
    write('webpack.stats.json', JSON.stringify({ namedChunkGroups: { 'component---home': group('component---home-7.js') } }));
    expect(() => deferScriptsInBuild(publicDir)).toThrow('no chunk group "early-react"');
  });
});
