/**
 * `react/jsx-runtime` in the editor's bundle: the compiled JSX of the site's components, made into
 * elements of the CMS's React (shims/react.ts). An element's props carry its children, which
 * createElement keeps when it is given none besides.
 */
import type { ElementType } from 'react';
import { createElement, Fragment } from './react';

export function jsx(type: ElementType, props: Record<string, unknown>, key?: string | number) {
  return createElement(type, key === undefined ? props : { ...props, key });
}

export { jsx as jsxs, Fragment };
