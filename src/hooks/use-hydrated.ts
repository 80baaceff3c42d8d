import { useEffect, useState } from 'react';

/**
 * False while the page is the static HTML (and during hydration, so the first render matches it),
 * true once scripts have taken over. Components use it to add behaviour, never content.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
