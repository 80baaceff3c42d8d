import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * How React takes over the page the browser opened.
 *
 * By default React 18 hydrates a server-rendered page in one go: on a cheap phone that is one
 * long task, and the page ignores taps until it ends. Started inside a transition, the same work
 * is cut into slices of a few milliseconds, with the browser free to paint and to answer the
 * visitor between them; a tap on a part not yet taken over makes React take that part over first.
 *
 * A page without server markup (a page only the browser renders) is rendered, not hydrated.
 */
export function startReact(page: ReactElement, container: Element): void {
  const focusWrapper = container.querySelector('#gatsby-focus-wrapper');
  if (!focusWrapper || focusWrapper.children.length === 0) {
    createRoot(container).render(page);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, page);
  });
}
