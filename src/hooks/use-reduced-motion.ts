import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, read at the moment of asking (browser only). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Whether the visitor asks for less motion; null until the page has hydrated. */
export function useReducedMotion(): boolean | null {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
