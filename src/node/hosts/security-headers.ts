/**
 * The security headers every response gets, and the Content-Security-Policy of the pages.
 *
 * Each page carries its own policy in a `<meta http-equiv="Content-Security-Policy">` (see
 * page-policy.ts): it names the hashes of that page's inline scripts and styles, and travels with
 * the HTML through every rewrite and 404 answer on every host alike. The header policy below adds
 * what a `<meta>` cannot say (`frame-ancestors`) and what should hold before the page's own
 * policy is read. A browser enforces both, so what a page may do is what both allow.
 */

import { TRUSTED_TYPES_POLICIES } from '../../lib/trusted-types';
import { ADMIN_CSP_DIRECTIVES, ADMIN_PATH } from '../editor/policy';

/** A Content-Security-Policy: each directive with its sources. */
export type Directives = Readonly<Record<string, readonly string[]>>;

/** What the pages load from other origins, known when the site is built. */
export type SiteSources = {
  /** The embedded map's origin (data/site.json mapEmbedUrl). */
  mapOrigin: string;
  /** Where the contact form sends (src/lib/email-config.ts); null when the site has no form. */
  emailOrigin: string | null;
};

/** The policy in every response's header, on every path. */
export const SITE_HEADER_DIRECTIVES: Directives = {
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

/**
 * Trusted Types on the site's pages: no string reaches a script sink unless one of the named
 * policies (src/lib/trusted-types.ts) made it, and each name may be created once. Sent in the
 * header and in each page's `<meta>`, so a host that sends no header of the site's (`gatsby serve`)
 * enforces it too. Not in a section's policy: the content editor builds its screens from strings.
 */
export const TRUSTED_TYPES_DIRECTIVES: Directives = {
  'require-trusted-types-for': ["'script'"],
  'trusted-types': Object.values(TRUSTED_TYPES_POLICIES),
};

/** The policy in the header of the site's own responses (all but a section's): every response's, with Trusted Types. */
export const PAGE_HEADER_DIRECTIVES: Directives = { ...SITE_HEADER_DIRECTIVES, ...TRUSTED_TYPES_DIRECTIVES };

/** The header directives a `<meta>` policy may also carry (all but frame-ancestors). */
const SITE_HEADER_DIRECTIVES_FOR_META: Directives = Object.fromEntries(
  Object.entries(SITE_HEADER_DIRECTIVES).filter(([name]) => name !== 'frame-ancestors'),
);

/**
 * A part of the site with a policy of its own, sent whole in the header of every response under
 * `prefix` (its pages get no `<meta>` policy). Its directives are added to the site's header
 * directives, which it may not loosen: on a CDN that also sends the site's header there, both hold.
 */
export type SectionPolicy = { prefix: string; directives: Directives };

/** Sections with their own policy: the content editor at /admin (src/node/editor/policy.ts). */
export const SECTION_POLICIES: readonly SectionPolicy[] = [
  { prefix: ADMIN_PATH, directives: ADMIN_CSP_DIRECTIVES },
];

/** The whole header policy of a section: the site's directives and its own. */
export function sectionHeaderDirectives(section: SectionPolicy): Directives {
  const redefined = Object.keys(section.directives).filter((name) => name in SITE_HEADER_DIRECTIVES);
  if (redefined.length > 0) {
    throw new Error(`The policy of ${section.prefix} may not redefine ${redefined.join(', ')}: every response keeps the site's`);
  }
  return { ...SITE_HEADER_DIRECTIVES, ...section.directives };
}

/** The section a path belongs to, if any. */
export function sectionOf(pagePath: string, sections: readonly SectionPolicy[] = SECTION_POLICIES): SectionPolicy | undefined {
  return sections.find((section) => pagePath === section.prefix || pagePath.startsWith(`${section.prefix}/`));
}

/** A page's own policy: nothing by default, then exactly what the site uses. */
export function pageDirectives(sources: SiteSources, hashes: { scripts: readonly string[]; styles: readonly string[] }): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...hashes.scripts],
    // The build inlines each page's stylesheets in <style> elements (hashed here). React writes a
    // few style attributes (image heights, animation delays): attributes only, never elements.
    'style-src': ["'self'", ...hashes.styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(sources.emailOrigin === null ? [] : [sources.emailOrigin])],
    'frame-src': [sources.mapOrigin],
    'manifest-src': ["'self'"],
    ...SITE_HEADER_DIRECTIVES_FOR_META,
    ...TRUSTED_TYPES_DIRECTIVES,
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * A policy's text read back as directives (the reverse of serializePolicy), with each directive's
 * name in lower case. A directive named twice makes the policy malformed: it throws.
 */
export function parsePolicy(text: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (name.toLowerCase() in directives) throw new Error(`The policy names ${name} twice`);
    directives[name.toLowerCase()] = sources;
  }
  return directives;
}

/** Browser features the site never uses, denied to it and to the map it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** One year, in seconds: how long browsers keep to HTTPS once they have seen the site. */
const HSTS_MAX_AGE = 31_536_000;

/** The headers of every response (pages, assets, the 404 page) on every path of `section`. */
export function securityHeaders(section?: SectionPolicy): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', serializePolicy(section ? sectionHeaderDirectives(section) : PAGE_HEADER_DIRECTIVES)],
    ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}`],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    // A page keeps its window to itself; a window it opens may still answer it: the content
    // editor's "Sign In with GitHub" window reports back to the editor that opened it.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** The security headers of the responses at `pagePath`: its section's, or the site's. */
export function securityHeadersAt(pagePath: string): [name: string, value: string][] {
  return securityHeaders(sectionOf(pagePath));
}

/** The origin of an address, for a policy source. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/** EmailJS's own API origin, where @emailjs/browser sends when no other origin is configured. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
