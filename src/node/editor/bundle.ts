import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { ADMIN_PATH } from './policy';
import { className } from '../webpack/class-names';

/**
 * The content editor's scripts: src/editor/start-cms.ts with Sveltia CMS's npm build (its ES
 * modules, its fonts and its workers as files of our own: the package's prebuilt bundle would
 * fetch its fonts from a CDN), and, in a chunk loaded with the first preview, the site's own
 * components that draw the preview pane (src/editor/previews.tsx). Bundled with webpack into a
 * folder served as is, and only when what goes into it changed: the entry's file name carries the
 * hash of its inputs.
 */

/**
 * The folders of src/ the editor's scripts may import from: every file in them is part of the
 * bundle's identity, and the build fails when the bundle takes a module of src/ from elsewhere.
 */
export const BROWSER_SOURCE_DIRS = ['editor', 'browser', 'components', 'hooks', 'lib'] as const;
const ENTRY = 'editor/start-cms.ts';

/**
 * What the site's components import, given to them in the editor: the React that the CMS renders
 * previews with, and a plain link for Gatsby's (src/editor/shims/).
 */
const SHIMS = { react$: 'editor/shims/react.ts', 'react/jsx-runtime$': 'editor/shims/jsx-runtime.ts', gatsby$: 'editor/shims/gatsby.tsx' };

/**
 * The hooks that read site-wide data with Gatsby's static queries (a request for them, from any
 * folder), answered in the editor from the editor's own copy of the data.
 */
const DATA_HOOKS = /(^|\/)hooks\/use-(site-settings|counters|shared-texts)$|^\.\/use-(site-settings|counters|shared-texts)$/;
const DATA_HOOKS_IN_EDITOR = 'editor/preview-data.tsx';

/** The chunk of the preview's components (the name given to its import in src/editor/register-previews.ts). */
const PREVIEW_CHUNK = 'preview';
const PREVIEW_CHUNK_FILE = new RegExp(`^chunks/${PREVIEW_CHUNK}\\.[0-9a-f]+\\.js$`);

/** The packages whose versions are part of the bundle's identity. */
const PACKAGES = ['@sveltia/cms', 'webpack', 'babel-loader', 'css-loader', '@babel/preset-react', '@babel/preset-typescript', 'react-icons', 'react-slick', 'terser-webpack-plugin'];

/** Every file under the source folders, relative to src/, sorted. */
function sourceFiles(root: string): string[] {
  return BROWSER_SOURCE_DIRS.flatMap((dir) =>
    (fs.readdirSync(path.join(root, 'src', dir), { recursive: true, encoding: 'utf8' }) as string[])
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => fs.statSync(path.join(root, 'src', file)).isFile()),
  ).sort();
}

/**
 * This file: the recipe of the bundle. A change to it builds the bundle again. Named by its path
 * from the project's root: Gatsby runs it compiled into .cache/compiled, where __filename names
 * the compiled file.
 */
const RECIPE_FILE = 'src/node/editor/bundle.ts';

