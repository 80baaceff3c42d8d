/**
 * No broken link in the build output: every internal link, in-page anchor and asset that a
 * page names resolves to a file of the build (or to a page the server answers through a
 * match path).
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages, pagePathOf, PUBLIC } from './support/build-output';
import { RUNTIME_GLOBALS_SOURCE } from '../src/node/post-build/runtime-globals';
import { hasCompileHint } from '../src/node/webpack/compile-hints';

const pages = builtPages();
const idsOf = new Map<string, Set<string>>();
const htmlOf = new Map(pages.map((file) => [pagePathOf(file), fs.readFileSync(file, 'utf8')]));
for (const [pagePath, html] of htmlOf) idsOf.set(pagePath, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));

/** Addresses a page names: links, sources, srcsets, stylesheet and preload URLs. */
function referencesOf(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) found.push(m[1]);
  for (const m of html.matchAll(/\ssrcset="([^"]+)"/gi)) found.push(...m[1].split(',').map((part) => part.trim().split(/\s+/)[0]));
  for (const m of html.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) found.push(m[2]);
  return found.map((ref) => ref.replace(/&amp;/g, '&')).filter((ref) => ref && !/^(https?:|mailto:|tel:|data:|javascript:)/.test(ref));
}

function exists(target: string): boolean {
  const clean = decodeURIComponent(target.split('?')[0]);
  const file = path.join(PUBLIC, clean);
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return true;
  return fs.existsSync(path.join(file, 'index.html'));
}

test('the build has pages to check', () => {
  expect(pages.length).toBeGreaterThan(30);
});

test('every internal link, anchor and asset resolves', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const [pagePath, html] of htmlOf) {
    for (const ref of new Set(referencesOf(html))) {
      checked += 1;
      const [target, anchor] = ref.split('#');
      const resolved = target === '' ? pagePath : new URL(target, `http://site${pagePath}`).pathname;
      if (target !== '' && !exists(resolved)) broken.push(`${pagePath} -> ${ref}`);
      else if (anchor && htmlOf.has(resolved) && !idsOf.get(resolved)?.has(anchor)) broken.push(`${pagePath} -> ${ref} (no #${anchor})`);
    }
  }
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});

test("every page inlines the app's stylesheet and loads exactly the bundles of this build, once; they all exist and carry the compile hint", () => {
  const problems: string[] = [];
  for (const [pagePath, html] of htmlOf) {
    if (/<script src="[^"]+\.js"/.test(html)) problems.push(`${pagePath}: a bundle tag was left in place`);
    // The loader (src/browser/inline/load-scripts.ts) lists the bundles in its data-scripts attribute.
    const lists = [...html.matchAll(/<script data-scripts="([^"]*)">/g)].map((m) => JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as string[]);
    if (lists.length !== 1) {
      problems.push(`${pagePath}: ${lists.length} script loaders`);
      continue;
    }
    const [sources] = lists;
    // The build's chunk map, in the file of Gatsby's globals that the page loads before the app
    // entry (src/node/post-build/runtime-globals.ts; public/chunk-map.json is not published).
    const globals = sources.find((source) => RUNTIME_GLOBALS_SOURCE.test(source));
    const app = sources.findIndex((source) => /^\/app-[0-9a-f]+\.js$/.test(source));
    const mapping = globals && exists(globals) ? /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/.exec(fs.readFileSync(path.join(PUBLIC, globals), 'utf8'))?.[1] : undefined;
    if (mapping === undefined || html.includes('___chunkMapping')) {
      problems.push(`${pagePath}: no chunk map in a file of its own (${globals ?? 'none listed'})`);
      continue;
    }
    if (globals && sources.indexOf(globals) > app) problems.push(`${pagePath}: ${globals} runs after the app entry`);
    const chunkMap = JSON.parse(JSON.parse(mapping) as string) as Record<string, string[]>;
    for (const app of chunkMap.app) {
      if (app.endsWith('.js') && !sources.includes(app)) problems.push(`${pagePath}: does not load ${app}`);
      if (app.endsWith('.css') && !html.includes(`<style data-href="${app}"`)) problems.push(`${pagePath}: does not inline ${app}`);
    }
    for (const source of sources) {
      if (!exists(source)) problems.push(`${pagePath}: ${source} is missing`);
      else if (!hasCompileHint(fs.readFileSync(path.join(PUBLIC, source), 'utf8'))) problems.push(`${pagePath}: ${source} has no compile hint`);
    }
  }
  expect(problems).toEqual([]);
});
