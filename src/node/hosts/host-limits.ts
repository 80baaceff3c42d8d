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
