import type { HeaderRule } from './headers-file';
import type { RedirectRule } from './redirects-file';
import { redirectLine } from './redirects-file';

/**
 * What Netlify and Cloudflare Pages accept in public/_redirects and public/_headers. Cloudflare
 * Pages' limits are the tighter (Netlify documents none on the number of rules): past one, it
 * skips rules, or the rest of the file, and the site breaks there with no error anywhere else. The
 * build checks them and stops.
 */
export const HOST_LIMITS = {
  host: 'Cloudflare Pages',
  /** Redirect rules without a placeholder or `*`. */
  staticRedirects: 2000,
  /** Redirect rules with one. */
  dynamicRedirects: 100,
  /** Characters in one redirect rule. */
  redirectRuleLength: 1000,
  headerRules: 100,
  /** Characters in one header line (`Name: value`). */
  headerLineLength: 2000,
} as const;

/**
 * Files in one deployment of Cloudflare Pages: 20,000 on the free plan; 100,000 on a paid plan
 * whose project sets PAGES_WRANGLER_MAJOR_VERSION=4 (developers.cloudflare.com, Pages limits).
 * Past it, the deployment fails after the build.
 */
export const CLOUDFLARE_FILES = { free: 20_000, paid: 100_000, paidSwitch: 'PAGES_WRANGLER_MAJOR_VERSION=4' } as const;

/** Whether this is Cloudflare Pages' own build: its build environment sets CF_PAGES=1. */
export const isCloudflareBuild = (env: NodeJS.ProcessEnv = process.env): boolean => env.CF_PAGES === '1';

/** Past Cloudflare Pages' limit on files, the problem, naming the host, the limit and the count; else none. */
export function fileCountProblems(files: number, env: NodeJS.ProcessEnv = process.env): string[] {
  const [name, value] = CLOUDFLARE_FILES.paidSwitch.split('=');
  const limit = env[name] === value ? CLOUDFLARE_FILES.paid : CLOUDFLARE_FILES.free;
  if (files <= limit) return [];
  const more = limit === CLOUDFLARE_FILES.free ? ` (${CLOUDFLARE_FILES.paid} on a paid plan, with ${CLOUDFLARE_FILES.paidSwitch} in the project's environment variables)` : '';
  return [`${HOST_LIMITS.host}: public/ has ${files} files; ${HOST_LIMITS.host} takes at most ${limit} in one deployment${more}`];
}

const isDynamic = (rule: RedirectRule) => /[*:]/.test(rule.from);

/** Every limit the files would pass, each naming the host, the file, the limit and the count. */
export function limitProblems(redirects: readonly RedirectRule[], headers: readonly HeaderRule[]): string[] {
  const { host } = HOST_LIMITS;
  const problems: string[] = [];
  const over = (file: string, what: string, count: number, limit: number) => {
    if (count > limit) problems.push(`${host}: public/${file} has ${count} ${what}; ${host} reads at most ${limit}`);
  };
  over('_redirects', 'static rules', redirects.filter((rule) => !isDynamic(rule)).length, HOST_LIMITS.staticRedirects);
  over('_redirects', 'dynamic rules (with a placeholder or *)', redirects.filter(isDynamic).length, HOST_LIMITS.dynamicRedirects);
  for (const rule of redirects) over('_redirects', `characters in the rule "${redirectLine(rule).slice(0, 60)}…"`, redirectLine(rule).length, HOST_LIMITS.redirectRuleLength);
  over('_headers', 'rules', headers.length, HOST_LIMITS.headerRules);
  for (const rule of headers) {
    for (const [name, value] of rule.headers) over('_headers', `characters in the ${name} line of ${rule.pattern}`, `${name}: ${value}`.length, HOST_LIMITS.headerLineLength);
  }
  return problems;
}
