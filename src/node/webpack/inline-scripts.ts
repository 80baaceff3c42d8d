import fs from 'node:fs';
import path from 'node:path';
import { minify_sync as minify } from 'terser';
import ts from 'typescript';

/**
 * The scripts the build writes into pages as inline <script> elements. Each lives in src/browser/inline/
 * as an ordinary TypeScript module, linted and unit-tested like the rest, whose default export is
 * a function that runs once. The build turns the file into what the page runs: types removed,
 * the function called, the whole minified. Such a file must be self-contained (no imports): the
 * page runs it before any bundle.
 */

const BROWSER_DIR = path.resolve(__dirname, '../../browser/inline');

export const INLINE_SCRIPT_FILES = {
  /** The head of every page: the "js" class. */
  markScripted: 'mark-scripted.ts',
  /** The head of every page: the menu and the accordions, before the page's bundles run. */
  wakeControls: 'wake-controls.ts',
  /** The end of every page's body: entrance animations below the fold. */
  entrances: 'entrances.ts',
  /** The end of every page's body, written by the post-build step: the page's bundles. */
  loadScripts: 'load-scripts.ts',
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPT_FILES;

/**
 * The minified script a page runs for one file of src/browser/inline/: TypeScript's plain transpile to
 * a CommonJS module, run in a function that gives it an `exports` object and then calls its
 * default export. The minifier folds the module away (with TypeScript's `__esModule` marker
 * dropped as unused): what is left is the function's body.
 */
export function compileInlineScript(file: string, directory = BROWSER_DIR): string {
  const fullPath = path.join(directory, file);
  const source = fs.readFileSync(fullPath, 'utf8');
  if (ts.preProcessFile(source, true, true).importedFiles.length > 0) {
    throw new Error(`${file}: an inlined script must be self-contained, with its entry as \`export default function name()\``);
  }
  const { outputText } = ts.transpileModule(source, {
    fileName: fullPath,
    compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.CommonJS, removeComments: true },
  });
  if (!/^exports\.default = /m.test(outputText)) throw new Error(`${file}: an inlined script needs its entry as \`export default function name()\``);
  const wrapped = `(function () {\nvar exports = {};\n${outputText}\nexports.default();\n})();`;
  const result = minify(wrapped, { ecma: 2017, compress: { passes: 4, pure_funcs: ['Object.defineProperty'] }, mangle: true });
  if (!result.code) throw new Error(`${file}: the minifier returned no code`);
  return result.code;
}

/** Every inlined script, compiled, by name. */
export function compileInlineScripts(): Record<InlineScriptName, string> {
  const entries = Object.entries(INLINE_SCRIPT_FILES).map(([name, file]) => [name, compileInlineScript(file)]);
  return Object.fromEntries(entries) as Record<InlineScriptName, string>;
}
