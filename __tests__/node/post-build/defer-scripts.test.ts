/**
 * @jest-environment node
 */
import { PageStepError } from '../../../src/node/post-build/page-steps';
import { deferScripts, deferScriptsStep } from '../../../src/node/post-build/defer-scripts';

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

test("the page component's scripts run first, then the app's, each script once", () => {
  const out = deferScripts(PAGE, LOADER, ['/framework-2.js', '/component-5.js']);
  expect(loaderList(out)).toEqual(['/framework-2.js', '/component-5.js', '/webpack-runtime-1.js', '/app-3.js']);
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
  const home = { path: '/', component: 'component---home', file: 'index.html', canonical: true, matchPath: null };

  test("each page gets its own component's scripts, from webpack's chunk groups, before Gatsby's", () => {
    const step = deferScriptsStep({ 'component---home': group('styles.css', 'shared-6.js', 'component---home-7.js') }, LOADER);
    expect(loaderList(step.rewrite(PAGE, home))).toEqual(['/shared-6.js', '/component---home-7.js', '/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
  });

  test("a page whose component has no chunk group in webpack's statistics stops the build, naming it", () => {
    expect(() => deferScriptsStep({}, LOADER).rewrite(PAGE, home)).toThrow('no chunk group "component---home"');
  });
});
