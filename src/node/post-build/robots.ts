import fs from 'node:fs';
import path from 'node:path';

/** robots.txt: everything may be crawled; the sitemap is named with the site's public address. */
export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap-index.xml`, ''].join('\n');
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), body);
}
