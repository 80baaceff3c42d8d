import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { parseEmailEnv, readEmailEnv } from '../../lib/email-config';
import { hashedAssets } from './cache-rules';
import { copiesOf, writeFlatPages } from './flat-pages';
import { headerRules, headersFile } from './headers-file';
import { fileCountProblems, isCloudflareBuild, limitProblems } from './host-limits';
import { hostPlanOf, visitorPages, type HostPlan } from './host-pages';
import type { BuiltPage } from '../pages/built-pages';
import { nginxInclude } from './nginx-include';
import { pagePolicyOf, withPagePolicy } from './page-policy';
import { precompress } from './precompress';
import { privateFilesIn, removePrivateFiles } from './private-files';
import { redirectRules, redirectsFile } from './redirects-file';
import { removeStaleRootAssets } from './stale-assets';
import { filesIn } from './files-in';
import { removeStalePages } from './stale-pages';
import { chunkGroupsOf } from '../webpack/chunk-groups';
import { EMAILJS_ORIGIN, originOf, sectionOf, type SiteSources } from './security-headers';

/**
 * The build's last step: public/ made ready for any host, and the host configuration written,
 * from the pages Gatsby made (its SitePage nodes), never from a list of its own.
 *
 * 1. Each page gets its Content-Security-Policy, hashing the inline code its final HTML holds
 *    (page-policy.ts); every other post-build step has rewritten the HTML by now.
 * 2. Flat copies of the pages for static CDNs (flat-pages.ts), and the pages, scripts and
 *    stylesheets of earlier builds removed (stale-pages.ts, stale-assets.ts).
 * 3. deploy/nginx.conf, public/_redirects and public/_headers.
 * 4. Precompressed copies (gzip and Brotli) of the text files (precompress.ts), for nginx. Not on
 *    Cloudflare Pages' build: Cloudflare compresses every response itself and serves a
 *    precompressed copy only as a file of its own, so there they would only count against its
 *    limit on files (host-limits.ts). Netlify, which compresses too but documents no such limit,
 *    keeps them: that public/ serves from nginx as it is.
 * 5. The build internals are removed (private-files.ts): nothing reads them after this. On
 *    Cloudflare's build, the files are counted against its limit.
 *
 * Anything unexpected (an inline script of no known kind, a page file missing, a file that would
 * be cached for a year without a hash in its name) stops the build, naming the page or file.
 */

const STEP = 'Preparing public/ for the hosts';

/** Where the pages load from other origins: the map and the contact form's email service. */
export function siteSources(mapEmbedUrl: string): SiteSources {
  const { config } = parseEmailEnv(readEmailEnv());
  return { mapOrigin: originOf(mapEmbedUrl), emailOrigin: config === null ? null : (config.origin ?? EMAILJS_ORIGIN) };
}

/** Writes each page's policy into its HTML; returns the problems, by page, and how many pages changed. */
export function writePagePolicies(publicDir: string, plan: HostPlan, sources: SiteSources): { changed: number; problems: string[] } {
  const problems: string[] = [];
  let changed = 0;
  for (const page of plan.pages) {
    if (sectionOf(page.path)) continue;
    const file = path.join(publicDir, page.file);
    if (!fs.existsSync(file)) {
      problems.push(`page ${page.path}: public/${page.file} is missing`);
      continue;
    }
    const html = fs.readFileSync(file, 'utf8');
    const result = pagePolicyOf(html, sources);
    const rewritten = withPagePolicy(html, result.policy);
    problems.push(...result.problems.map((problem) => `page ${page.path} (public/${page.file}): ${problem}`));
    if (rewritten === null) problems.push(`page ${page.path} (public/${page.file}): no <meta charSet="utf-8"/> to put the policy after`);
    else if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      changed += 1;
    }
  }
  return { changed, problems };
}

/** HTML files in public/ that are no page of the plan, no flat copy and in no section: they would have no policy. */
export function strayHtmlFiles(publicDir: string, plan: HostPlan): string[] {
  const known = new Set<string>(privateFilesIn(publicDir));
  for (const page of plan.pages) known.add(page.file);
  for (const copy of copiesOf(plan, plan.pages)) known.add(copy.file);
  return filesIn(publicDir, ['.html']).filter((file) => !known.has(file) && !sectionOf(`/${file}`));
}

/**
 * Runs the step over the build in rootDir/public, for the pages Gatsby made; `mapEmbedUrl` is the
 * map the contact page embeds (data/site.json).
 */
export async function prepareForHosts(rootDir: string, pages: readonly BuiltPage[], mapEmbedUrl: string, reporter: Pick<Reporter, 'info' | 'panicOnBuild'>): Promise<void> {
  const fail = (problems: string[]): void => {
    reporter.panicOnBuild([`${STEP}: ${problems.length} problem(s):`, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  };
  const publicDir = path.join(rootDir, 'public');

  const { plan, problems } = hostPlanOf(pages);
  if (problems.length > 0) return fail(problems);

  const sources = siteSources(mapEmbedUrl);
  const policies = writePagePolicies(publicDir, plan, sources);
  const copies = copiesOf(plan, visitorPages(plan));
  const pageFiles = new Set(plan.pages.map((page) => page.file));
  const clashes = copies.filter((copy) => pageFiles.has(copy.file)).map((copy) => `public/${copy.file}, a copy of public/${copy.source}, would replace a page's own file`);
  if (clashes.length > 0) return fail(clashes);
  const flatWritten = writeFlatPages(publicDir, copies);
  const unknown = strayHtmlFiles(publicDir, plan);
  const stalePages = removeStalePages(publicDir, unknown, path.join(rootDir, 'static'));
  const removedPages = new Set(stalePages);
  const stray = unknown.filter((file) => !removedPages.has(file)).map(
    (file) => `public/${file}, copied from static/, is no page of the build and would have no Content-Security-Policy (see SECTION_POLICIES in src/node/hosts/security-headers.ts)`,
  );
  const staleAssets = removeStaleRootAssets(publicDir, chunkGroupsOf(publicDir));
  const { rootAssets, unhashed } = hashedAssets(publicDir);
  const uncached = unhashed.map((file) => `public/${file} would be cached for a year, but its name holds no content hash`);
  const rules = headerRules(rootAssets);
  const redirects = redirectRules(plan);
  const all = [...policies.problems, ...stray, ...uncached, ...limitProblems(redirects, rules)];
  if (all.length > 0) return fail(all);

  fs.mkdirSync(path.join(rootDir, 'deploy'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'deploy', 'nginx.conf'), nginxInclude(plan));
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectsFile(redirects));
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFile(rules));

  const cloudflare = isCloudflareBuild();
  const precompressed = await precompress(publicDir, path.join(rootDir, '.cache'), { enabled: !cloudflare });
  const removed = removePrivateFiles(publicDir);
  if (cloudflare) {
    const tooMany = fileCountProblems(filesIn(publicDir).length);
    if (tooMany.length > 0) return fail(tooMany);
  }
  reporter.info(
    `${STEP}: ${policies.changed} pages got a new Content-Security-Policy; ${flatWritten} flat copies written; ` +
      `${stalePages.length} pages and ${staleAssets.length} scripts and stylesheets of earlier builds removed; deploy/nginx.conf, _redirects (${redirects.length} rules) and _headers (${rules.length} rules) written; ${precompressed.written} precompressed copies written (${precompressed.compressed} compressions), ${precompressed.removed} removed; ` +
      `${removed.length} build internals removed`,
  );
}
