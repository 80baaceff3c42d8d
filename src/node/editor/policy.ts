/**
 * The content editor's address and the HTTP headers it is served with. It runs a different kind
 * of page from the site's (a single-page app that styles itself at run time and talks to GitHub),
 * so it has a policy of its own: scripts only from our origin and never evaluated from strings,
 * connections only to our origin and GitHub's API, no framing. The host configuration is
 * generated from these values.
 */

/** Where the editor is served: /admin/ (its index.html). */
export const ADMIN_PATH = '/admin';

/**
 * The Content-Security-Policy of /admin, directive by directive, besides what every response's
 * policy holds (no framing, no plugins, no other base or form target: src/node/hosts/security-headers.ts).
 */
export const ADMIN_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  // Svelte adds each component's rules in a <style> element at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // blob: and data: are pictures the owner has just picked, read from the disk or from GitHub;
  // the avatar is the signed-in GitHub user's.
  'img-src': ["'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'"],
  // blob: is a picture the owner has just picked, read back to be saved; data: is the CMS's
  // built-in logo, read once as it starts (to make its app icon).
  'connect-src': ["'self'", 'blob:', 'data:', 'https://api.github.com'],
  // The CMS writes its web-app manifest (name, icons) at run time, as a blob.
  'manifest-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  // The preview pane is a frame the CMS writes as a blob (it holds the entry drawn by the site's
  // components and styled by the site's stylesheets); a blob's document keeps this policy.
  'frame-src': ['blob:'],
};
