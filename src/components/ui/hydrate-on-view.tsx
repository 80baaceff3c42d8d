import { Suspense, useId, type ReactNode } from 'react';
import { HYDRATE_ON_VIEW_ATTRIBUTE, untilNearView } from '../../browser/hydrate-on-view';
import * as styles from './hydrate-on-view.module.css';

type HydrateOnViewProps = {
  children: ReactNode;
  /**
   * For parts whose scripts replace their static markup (the carousels): they wake at the first
   * keyboard focus anywhere on the page too, so the swap never happens under a keyboard user.
   */
  replacesMarkup?: boolean;
};

/** A part of a page below its first screen, which React takes over as the visitor nears it (see src/browser/hydrate-on-view.ts). */
export function HydrateOnView({ children, replacesMarkup = false }: HydrateOnViewProps) {
  return (
    <Suspense>
      <Part replacesMarkup={replacesMarkup}>{children}</Part>
    </Suspense>
  );
}

function Part({ children, replacesMarkup }: Required<HydrateOnViewProps>) {
  const id = useId();
  const wait = typeof window === 'undefined' ? null : untilNearView(id, { wakeOnAnyFocus: replacesMarkup });
  // While the promise is pending, React keeps the server's HTML for this part as it is.
  if (wait) throw wait;
  return (
    <div className={styles.part} {...{ [HYDRATE_ON_VIEW_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}
