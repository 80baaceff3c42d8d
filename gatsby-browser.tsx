import type { GatsbyBrowser } from 'gatsby';
import './src/styles/fonts.css';
import './src/styles/global.css';
import { Layout } from './src/components/layout/layout';
import { collectServerParts } from './src/browser/hydrate-on-view';
import startEntrances from './src/browser/inline/entrances';
import { dropStructuredData } from './src/components/seo/structured-data-in-head';
import { startReact } from './src/browser/start-react';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout path={props.location.pathname}>{element}</Layout>
);

/** Every new page starts at the top; back and forward restore where the visitor was. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, getSavedScrollPosition }) => {
  const { location } = routerProps;
  if (location.hash) return location.hash.slice(1);
  const saved = (location as { action?: string }).action === 'POP' ? getSavedScrollPosition(location) : null;
  return saved ?? [0, 0];
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  startEntrances();
  // Another page of the site, reached without loading it: the structured data was the first page's.
  if (prevLocation) dropStructuredData();
};

/** Before React starts: which parts of the opened page wait to be hydrated. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  collectServerParts();
};

/**
 * React takes the page over in short slices, not one long task (see src/browser/start-react.ts).
 * Gatsby's own type for this API describes the old ReactDOM.render, hence no annotation.
 */
export const replaceHydrateFunction = () => startReact;

/**
 * Gatsby fetches the data of the pages that links on screen lead to ahead of a click. Its own way,
 * a `<link rel="prefetch">`, is checked by Firefox against `default-src`, which the pages' policy
 * sets to 'none' (src/node/hosts/security-headers.ts): every one was a policy violation there and
 * fetched nothing. Loading the page through Gatsby's loader instead asks for the same data with a
 * request that `connect-src` governs, in every browser, when Gatsby would have prefetched it
 * (idle time, not on a slow or data-saving connection).
 */
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => true;

export const onPrefetchPathname: GatsbyBrowser['onPrefetchPathname'] = ({ pathname, loadPage }) => {
  // Gatsby passes its loader's loadPage to every browser API; its type names it only as unknown.
  if (typeof loadPage !== 'function') throw new Error('Gatsby passed onPrefetchPathname no loadPage: prefetching cannot work');
  void (loadPage as (path: string) => Promise<unknown>)(pathname);
};
