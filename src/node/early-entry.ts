/**
 * Libraries the browser sets up before Gatsby's own start-up, each group in a task of its own.
 *
 * Evaluating the whole bundle at once (React DOM, the router, Gatsby's runtime and the site's
 * layout) is one task of 100-150 ms on a slow phone, during which the page ignores taps. Each group
 * here is a webpack entry of its own, whose script the page runs before the app's (see
 * src/node/defer-scripts.ts): its modules are evaluated there, once, and the app entry finds them
 * ready. Only modules that do not import Gatsby's runtime belong here, or the whole runtime would
 * come along with them.
 */
export const EARLY_ENTRIES: Record<string, string[]> = {
  'early-react': ['react-dom/client'],
  'early-libraries': ['@gatsbyjs/reach-router', 'gatsby-link', 'react-helmet'],
};

/**
 * Adds the early entries to the browser bundle of a production build. Each entry depends on the
 * one before it, and Gatsby's app entry on the last: webpack then bundles every module once, in the
 * first entry that imports it, and starts an entry only once the ones it depends on have run.
 */
export function addEarlyEntries(config: { entry: Record<string, unknown> & { app: unknown } }): void {
  const names = Object.keys(EARLY_ENTRIES);
  const early = Object.fromEntries(
    names.map((name, index) => [name, index === 0 ? EARLY_ENTRIES[name] : { import: EARLY_ENTRIES[name], dependOn: names[index - 1] }]),
  );
  config.entry = { ...config.entry, ...early, app: { import: config.entry.app, dependOn: names[names.length - 1] } };
}
