import { compileInlineScript, INLINE_SCRIPT_FILES, type InlineScriptName } from '../../src/node/webpack/inline-scripts';

const compiled = new Map<InlineScriptName, string>();

/**
 * Runs one of the inlined scripts as a page runs it: the build's compiled, minified text in a
 * script element, with the given attributes.
 */
export function runInlineScript(name: InlineScriptName, attributes: Record<string, string> = {}): void {
  if (!compiled.has(name)) compiled.set(name, compileInlineScript(INLINE_SCRIPT_FILES[name]));
  const script = document.createElement('script');
  Object.entries(attributes).forEach(([key, value]) => script.setAttribute(key, value));
  script.textContent = compiled.get(name) ?? '';
  document.body.appendChild(script);
}
