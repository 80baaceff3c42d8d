import fs from 'node:fs';
import path from 'node:path';
import { startScriptsAfterFirstPaint } from '../lib/script-loading';
import { builtHtmlFiles } from './built-pages';

/** Gatsby's bundle tags, as it writes them at the end of every page. */
const BUNDLE_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Rewrites one built page so its bundles load after the first paint (see src/lib/script-loading.ts):
 * the script tags are replaced by one inline script that adds them later, in the same order.
 * A page without bundle tags is returned unchanged.
 */
export function deferScripts(html: string): string {
  const sources: string[] = [];
  const stripped = html.replace(BUNDLE_SCRIPT, (_tag, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script>(${String(startScriptsAfterFirstPaint)})(${JSON.stringify(sources)})</script>`;
  return stripped.replace('</body>', `${loader}</body>`);
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
