import { useEffect, useState, type RefObject } from 'react';

/**
 * How much of an element is on screen: "pending" until the first report (and during server
 * rendering), "out" when none of it shows, "partly" when some but less than `threshold` does,
 * "in" from `threshold` (a share of the element, 0 to 1) on.
 */
export type InView = 'pending' | 'out' | 'partly' | 'in';

function viewState(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>, threshold: number): Exclude<InView, 'pending'> {
  if (entry.isIntersecting && entry.intersectionRatio >= threshold) return 'in';
  if (entry.isIntersecting && entry.intersectionRatio > 0) return 'partly';
  return 'out';
}

/**
 * Watches an element while `enabled`; without IntersectionObserver it counts as in view.
 * `rootMargin` grows the screen by that much (CSS margin syntax) to see an element coming.
 */
export function useInView(ref: RefObject<Element>, threshold: number, enabled = true, rootMargin = '0px'): InView {
  const [state, setState] = useState<InView>('pending');
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setState('in');
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setState(viewState(entry, threshold));
      },
      { threshold: [0, threshold], rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, enabled, rootMargin]);
  return state;
}
