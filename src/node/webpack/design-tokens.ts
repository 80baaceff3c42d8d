import postcss, { type Root } from 'postcss';
import valueParser from 'postcss-value-parser';
import type { Compiler } from 'webpack';

/**
 * The design tokens (colours, type scale, spacing, shadows: the custom properties of
 * src/styles/global.css's :root) written out where they are used, in every stylesheet the build
 * emits: `color: var(--ink)` becomes `color: #0b1b3a`. An element whose rules read a custom
 * property cannot share the computed style of another element: Chromium works each such style out
 * in full: with the tokens written out, the home page's style at the end of parsing took a median
 * of 21 ms instead of 31 (docs/quality.md, "Decided by measurement").
 *
 * Only constants are written out: a custom property declared anywhere but the top-level :root of
 * a stylesheet (a grid's columns, a hero's gap, a value under a media query) stays a custom
 * property, and so does one the components set in a style attribute (a carousel's gap, an
 * entrance's delay: none of them is a token, `__tests__/node/webpack/design-tokens.test.ts`).
 * A :root declaration that nothing reads any more goes.
 */

const NAME = 'DesignTokensPlugin';

/** The tokens of a set of stylesheets: each top-level :root custom property declared nowhere else, its value written out. */
export function tokensOf(roots: Root[]): Map<string, string> {
  const tokens = new Map<string, string>();
  const elsewhere = new Set<string>();
  for (const root of roots) {
    root.walkDecls(/^--/, (decl) => {
      const onRoot = decl.parent?.type === 'rule' && (decl.parent as postcss.Rule).selector === ':root' && decl.parent.parent === root;
      if (!onRoot) elsewhere.add(decl.prop);
      else if (tokens.has(decl.prop) && tokens.get(decl.prop) !== decl.value.trim()) elsewhere.add(decl.prop);
      else tokens.set(decl.prop, decl.value.trim());
    });
  }
  elsewhere.forEach((name) => tokens.delete(name));
  // A token's value may use other tokens: written out in the order they were declared.
  for (const [name, value] of tokens) tokens.set(name, writeTokens(value, tokens));
  return tokens;
}

/** A declaration's value with every `var(--token)` of `tokens` replaced by the token's value (a fallback is left for another custom property's). */
export function writeTokens(value: string, tokens: Map<string, string>): string {
  if (!value.includes('var(')) return value;
  const parsed = valueParser(value);
  parsed.walk((node) => {
    if (node.type !== 'function' || node.value !== 'var') return undefined;
    const name = node.nodes[0]?.type === 'word' ? node.nodes[0].value : '';
    const token = tokens.get(name);
    if (token === undefined) return undefined;
    Object.assign(node, { type: 'word', value: token, nodes: undefined });
    return false;
  });
  return parsed.toString();
}

/** Writes the tokens out in the given stylesheets (changed in place); returns the tokens. */
export function writeTokensOut(roots: Root[]): Map<string, string> {
  const tokens = tokensOf(roots);
  for (const root of roots) root.walkDecls((decl) => void (decl.value = writeTokens(decl.value, tokens)));
  const stillRead = new Set<string>();
  for (const root of roots) {
    root.walkDecls((decl) => {
      valueParser(decl.value).walk((node) => {
        if (node.type === 'function' && node.value === 'var') stillRead.add(node.nodes[0]?.value ?? '');
      });
    });
  }
  for (const root of roots) {
    root.walkDecls(/^--/, (decl) => {
      if (tokens.has(decl.prop) && !stillRead.has(decl.prop)) decl.remove();
    });
    root.walkRules(':root', (rule) => void (rule.nodes.length === 0 && rule.remove()));
  }
  return tokens;
}

/**
 * The build's step: on the emitted stylesheets, all at once (a token is a constant only if no
 * stylesheet sets it elsewhere), before they are minified and named by their content. Stops the
 * build if there is no stylesheet, or no token.
 */
export class DesignTokensPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, (assets) => {
        const names = Object.keys(assets).filter((name) => name.endsWith('.css'));
        if (names.length === 0) throw new Error(`${NAME}: the build emitted no stylesheet`);
        const roots = names.map((name) => postcss.parse(String(assets[name].source()), { from: name }));
        if (writeTokensOut(roots).size === 0) throw new Error(`${NAME}: no stylesheet has design tokens on :root (src/styles/global.css)`);
        names.forEach((name, index) => compilation.updateAsset(name, new sources.RawSource(roots[index].toString())));
      });
    });
  }
}
