import type { GatsbyBrowser } from 'gatsby';
import './src/styles/fonts.css';
import './src/styles/global.css';
import { Layout } from './src/components/layout/layout';
import { collectServerParts } from './src/lib/hydrate-on-view';
import { observeReveals } from './src/lib/reveal';
import { startReact } from './src/lib/start-react';

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

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  observeReveals();
};

/** Before React starts: which parts of the opened page wait to be hydrated. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  collectServerParts();
};

/**
 * React takes the page over in short slices, not one long task (see src/lib/start-react.ts).
 * Gatsby's own type for this API describes the old ReactDOM.render, hence no annotation.
 */
export const replaceHydrateFunction = () => startReact;
