import { Suspense, useId, type ReactNode } from 'react';
import { HYDRATE_ON_VIEW_ATTRIBUTE, untilNearView } from '../../lib/hydrate-on-view';
import * as styles from './hydrate-on-view.module.css';

/**
 * A part of a page below its first screen, which React takes over as the visitor nears it (see
 * src/lib/hydrate-on-view.ts). Not for parts whose scripts replace their static markup (the
 * carousels): that would happen under a visitor's keyboard focus. Those go in a plain Suspense.
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Part>{children}</Part>
    </Suspense>
  );
}

function Part({ children }: { children: ReactNode }) {
  const id = useId();
  const wait = typeof window === 'undefined' ? null : untilNearView(id);
  // While the promise is pending, React keeps the server's HTML for this part as it is.
  if (wait) throw wait;
  return (
    <div className={styles.part} {...{ [HYDRATE_ON_VIEW_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}
