import { useCallback, useSyncExternalStore } from 'react';
import { minWidthQuery, slidesToShowWhere, type CarouselBreakpoint } from '../lib/carousel';
import { subscribeToMedia } from './use-media-query';

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
