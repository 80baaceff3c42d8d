import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import webpack from 'webpack';
import { ADMIN_PATH } from './policy';

/**
 * The content editor's scripts: src/admin/start-cms.ts with Sveltia CMS's npm build (its ES
 * modules, its fonts and its workers as files of our own: the package's prebuilt bundle would
 * fetch its fonts from a CDN). Bundled with webpack into a folder served as is, and only when
 * what goes into it changed: the entry's file name carries the hash of its inputs.
 */

/** Change when the recipe below changes, so existing bundles are rebuilt. */
const RECIPE = 'sveltia-npm-esm-4';

/** The browser code of the editor, relative to src/: every file the entry may import. */
export const BROWSER_SOURCES = ['admin/start-cms.ts', 'admin/prelude.ts', 'lib/image-paths.ts'] as const;
const ENTRY = 'admin/start-cms.ts';

/** The packages whose versions are part of the bundle's identity. */
const PACKAGES = ['@sveltia/cms', 'webpack'];

/** What the bundle is made from, as a short hash. */
export function bundleHash(root: string): string {
  const hash = crypto.createHash('sha256').update(RECIPE);
  for (const name of PACKAGES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}\n`);
  }
  for (const source of BROWSER_SOURCES) hash.update(`${source}\n`).update(fs.readFileSync(path.join(root, 'src', source)));
  return hash.digest('hex').slice(0, 12);
}

/** The entry script's name for a given input hash. */
export const entryFileName = (hash: string) => `cms.${hash}.js`;

/**
 * The browser sources as ES modules (the TypeScript types dropped), in `outDir` with the same
 * layout, so webpack needs no loader. Returns the entry's path.
 */
function transpileSources(root: string, outDir: string): string {
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const source of BROWSER_SOURCES) {
    const { outputText, diagnostics } = ts.transpileModule(fs.readFileSync(path.join(root, 'src', source), 'utf8'), {
      fileName: source,
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2021, isolatedModules: true, verbatimModuleSyntax: false },
    });
    if (diagnostics?.length) {
      throw new Error(`src/${source}: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`);
    }
    const target = path.join(outDir, source.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, outputText);
  }
  return path.join(outDir, ENTRY.replace(/\.ts$/, '.js'));
}

/** The CDN the package's stylesheet names its fonts on; the fonts are files of the bundle too. */
const FONT_CDN = 'https://cdn.jsdelivr.net/';
/** One @font-face rule of the package's stylesheet that loads from the CDN. */
const CDN_FONT_FACE = /@font-face\s*\{[^{}]*https:\/\/cdn\.jsdelivr\.net\/[^{}]*\}/g;
/** How many such rules the pinned version has: one per font (text, monospace, icons). */
export const CDN_FONT_FACES = 3;

/**
 * Drops the package's @font-face rules that load its fonts from a CDN: the same fonts are
 * registered from the bundle's own files as the package starts. Fails the build when the rules are
 * not the expected ones, or when any other address of the CDN is left.
 */
export function withoutCdnFonts(source: string): { source: string; removed: number } {
  let removed = 0;
  const stripped = source.replace(CDN_FONT_FACE, () => {
    removed += 1;
    return '';
  });
  return { source: stripped, removed };
}

class KeepFontsLocal {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('KeepFontsLocal', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'KeepFontsLocal', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, (assets) => {
        let removed = 0;
        for (const [name, asset] of Object.entries(assets)) {
          if (!name.endsWith('.js')) continue;
          const result = withoutCdnFonts(asset.source().toString());
          if (result.removed > 0) {
            removed += result.removed;
            compilation.updateAsset(name, new webpack.sources.RawSource(result.source));
          }
          if (result.source.includes(FONT_CDN)) compilation.errors.push(new webpack.WebpackError(`${name} still names ${FONT_CDN}`));
        }
        if (removed !== CDN_FONT_FACES) {
          compilation.errors.push(new webpack.WebpackError(`expected ${CDN_FONT_FACES} @font-face rules on ${FONT_CDN} in Sveltia CMS, found ${removed}`));
        }
      });
    });
  }
}

/** The webpack configuration of the bundle. */
export function bundleConfig({ entry, outDir, hash, stub }: { entry: string; outDir: string; hash: string; stub: string }): webpack.Configuration {
  return {
    mode: 'production',
    devtool: false,
    target: 'web',
    entry,
    experiments: { outputModule: true },
    output: {
      path: outDir,
      module: true,
      filename: entryFileName(hash),
      chunkFilename: 'chunks/[contenthash:16].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      publicPath: `${ADMIN_PATH}/`,
      clean: true,
    },
    resolve: { extensions: ['.js', '.mjs'] },
    module: {
      // import.meta.url stays a run-time value (the chunk's address), not the path of the file
      // on the machine that built it.
      parser: { javascript: { importMeta: false } },
    },
    plugins: [
      // Syntax-highlighting grammars and themes are used only by code and rich-text fields, which
      // the site's data has none of: they would add 11 MB of files to every deploy.
      new webpack.NormalModuleReplacementPlugin(/^@shikijs\/(langs|themes)\//, stub),
      new KeepFontsLocal(),
    ],
    // The package's loaders for its prebuilt bundle fetch from a CDN by computed address; webpack
    // cannot follow them, and this build never calls them.
    ignoreWarnings: [{ module: /@sveltia[\\/]cms/, message: /the request of a dependency is an expression/ }],
    // The package ships minified: minifying its 2 MB again takes minutes and saves 2%.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * Writes the bundle into `outDir` (emptied first) unless the entry for the current inputs is there
 * already. Returns the entry's file name and whether it was built.
 */
export async function bundleAdmin(root: string, outDir: string, workDir: string): Promise<{ entry: string; built: boolean }> {
  const hash = bundleHash(root);
  const entry = entryFileName(hash);
  if (fs.existsSync(path.join(outDir, entry))) return { entry, built: false };

  const sourceDir = path.join(workDir, 'src');
  const entryPath = transpileSources(root, sourceDir);
  const stub = path.join(workDir, 'empty-list.js');
  fs.writeFileSync(stub, 'export default [];\n');

  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(bundleConfig({ entry: entryPath, outDir, hash, stub }), (error, result) => (error || !result ? reject(error ?? new Error('webpack returned nothing')) : resolve(result)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  const problems = [...(info.errors ?? []), ...(info.warnings ?? [])].map((problem) => problem.message);
  if (problems.length > 0) {
    throw new Error(
      `webpack reported ${problems.length} problem(s) (the editor's scripts may import only packages and the files listed in BROWSER_SOURCES, src/node/admin/bundle.ts):\n${problems.join('\n')}`,
    );
  }
  if (!fs.existsSync(path.join(outDir, entry))) throw new Error(`webpack did not write ${entry}`);
  return { entry, built: true };
}
