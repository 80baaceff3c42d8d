import { getLocalIdent } from './class-names';

/**
 * How the production build writes the site's CSS.
 *
 * Gatsby merges every page's CSS into one file and inlines all of it in every page: 47 KB that a
 * phone parses and matches before its first paint, of which a service page uses a fifth. Here each
 * page inlines the CSS of the app (global rules, header, footer) and of its own components only.
 * When a visitor moves to another page in the browser, webpack loads that page's CSS file with
 * its script and renders the page once both are in. Either way the app's rules come first and the
 * page's after them, so a component's rule wins over a global one it refines.
 *
 * Here, the three changes to Gatsby's webpack set-up that this takes; the post-build step that
 * writes each page's stylesheets is src/node/post-build/inline-stylesheets.ts.
 */

type Config = {
  module?: { rules?: unknown[] };
  plugins?: unknown[];
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } | false };
};

/**
 * Gives every css-loader that handles CSS modules, wherever its rule sits in Gatsby's
 * configuration, the same class names (className, class-names.ts). Throws when it finds none.
 */
export function sameClassNamesInBothStages(config: Config): void {
  let found = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const { loader, options, oneOf, rules, use } = node as Record<string, unknown>;
    if (typeof loader === 'string' && /[\\/]css-loader[\\/]/.test(loader) && isModulesOptions(options)) {
      options.modules.getLocalIdent = getLocalIdent;
      found += 1;
    }
    [oneOf, rules, use].forEach(visit);
  };
  visit(config.module?.rules);
  if (found === 0) throw new Error("Found no css-loader for CSS modules in Gatsby's webpack configuration: see src/node/webpack/css.ts");
}

function isModulesOptions(options: unknown): options is { modules: Record<string, unknown> } {
  const modules = (options as { modules?: unknown } | undefined)?.modules;
  return typeof modules === 'object' && modules !== null;
}

/**
 * Whether the build writes each page's own CSS (the default) or Gatsby's default, every rule in
 * one stylesheet inlined in every page: `PER_PAGE_CSS=off` builds the latter, for measuring the
 * one against the other (docs/quality.md). Any other value stops the build.
 */
export function perPageCss(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.PER_PAGE_CSS ?? 'on';
  if (value !== 'on' && value !== 'off') throw new Error(`PER_PAGE_CSS is "on" (the default) or "off" (Gatsby's one stylesheet), not "${value}"`);
  return value === 'on';
}

/** Drops Gatsby's one `styles` chunk, so each page's CSS travels with that page's components. */
export function splitStylesByPage(config: Config): void {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!cacheGroups || !('styles' in cacheGroups)) throw new Error('Gatsby no longer bundles CSS in a "styles" chunk: see src/node/webpack/css.ts');
  cacheGroups.styles = false;
}

/**
 * Builds each CSS module inside the build's own compilation, as the extract plugin's later
 * releases do by default, instead of in a child compilation of its own. Child compilations run
 * only for the CSS that webpack's cache does not hold, and their hashes count in the build's
 * compilation hash, which Gatsby writes into every page: the first build after a cold one then
 * changed every page (and its precompressed copies) with no change to any file it serves.
 */
export function extractStylesInOneCompilation(config: Config): void {
  const extractors = (config.plugins ?? []).filter(
    (plugin): plugin is { options: { experimentalUseImportModule?: boolean } } =>
      plugin?.constructor?.name === 'MiniCssExtractPlugin' && typeof (plugin as { options?: unknown }).options === 'object',
  );
  if (extractors.length !== 1) throw new Error(`Gatsby's build has ${extractors.length} CSS extract plugins, not one: see src/node/webpack/css.ts`);
  extractors[0].options.experimentalUseImportModule = true;
}
