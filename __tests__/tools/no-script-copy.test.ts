/**
 * @jest-environment node
 */
import { compileInlineScript } from '../../src/node/webpack/inline-scripts';
import { withoutScripts } from '../../tools/audit/no-script-copy';

/**
 * `npm run audit -- --no-script` measures each page against a copy without its scripts: the copy
 * must paint the page's first screen, or the two largest paints are of different elements. The
 * page's head starts with the build's own script that marks it (src/browser/inline/mark-scripted.ts).
 */
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  `<script>${compileInlineScript('mark-scripted.ts')}</script>`,
  '<link rel="preload" href="/app-1.js" as="script"><link rel="modulepreload" href="/m.js"><link rel="preload" href="/font.woff2" as="font">',
  '<script type="application/ld+json">{"@type":"WebPage"}</script>',
  '</head><body><p>Text</p>',
  '<script>!function(){window.x=1}()</script>',
  '<script data-scripts="[&quot;/app-1.js&quot;]">!function(){}()</script>',
  '</body></html>',
].join('');

test('the copy runs nothing and fetches no script, keeps the structured data, and carries the class the first script sets', () => {
  const copy = withoutScripts(page);
  expect(copy.loaders).toBe(1);
  expect(copy.marked).toBe(true);
  expect(copy.html).toContain('<html class="js" lang="en">');
  expect(copy.html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  expect(copy.html).not.toMatch(/as="script"|modulepreload/);
  expect(copy.html).toContain('<link rel="preload" href="/font.woff2" as="font">');
  expect(copy.html).toContain('<p>Text</p>');
});

test("the class joins the ones <html> has, and a page whose scripts do not set it is left unmarked", () => {
  expect(withoutScripts(page.replace('<html lang="en">', '<html class="a" lang="en">')).html).toContain('<html class="a js" lang="en">');
  const unmarked = withoutScripts(page.replace(`<script>${compileInlineScript('mark-scripted.ts')}</script>`, ''));
  expect(unmarked.marked).toBe(false);
  expect(unmarked.html).toContain('<html lang="en">');
});
