/**
 * The score MDN's HTTP Observatory gives one response, by its published scoring rules: a baseline
 * of 100, one modifier per test, bonuses counted only when the score without them is 90 or more,
 * and grade A+ from 100.
 *
 * Scored from what the response shows: the Content-Security-Policy (header and `<meta>`, merged
 * as the Observatory merges them: a directive in both keeps only the sources both allow), HSTS,
 * X-Content-Type-Options, X-Frame-Options (or the header's `frame-ancestors`), Referrer-Policy,
 * CORS, cookies, Cross-Origin-Resource-Policy and subresource integrity. The redirection test
 * needs the TLS server in front of the site; the README's server block redirects http to https on
 * the same host, which the rules score 0, and that is what is counted here.
 */
import type http from 'node:http';
import { parsePolicy } from '../../src/node/hosts/security-headers';

export type Modifier = { test: string; result: string; score: number };
export type ObservatoryReport = { score: number; grade: string; modifiers: Modifier[] };

type Policy = Map<string, string[]>;

const GRADES: [minimum: number, grade: string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'],
  [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];
const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(?:sha256|sha384|sha512|nonce)-/;
const SIX_MONTHS = 15_768_000;
const PRIVATE_REFERRERS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRERS = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url']);

/** A policy as the rules read it: sources in lower case, an empty source list as 'none'. */
function readPolicy(text: string): Policy {
  return new Map(
    Object.entries(parsePolicy(text)).map(([name, sources]) => [name, sources.length ? sources.map((source) => source.toLowerCase()) : ["'none'"]]),
  );
}

/** Several policies in force at once: a directive they share allows only what every one allows. */
function mergePolicies(policies: Policy[]): Policy {
  const merged: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      const before = merged.get(name);
      const kept = before ? before.filter((source) => sources.includes(source)) : sources;
      merged.set(name, kept.length ? kept : ["'none'"]);
    }
  }
  return merged;
}

function metaPolicies(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /http-equiv=["']?content-security-policy/i.test(tag))
    .map((tag) => /content="([^"]*)"/i.exec(tag)?.[1] ?? '');
}

