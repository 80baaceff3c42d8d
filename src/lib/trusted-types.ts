/**
 * Trusted Types: with `require-trusted-types-for 'script'` in the pages' policy, a browser refuses
 * a plain string at every sink that turns text into code or markup (a script's `src` or text,
 * `innerHTML`, `eval`-like calls) and takes only a value made by a named policy the page's
 * `trusted-types` directive lists. These are the only names the pages may create, each made once
 * per page, each feeding one sink (src/node/hosts/security-headers.ts writes the directives).
 */
export const TRUSTED_TYPES_POLICIES = {
  /** webpack's runtime: the `src` of the scripts it adds to load a chunk (output.trustedTypes in src/node/webpack/webpack-config.ts). */
  chunks: 'webpack',
  /** The inline loader: the `src` of each of the page's bundles (src/browser/inline/load-scripts.ts). */
  pageScripts: 'page-scripts',
} as const;
