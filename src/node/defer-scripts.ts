import fs from 'node:fs';
import path from 'node:path';
import { startScriptsAfterFirstPaint } from '../lib/script-loading';
import { builtHtmlFiles } from './built-pages';

/** Gatsby's bundle tags, as it writes them at the end of every page. */
const BUNDLE_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Rewrites one built page so its bundles load after the first paint (see src/lib/script-loading.ts):
 * the script tags are replaced, where the first of them stood, by one inline script that adds
 * them later, in the same order. Keeping that place matters: Gatsby writes the tags inside a
 * marked block of the page that a later build may rewrite, and the loader must go with them.
 * A page without bundle tags is returned unchanged.
 */
export function deferScripts(html: string): string {
  const sources: string[] = [];
  let first = -1;
  const stripped = html.replace(BUNDLE_SCRIPT, (_tag, source: string, offset: number) => {
    sources.push(source);
    if (first < 0) first = offset;
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script>(${String(startScriptsAfterFirstPaint)})(${JSON.stringify(sources)})</script>`;
  return `${stripped.slice(0, first)}${loader}${stripped.slice(first)}`;
}

/** Applies deferScripts to every page of the build; returns how many pages it changed. */
export function deferScriptsInBuild(publicDir: string): number {
  let changed = 0;
  for (const file of builtHtmlFiles(publicDir)) {
    const target = path.join(publicDir, file);
    const html = fs.readFileSync(target, 'utf8');
    const rewritten = deferScripts(html);
    if (rewritten !== html) {
      fs.writeFileSync(target, rewritten);
      changed += 1;
    }
  }
  return changed;
}
