/**
 * Which files of public/ are named by their content, and so never change at their address: the
 * build's caching rules (cache-rules.ts: a year, immutable) and the nginx publisher
 * (scripts/publish-nginx.ts, run by Node directly: it keeps the files of earlier releases
 * reachable after a switch) both read them here. No imports, so Node can run it as it is.
 */

/** How many hex digits of its content's hash webpack puts in a script's or stylesheet's name. */
export const ROOT_ASSET_HASH_DIGITS = 20;
/** Webpack's scripts and stylesheets at the top of public/: the content hash before the extension. */
export const HASHED_ROOT_ASSET = new RegExp(`^[^/]+[-.][0-9a-f]{${ROOT_ASSET_HASH_DIGITS}}\\.(?:js|css)$`);
/** Gatsby's folder of files named or filed under a content hash (images, fonts). */
export const HASHED_FOLDER = 'static';
