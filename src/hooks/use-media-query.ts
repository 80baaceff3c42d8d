import { useCallback, useSyncExternalStore } from 'react';

/** Listens to every media query in `queries` and calls back when any of them changes. */
export function subscribeToMedia(queries: readonly string[], onChange: () => void): () => void {
  const lists = queries.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** Whether a media query matches now; null during server rendering and hydration. */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback((onChange: () => void) => subscribeToMedia([query], onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
