/**
 * @jest-environment node
 */
import { hostPlanOf, visitorPages } from '../../../src/node/deploy/host-pages';
import { redirectRules, redirectsFile, REDIRECT_LIMITS } from '../../../src/node/deploy/redirects-file';
import { addressesToTry, gatsbyPageAt, sitePageNodes } from '../../support/site-pages';

const nodes = sitePageNodes();
const { plan } = hostPlanOf(nodes);
const file = redirectsFile(plan);

/** The rules of a _redirects file, read as Netlify and Cloudflare Pages read them. */
function parse(text: string): { pattern: RegExp; to: string; status: number }[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/);
      const source = from
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      return { pattern: new RegExp(`^${source}$`), to, status: Number(status) };
    });
}
const rules = parse(file);

/**
 * The page a CDN shows at an address with this file: the first rule that matches rewrites it
 * (Cloudflare Pages follows a rule even where a file exists); otherwise the page at that address
 * (its flat copy), otherwise none (the 404 page).
 */
function cdnPageAt(address: string): string | undefined {
  const rule = rules.find((candidate) => candidate.pattern.test(address));
  const served = rule ? rule.to : address;
  return visitorPages(plan).find((page) => page.path === served)?.path;
}

test('every rule is a rewrite (200) to a page of the build', () => {
  expect(rules.length).toBeGreaterThan(0);
  for (const rule of rules) {
    expect(rule.status).toBe(200);
    expect(plan.pages.map((page) => page.path)).toContain(rule.to);
  }
});

test('every page plan answers on a CDN what it answers on the preview server, at every address shape', () => {
  const differences = addressesToTry(nodes)
    .filter((address) => !address.startsWith('/404'))
    .map((address) => ({ address, gatsby: gatsbyPageAt(nodes, address), cdn: cdnPageAt(address) }))
    .filter(({ gatsby, cdn }) => gatsby !== cdn);
  expect(differences).toEqual([]);
});

test('each matchPath has its rule, and a trailing slash after a page never lands on another page', () => {
  for (const node of nodes.filter((candidate) => candidate.matchPath)) {
    expect([node.matchPath, cdnPageAt(`${node.matchPath?.replace('/*', '')}/some-title`)]).toEqual([node.matchPath, node.path]);
  }
  expect(cdnPageAt('/services/')).toBeUndefined();
  expect(cdnPageAt('/landing/ourjobs/')).toBeUndefined();
});

test("fixed rules come first and both kinds stay within Cloudflare Pages' limits", () => {
  const { fixed, dynamic } = redirectRules(plan);
  expect(fixed.length).toBeLessThanOrEqual(REDIRECT_LIMITS.fixed);
  expect(dynamic.length).toBeLessThanOrEqual(REDIRECT_LIMITS.dynamic);
  const lines = file.split('\n').filter((line) => line.startsWith('/'));
  const firstDynamic = lines.findIndex((line) => /[*:]/.test(line.split(' ')[0]));
  expect(lines.slice(firstDynamic).every((line) => /[*:]/.test(line.split(' ')[0]))).toBe(true);
});
