import { TextDecoder, TextEncoder } from 'node:util';
import type { ReactElement } from 'react';

/**
 * The HTML a component gives at build time (no effects run), parsed into a detached element.
 * react-dom/server's browser build needs TextEncoder, which jsdom lacks.
 */
export function staticHtml(element: ReactElement): HTMLElement {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  // Loaded only now, once the encoders above are in place.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}