/** The recipe and the packages' versions. */
function recipeDigest(root: string): crypto.Hash {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(root, RECIPE_FILE)));
  for (const name of PACKAGES) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}\n`);
  }
  return hash;
}

const recipeHash = (root: string) => recipeDigest(root).digest('hex').slice(0, 12);

/** What the bundle is made from (the recipe, the packages and the source files), as a short hash. */
export function bundleHash(root: string): string {
  const hash = recipeDigest(root);
  for (const source of sourceFiles(root)) hash.update(`${source}\n`).update(fs.readFileSync(path.join(root, 'src', source)));
  return hash.digest('hex').slice(0, 12);
}

/** The entry script's name for a given input hash. */
export const entryFileName = (hash: string) => `cms.${hash}.js`;

/** css-loader's hook for class names: the site's own (className, src/node/webpack/class-names.ts). */
const localIdent = (root: string) => (context: { resourcePath: string }, _template: string, local: string) =>
  className(path.relative(root, context.resourcePath).split(path.sep).join('/'), local);

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
export function bundleConfig({ root, outDir, workDir, hash, stub }: { root: string; outDir: string; workDir: string; hash: string; stub: string }): webpack.Configuration {
  const src = path.join(root, 'src');
  // Loaders and presets from the project's packages (the compiled gatsby-node has no require).
  const { resolve } = createRequire(path.join(root, 'package.json'));
  return {
    mode: 'production',
    devtool: false,
    target: 'web',
    context: root,
    entry: path.join(src, ENTRY),
    experiments: { outputModule: true },
    output: {
      path: outDir,
      module: true,
      filename: entryFileName(hash),
      chunkFilename: (data) => (data.chunk?.name === PREVIEW_CHUNK ? `chunks/${PREVIEW_CHUNK}.[contenthash:16].js` : 'chunks/[contenthash:16].js'),
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      publicPath: `${ADMIN_PATH}/`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: Object.fromEntries(Object.entries(SHIMS).map(([name, file]) => [name, path.join(src, file)])),
    },
    module: {
      // import.meta.url stays a run-time value (the chunk's address), not the path of the file
      // on the machine that built it.
      parser: { javascript: { importMeta: false } },
      rules: [
        {
          test: /\.tsx?$/,
          include: src,
          loader: resolve('babel-loader'),
          options: {
            babelrc: false,
            configFile: false,
            // The entry is not minified (see optimization): our part of it as small as it goes,
            // keeping only the chunk's name for webpack.
            shouldPrintComment: (comment: string) => comment.includes('webpackChunkName'),
            compact: true,
            presets: [
              [resolve('@babel/preset-typescript'), { isTSX: true, allExtensions: true, onlyRemoveTypeImports: false }],
              [resolve('@babel/preset-react'), { runtime: 'automatic' }],
            ],
          },
        },
        {
          // The class names alone, as the site's build names them; the rules themselves reach the
          // preview in the site's own stylesheets (src/node/editor/preview-styles.ts).
          test: /\.module\.css$/,
          include: src,
          loader: resolve('css-loader'),
          options: {
            url: false,
            import: false,
            modules: { namedExport: true, exportLocalsConvention: 'dashesOnly', exportOnlyLocals: true, getLocalIdent: localIdent(root) },
          },
        },
      ],
    },
    plugins: [
      // Syntax-highlighting grammars and themes are used only by code and rich-text fields, which
      // the site's data has none of: they would add 11 MB of files to every deploy.
      new webpack.NormalModuleReplacementPlugin(/^@shikijs\/(langs|themes)\//, stub),
      new webpack.NormalModuleReplacementPlugin(DATA_HOOKS, path.join(src, DATA_HOOKS_IN_EDITOR)),
      // The site's build settings (process.env.GATSBY_…, the email service's) are the pages'; the
      // preview sends nothing and reads none of them (webpack still sets NODE_ENV).
      new webpack.DefinePlugin({ 'process.env': '{}' }),
      new KeepFontsLocal(),
    ],
    // The package's loaders for its prebuilt bundle fetch from a CDN by computed address; webpack
    // cannot follow them, and this build never calls them.
    ignoreWarnings: [{ module: /@sveltia[\\/]cms/, message: /the request of a dependency is an expression/ }],
    optimization: {
      // The package ships minified: minifying its 2 MB again takes minutes and saves 2%. The
      // preview's chunk is ours, and minifying it drops the icons it does not draw.
      minimize: true,
      minimizer: [new TerserPlugin({ include: PREVIEW_CHUNK_FILE, extractComments: false })],
      // The preview's chunk holds everything it imports (no shared chunk beside it), so that the
      // minifier sees all of it.
      splitChunks: false,
    },
    performance: { hints: false },
    // Kept in Gatsby's cache folder: a change to one of the site's files rebuilds that module
    // alone, not the CMS's 2 MB around it. A change to this recipe or to a package starts afresh.
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(workDir, 'webpack'),
      version: recipeHash(root),
      buildDependencies: { config: [__filename] },
    },
  };
}

/** The modules of src/ that the bundle took from outside BROWSER_SOURCE_DIRS (they would not count in its hash). */
function sourcesOutsideDirs(root: string, stats: webpack.Stats): string[] {
  const src = path.join(root, 'src');
  const allowed = BROWSER_SOURCE_DIRS.map((dir) => path.join(src, dir) + path.sep);
  const files = [...stats.compilation.fileDependencies].filter((file) => file.startsWith(src + path.sep) && fs.statSync(file).isFile());
  return files.filter((file) => !allowed.some((dir) => file.startsWith(dir))).map((file) => path.relative(root, file));
}

/**
 * Writes the bundle into `outDir` (emptied first) unless the entry for the current inputs is there
 * already. Returns the entry's file name and whether it was built.
 */
export async function bundleAdmin(root: string, outDir: string, workDir: string): Promise<{ entry: string; built: boolean }> {
  const hash = bundleHash(root);
  const entry = entryFileName(hash);
  if (fs.existsSync(path.join(outDir, entry))) return { entry, built: false };

  fs.mkdirSync(workDir, { recursive: true });
  const stub = path.join(workDir, 'empty-list.js');
  fs.writeFileSync(stub, 'export default [];\n');

  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(bundleConfig({ root, outDir, workDir, hash, stub }), (error, result) => (error || !result ? reject(error ?? new Error('webpack returned nothing')) : resolve(result)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  const problems = [...(info.errors ?? []), ...(info.warnings ?? [])].map((problem) => problem.message);
  const outside = sourcesOutsideDirs(root, stats);
  if (outside.length > 0) problems.push(`imported from outside BROWSER_SOURCE_DIRS: ${outside.join(', ')}`);
  if (problems.length > 0) {
    throw new Error(
      `webpack reported ${problems.length} problem(s) (the editor's scripts may import only packages and files under src/{${BROWSER_SOURCE_DIRS.join(',')}}, ${RECIPE_FILE}):\n${problems.join('\n')}`,
    );
  }
  if (!fs.existsSync(path.join(outDir, entry))) throw new Error(`webpack did not write ${entry}`);
  return { entry, built: true };
}
