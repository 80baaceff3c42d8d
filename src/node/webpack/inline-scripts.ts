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
  markPendingReveals: 'mark-pending-reveals.ts',
  /** The end of every page's body, written by the post-build step: the page's bundles. */
  loadScripts: 'load-scripts.ts',
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPT_FILES;

/** Removes `export` and `export default` from top-level declarations, and notes the default export's name. */
function stripExports(file: string, found: { name?: string }): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (source) => {
    const statements = source.statements.map((statement) => {
      if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)) {
        throw new Error(`${file}: an inlined script must be self-contained, with its entry as \`export default function name()\``);
      }
      if (!ts.canHaveModifiers(statement)) return statement;
      const modifiers = ts.getModifiers(statement) ?? [];
      if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return statement;
      if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword) && ts.isFunctionDeclaration(statement)) {
        found.name = statement.name?.text;
      }
      const kept = modifiers.filter((modifier) => modifier.kind !== ts.SyntaxKind.ExportKeyword && modifier.kind !== ts.SyntaxKind.DefaultKeyword);
      return ts.isFunctionDeclaration(statement)
        ? context.factory.updateFunctionDeclaration(statement, kept, statement.asteriskToken, statement.name, statement.typeParameters, statement.parameters, statement.type, statement.body)
        : ts.isVariableStatement(statement)
          ? context.factory.updateVariableStatement(statement, kept, statement.declarationList)
          : statement;
    });
    return context.factory.updateSourceFile(source, statements);
  };
}

/** Removes the empty `export {}` with which TypeScript keeps a module a module once its exports are gone. */
const dropModuleMarker: ts.TransformerFactory<ts.SourceFile> = (context) => (source) =>
  context.factory.updateSourceFile(
    source,
    source.statements.filter((statement) => !ts.isExportDeclaration(statement)),
  );

/** The minified script a page runs for one file of src/browser/inline/. */
export function compileInlineScript(file: string, directory = BROWSER_DIR): string {
  const fullPath = path.join(directory, file);
  const found: { name?: string } = {};
  const { outputText } = ts.transpileModule(fs.readFileSync(fullPath, 'utf8'), {
    fileName: fullPath,
    compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.ESNext, removeComments: true },
    transformers: { before: [stripExports(file, found)], after: [dropModuleMarker] },
  });
  if (!found.name) throw new Error(`${file}: an inlined script needs its entry as \`export default function name()\``);
  const result = minify(`(function () {\n${outputText}\n${found.name}();\n})();`, { ecma: 2017, compress: { passes: 2 }, mangle: true });
  if (!result.code) throw new Error(`${file}: the minifier returned no code`);
  return result.code;
}

/** Every inlined script, compiled, by name. */
export function compileInlineScripts(): Record<InlineScriptName, string> {
  const entries = Object.entries(INLINE_SCRIPT_FILES).map(([name, file]) => [name, compileInlineScript(file)]);
  return Object.fromEntries(entries) as Record<InlineScriptName, string>;
}
