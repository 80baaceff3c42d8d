/**
 * `react` in the editor's bundle: the CMS's React (../cms-react.ts), for the site's components
 * drawn in the preview pane. Only the preview's chunk imports this, after the CMS has loaded.
 */
import { cmsReact } from '../cms-react';

const React = cmsReact();

export default React;
export const {
  Children, Component, Fragment, PureComponent, StrictMode, Suspense, cloneElement, createContext, createElement, createRef,
  forwardRef, isValidElement, lazy, memo, startTransition, useCallback, useContext, useDebugValue, useDeferredValue,
  useEffect, useId, useImperativeHandle, useInsertionEffect, useLayoutEffect, useMemo, useReducer, useRef, useState,
  useSyncExternalStore, useTransition, version,
} = React;
