/**
 * @jest-environment node
 */
import { deferScripts } from '../../src/node/defer-scripts';

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

test('bundle tags become one inline loader where they stood, inside the marked block, in their order', () => {
  const out = deferScripts(PAGE);
  expect(out).not.toMatch(/<script src=/);
  expect(out).toMatch(
    /<!-- slice-start id="_gatsby-scripts-1" --><script>\(.*\)\(\["\/webpack-runtime-1\.js","\/framework-2\.js","\/app-3\.js"\]\)<\/script><!-- slice-end id="_gatsby-scripts-1" --><\/body><\/html>$/s,
  );
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
