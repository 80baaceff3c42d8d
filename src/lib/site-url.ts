/** The public address of the site, from SITE_URL at build time (no trailing slash). */
const DEFAULT_SITE_URL = 'https://www.brightlane.example';

export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
}
