/**
 * @jest-environment node
 */
import { PageStepError } from '../../src/node/built-pages';
import { deferScripts, deferScriptsStep } from '../../src/node/defer-scripts';

const LOADER = 'load()';

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
const loaderList = (html: string) => {
  const attribute = /<script data-scripts="([^"]*)">load\(\)<\/script>/.exec(html)?.[1];
  return attribute === undefined ? null : (JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as string[]);
};

test('bundle tags become one inline loader where they stood, inside the marked block, in their order', () => {
  const out = deferScripts(PAGE, LOADER);
  expect(out).not.toMatch(/<script src=/);
  expect(out).toMatch(/<!-- slice-start id="_gatsby-scripts-1" --><script data-scripts="[^"]*">load\(\)<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/);
  expect(loaderList(out)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
});

test('the early entries run first, then the page component, then the app, each script once', () => {
  const out = deferScripts(PAGE, LOADER, {
    early: ['/webpack-runtime-1.js', '/framework-2.js', '/early-react-4.js'],
    page: ['/component-5.js'],
  });
  expect(loaderList(out)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/early-react-4.js', '/component-5.js', '/app-3.js']);
});

test('inline scripts and structured data stay where they were', () => {
  const out = deferScripts(PAGE, LOADER);
  expect(out).toContain('<script type="application/ld+json">{}</script>');
  expect(out).toContain('<script id="gatsby-script-loader">');
  expect(out).toContain('<main>Hello</main>');
});

test("a page without Gatsby's bundle tags or the loader stops the step, saying what it looked for", () => {
  expect(() => deferScripts('<html><body><p>No scripts</p></body></html>', LOADER)).toThrow(PageStepError);
  expect(() => deferScripts('<html><body><p>No scripts</p></body></html>', LOADER)).toThrow('found none of the script tags Gatsby writes');
});

test('a page whose scripts Gatsby kept from the build before (the loader, no bundle tags) is left as it is', () => {
  const once = deferScripts(PAGE, LOADER);
  expect(deferScripts(once, LOADER)).toBe(once);
});

describe('as a step', () => {
  const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
  const home = { path: '/', component: 'component---home', file: 'index.html', canonical: true };

  test("each page gets the early entries' scripts and its own component's, from webpack's chunk groups", () => {
    const step = deferScriptsStep(
      {
        'early-react': group('webpack-runtime-1.js', 'framework-2.js', 'early-react-4.js'),
        'early-libraries': group('framework-2.js', 'early-libraries-5.js'),
        'component---home': group('styles.css', 'shared-6.js', 'component---home-7.js'),
      },
      LOADER,
    );
    expect(loaderList(step.rewrite(PAGE, home))).toEqual([
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
    expect(() => deferScriptsStep({ 'component---home': group('component---home-7.js') }, LOADER)).toThrow('no chunk group "early-react"');
  });
});
