import { useCallback, useSyncExternalStore } from 'react';
import { minWidthQuery, slidesToShowWhere, type CarouselBreakpoint } from '../lib/carousel';

/** Listens to every media query in `queries` and calls back when any of them changes. */
function subscribeToMedia(queries: readonly string[], onChange: () => void): () => void {
  const lists = queries.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/**
 * Cards per view for the current viewport, from window.matchMedia (right on the first client
 * render, unlike react-slick's `responsive`); null during server rendering and hydration.
 */
export function useSlidesToShow(breakpoints: readonly CarouselBreakpoint[]): number | null {
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToMedia(breakpoints.map((breakpoint) => minWidthQuery(breakpoint.minWidth)), onChange),
    [breakpoints],
  );
  return useSyncExternalStore(
    subscribe,
    () => slidesToShowWhere((query) => window.matchMedia(query).matches, breakpoints),
    () => null,
  );
}
