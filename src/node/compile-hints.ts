import fs from 'node:fs';
import path from 'node:path';

/**
 * Compile hints for the scripts a page runs as it starts.
 *
 * Chromium compiles a function the first time it is called, on the main thread, so React DOM,
 * Gatsby's runtime and the page's components are compiled piece by piece while the page starts,
 * in the tasks that keep it from answering a tap. This magic comment at the top of a file tells
 * Chromium (136 and later) that the file's functions will be called as the page loads: it then
 * compiles them all on the background thread that already parses the script as it downloads.
 * Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether the script's first line is the hint. */
export const hasCompileHint = (code: string): boolean => code.startsWith(`${COMPILE_HINT}\n`);

/** The script with the hint on its first line; a script that has it already is returned as it is. */
export function addCompileHint(code: string): string {
  return hasCompileHint(code) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map for its script with one more line at the top: that line maps to nothing. */
export function shiftSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * Adds the hint to each of the build's scripts named (paths from the site's root, as pages request
 * them), and shifts their source maps to match. Running it again changes nothing. Returns how many
 * scripts it changed.
 */
export function hintScriptsInBuild(publicDir: string, sources: Iterable<string>): number {
  let changed = 0;
  for (const source of new Set(sources)) {
    const file = path.join(publicDir, source);
    const code = fs.readFileSync(file, 'utf8');
    const hinted = addCompileHint(code);
    if (hinted === code) continue;
    fs.writeFileSync(file, hinted);
    const mapFile = `${file}.map`;
    if (fs.existsSync(mapFile)) fs.writeFileSync(mapFile, shiftSourceMap(fs.readFileSync(mapFile, 'utf8')));
    changed += 1;
  }
  return changed;
}