function cspTest(headerPolicies: string[], metas: string[], secure: boolean): Modifier {
  const test = 'content-security-policy';
  if (headerPolicies.length + metas.length === 0) return { test, result: 'csp-not-implemented', score: -25 };
  let csp: Policy;
  try {
    // A <meta> policy cannot frame-protect, report or sandbox: those directives count from the header only.
    const fromMeta = metas.map(readPolicy).map((policy) => new Map([...policy].filter(([name]) => !['frame-ancestors', 'report-uri', 'sandbox'].includes(name))));
    csp = mergePolicies([...headerPolicies.map(readPolicy), ...fromMeta]);
  } catch {
    return { test, result: 'csp-header-invalid', score: -25 };
  }
  const fallback = (name: string) => [...(csp.get(name) ?? csp.get('default-src') ?? ['*'])];
  const withoutInlineBesideHashes = (sources: string[]) =>
    sources.some((source) => HASH_OR_NONCE.test(source)) ? sources.filter((source) => source !== "'unsafe-inline'") : sources;
  const script = withoutInlineBesideHashes(fallback('script-src'));
  const style = withoutInlineBesideHashes(fallback('style-src'));
  const object = fallback('object-src');
  const active = [...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, sources]) => sources).concat(script);
  if (script.some((source) => BROAD.has(source) || INLINE.has(source)) || object.some((source) => BROAD.has(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', score: -20 };
  }
  // On an https site, an http: or ftp: source lets active content come unencrypted.
  if (secure && active.some((source) => source.startsWith('http:') || source.startsWith('ftp:'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme', score: -20 };
  }
  if ([...script, ...style].includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', score: -10 };
  if (style.some((source) => BROAD.has(source) || INLINE.has(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', score: 0 };
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.length === 1 && defaultSrc[0] === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', score: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', score: 5 };
}

function hstsTest(value: string | undefined): Modifier {
  const test = 'strict-transport-security';
  if (!value) return { test, result: 'hsts-not-implemented', score: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)\s*(?:;|$)/i.exec(value)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', score: -20 };
  return Number(maxAge) >= SIX_MONTHS
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', score: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', score: -10 };
}

function frameTest(headerPolicies: string[], value: string | undefined): Modifier {
  const test = 'x-frame-options';
  const ancestors = headerPolicies.map((text) => readPolicy(text).get('frame-ancestors')).find(Boolean);
  if (ancestors && !ancestors.some((source) => BROAD.has(source))) return { test, result: 'x-frame-options-implemented-via-csp', score: 5 };
  if (!value) return { test, result: 'x-frame-options-not-implemented', score: -20 };
  if (/^(deny|sameorigin)$/i.test(value.trim())) return { test, result: 'x-frame-options-sameorigin-or-deny', score: 0 };
  return { test, result: 'x-frame-options-header-invalid', score: -20 };
}

function referrerTest(value: string | undefined): Modifier {
  const test = 'referrer-policy';
  if (!value) return { test, result: 'referrer-policy-not-implemented', score: 0 };
  // A browser takes the last value it knows.
  const known = value.split(',').map((token) => token.trim().toLowerCase()).filter((token) => PRIVATE_REFERRERS.has(token) || UNSAFE_REFERRERS.has(token) || token === 'no-referrer-when-downgrade');
  const policy = known[known.length - 1];
  if (!policy) return { test, result: 'referrer-policy-header-invalid', score: -5 };
  if (PRIVATE_REFERRERS.has(policy)) return { test, result: 'referrer-policy-private', score: 5 };
  if (UNSAFE_REFERRERS.has(policy)) return { test, result: 'referrer-policy-unsafe', score: -5 };
  return { test, result: 'referrer-policy-no-referrer-when-downgrade', score: 0 };
}

function subresourceIntegrityTest(html: string | null, origin: string): Modifier {
  const test = 'subresource-integrity';
  if (html === null) return { test, result: 'sri-not-implemented-response-not-html', score: 0 };
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc=["']?([^"'\s>]+)[^>]*>/gi)];
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', score: 0 };
  const external = scripts.filter((match) => new URL(match[1], origin).origin !== origin);
  if (external.length === 0) return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', score: 0 };
  const withIntegrity = external.every((match) => /\sintegrity=/i.test(match[0]));
  const secure = external.every((match) => new URL(match[1], origin).protocol === 'https:');
  if (withIntegrity) return secure ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', score: 5 } : { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', score: -20 };
  return secure ? { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', score: -5 } : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', score: -50 };
}

const header = (headers: http.IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Scores a response as the Observatory would when it is served at `origin` (https in production).
 * `html` is the body of an HTML response, or null for any other.
 */
export function observatoryScore(headers: http.IncomingHttpHeaders, html: string | null, origin: string): ObservatoryReport {
  const headerPolicies = (header(headers, 'content-security-policy') ?? '').split(',').map((text) => text.trim()).filter(Boolean);
  const contentTypeOptions = header(headers, 'x-content-type-options');
  const allowOrigin = header(headers, 'access-control-allow-origin');
  const resourcePolicy = header(headers, 'cross-origin-resource-policy');
  const modifiers: Modifier[] = [
    cspTest(headerPolicies, html === null ? [] : metaPolicies(html), new URL(origin).protocol === 'https:'),
    headers['set-cookie'] ? { test: 'cookies', result: 'cookies-set (not scored here: the site sets none)', score: -20 } : { test: 'cookies', result: 'cookies-not-found', score: 0 },
    allowOrigin === undefined
      ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', score: 0 }
      : { test: 'cross-origin-resource-sharing', result: allowOrigin === '*' ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-implemented-with-restricted-access', score: 0 },
    { test: 'redirection', result: 'redirection-to-https (the server block in front)', score: 0 },
    referrerTest(header(headers, 'referrer-policy')),
    hstsTest(header(headers, 'strict-transport-security')),
    subresourceIntegrityTest(html, origin),
    contentTypeOptions === undefined
      ? { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', score: -5 }
      : /^nosniff$/i.test(contentTypeOptions.trim())
        ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', score: 0 }
        : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', score: -5 },
    frameTest(headerPolicies, header(headers, 'x-frame-options')),
    resourcePolicy === undefined || /^(same-origin|same-site|cross-origin)$/i.test(resourcePolicy.trim())
      ? { test: 'cross-origin-resource-policy', result: resourcePolicy ? `corp-implemented-with-${resourcePolicy.trim().toLowerCase()}` : 'corp-not-implemented', score: 0 }
      : { test: 'cross-origin-resource-policy', result: 'corp-header-invalid', score: -5 },
  ];
  const penalties = 100 + modifiers.reduce((sum, modifier) => sum + Math.min(modifier.score, 0), 0);
  const bonuses = modifiers.reduce((sum, modifier) => sum + Math.max(modifier.score, 0), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, modifiers };
}
