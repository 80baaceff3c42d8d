import { createHash } from 'node:crypto';
import { compileInlineScripts } from '../webpack/inline-scripts';
import { DATA_SCRIPT_TYPES } from './script-types';
import { pageDirectives, serializePolicy, type SiteSources } from './security-headers';

/**
 * Each page's own Content-Security-Policy, written into its `<head>` as the last step of the build:
 * the hashes of the inline scripts and styles the final HTML holds, so the browser runs those and
 * nothing else inline.
 *
 * Every inline script must be one the site knows of (INLINE_SCRIPTS). Their text may change; their
 * hash is taken from whatever the page holds. A script of no known kind stops the build: a hash
 * would let it run without anyone having decided that it should.
 */

/** An element of a page, as written in its HTML. */
export type InlineElement = { attributes: string; text: string };

/** A kind of inline script the pages hold, how to recognise it, and where it comes from. */
export type InlineScriptKind = { name: string; from: string; matches: (script: InlineElement) => boolean };

const attribute = (element: InlineElement, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`).exec(element.attributes)?.[1];

/** The site's own inline scripts (src/browser/inline/), as the build writes them. */
const OWN = compileInlineScripts();

export const INLINE_SCRIPTS: readonly InlineScriptKind[] = [
  {
    name: 'page path',
    from: "Gatsby: the page's path, for its router",
    matches: (script) => attribute(script, 'id') === 'gatsby-script-loader',
  },
  {
    name: 'scripts flag',
    from: 'src/browser/inline/mark-scripted.ts, written by gatsby-ssr.tsx: marks that scripts run (class "js")',
    matches: (script) => script.text === OWN.markScripted,
  },
  {
    name: 'early controls',
    from: 'src/browser/inline/wake-controls.ts, written by gatsby-ssr.tsx: the menu and the accordions before the bundles run',
    matches: (script) => script.text === OWN.wakeControls,
  },
  {
    name: 'entrance animations',
    from: 'src/browser/inline/entrances.ts, written by gatsby-ssr.tsx',
    matches: (script) => script.text === OWN.entrances,
  },
  {
    name: 'script loader',
    from: 'src/browser/inline/load-scripts.ts, written by src/node/post-build/defer-scripts.ts',
    matches: (script) => script.text === OWN.loadScripts,
  },
];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/gi;

function elements(html: string, pattern: RegExp): InlineElement[] {
  return [...html.matchAll(pattern)].map((match) => ({ attributes: match[1], text: match[2] }));
}

/** The inline scripts of a page that the browser runs (no `src`, not a data block). */
export function inlineScriptsOf(html: string): InlineElement[] {
  return elements(html, SCRIPT).filter((script) => {
    const type = attribute(script, 'type')?.trim().toLowerCase();
    return attribute(script, 'src') === undefined && !(type !== undefined && DATA_SCRIPT_TYPES.has(type));
  });
}

/**
 * A CSP source for exactly this text: its SHA-256 over the UTF-8 text, as the browser computes it
 * (after its parser has turned every CR LF into LF).
 */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

const unique = (values: string[]) => [...new Set(values)];

/** Inline event handlers and javascript: addresses, which no hash can allow. */
const INLINE_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=|\b(?:href|src|action)\s*=\s*"\s*javascript:/i;

/**
 * The policy of one page, or the problems that keep it from having one: an inline script of no
 * known kind (quoted, so it can be found), or inline code a hash cannot allow.
 */
export function pagePolicyOf(
  html: string,
  sources: SiteSources,
  kinds: readonly InlineScriptKind[] = INLINE_SCRIPTS,
): { policy: string; problems: string[] } {
  const problems: string[] = [];
  const scripts = inlineScriptsOf(html);
  for (const script of scripts) {
    if (!kinds.some((kind) => kind.matches(script))) {
      const start = script.text.trim().slice(0, 80).replace(/\s+/g, ' ');
      problems.push(`an inline script of no known kind: <script${script.attributes}>${start}…`);
    }
  }
  const handler = INLINE_HANDLER.exec(html.replace(SCRIPT, '').replace(STYLE, ''));
  if (handler) problems.push(`inline code no hash can allow: ${handler[0]}`);
  const policy = serializePolicy(
    pageDirectives(sources, {
      scripts: unique(scripts.map((script) => hashSource(script.text))),
      styles: unique(elements(html, STYLE).map((style) => hashSource(style.text))),
    }),
  );
  return { policy, problems };
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;
const CHARSET = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\/?>/i;

/**
 * The page with its policy in a `<meta>` right after the charset declaration (which must stay in
 * the first bytes), before any script; an earlier policy of the page is replaced. Null when the
 * page declares no charset, where the policy could not go first.
 */
export function withPagePolicy(html: string, policy: string): string | null {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const bare = html.replace(META, '');
  const charset = CHARSET.exec(bare);
  if (!charset) return null;
  const at = charset.index + charset[0].length;
  return `${bare.slice(0, at)}${meta}${bare.slice(at)}`;
}
