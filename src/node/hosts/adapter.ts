import type { IAdapter } from 'gatsby';

/**
 * The project's own Gatsby adapter: one static output for every host. Named in gatsby-config, it
 * keeps Gatsby from choosing an adapter by the environment (Gatsby 5.12+ installs and runs
 * gatsby-adapter-netlify wherever NETLIFY is set, which rewrites _redirects and _headers, adds a
 * header rule per page and moves each page's x/index.html to x.html). The hosts' files are the
 * build's own, written after the pages (src/node/hosts/), so adapting leaves the output as it is.
 * Each host keeps Gatsby's cache between builds itself: Netlify through the build plugin named in
 * netlify.toml, Cloudflare Pages through its build cache (docs/deploying.md).
 */
export const staticHostsAdapter = (): IAdapter => ({
  name: 'static-hosts',
  adapt: ({ reporter }) => reporter.verbose('static-hosts adapter: the output is served as built (public/_redirects, public/_headers, deploy/nginx.conf).'),
});
