import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The pages' structured data is for crawlers, which read each page's HTML as built: Seo writes its
 * JSON-LD blocks while the page is rendered on the server, and not in the browser. There,
 * react-helmet would write a script's text through `innerHTML`, a sink the pages' Trusted Types
 * policy closes (src/lib/trusted-types.ts). Helmet marks what it wrote with this attribute and, once
 * the page runs, removes every marked script it is not given again: the server's blocks go out
 * unmarked, and stay.
 */
const HELMET_MARK = 'data-react-helmet';
export const STRUCTURED_DATA_TYPE = 'application/ld+json';

type ScriptProps = { type?: string; [HELMET_MARK]?: unknown };

/** The head's components (onPreRenderHTML), with Helmet's mark taken off the structured-data blocks. */
export function unmarkStructuredData(components: ReactNode[]): ReactNode[] {
  return components.flat().map((component) => {
    if (!isValidElement<ScriptProps>(component) || component.type !== 'script' || component.props.type !== STRUCTURED_DATA_TYPE) return component;
    // An attribute given as undefined is not written.
    return cloneElement(component as ReactElement<ScriptProps>, { [HELMET_MARK]: undefined });
  });
}

/**
 * After a move to another page inside the site, the blocks the first page's HTML came with
 * describe that page, not this one: they are removed, and the page has none (crawlers read each
 * page's own HTML).
 */
export function dropStructuredData(): void {
  document.head.querySelectorAll(`script[type="${STRUCTURED_DATA_TYPE}"]`).forEach((block) => block.remove());
}
