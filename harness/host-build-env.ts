/**
 * The environment each host's build runs in (besides the owner's SITE_URL and EmailJS keys), as
 * their documentation lists it, with sample values. The tests build in these environments, so
 * that what a host serves is the output the host makes: Gatsby picks an adapter from such
 * variables (NETLIFY) unless gatsby-config names one, and the content editor's settings read
 * Netlify's REPOSITORY_URL.
 */
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** Netlify's build (docs.netlify.com, "Environment variables": read-only and build metadata). */
export const NETLIFY_BUILD_ENV = {
  NETLIFY: 'true',
  CONTEXT: 'production',
  BUILD_ID: '000000000000000000000001',
  DEPLOY_ID: '000000000000000000000001',
  SITE_ID: '00000000-0000-0000-0000-000000000000',
  SITE_NAME: 'brightlane',
  URL: 'https://brightlane.netlify.app',
  DEPLOY_URL: 'https://000000000000000000000001--brightlane.netlify.app',
  DEPLOY_PRIME_URL: 'https://main--brightlane.netlify.app',
  REPOSITORY_URL: 'https://github.com/brightlane/website',
  BRANCH: 'main',
  HEAD: 'main',
  COMMIT_REF: COMMIT,
  CACHED_COMMIT_REF: COMMIT,
  NETLIFY_BUILD_BASE: '/opt/build',
  CI: 'true',
};

/** Cloudflare Pages' build (developers.cloudflare.com, Pages "Build configuration": environment variables). */
export const CLOUDFLARE_BUILD_ENV = {
  CF_PAGES: '1',
  CF_PAGES_BRANCH: 'main',
  CF_PAGES_COMMIT_SHA: COMMIT,
  CF_PAGES_URL: 'https://01234567.brightlane.pages.dev',
  CI: 'true',
};
