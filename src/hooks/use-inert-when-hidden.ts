import { useEffect, type RefObject } from 'react';

/**
 * Keeps every element matching `selector` inside `ref` inert while it is aria-hidden, so nothing
 * out of view can take focus (react-slick hides off-screen slides and its loop clones with
 * aria-hidden but leaves their links focusable).
 */
export function useInertWhenHidden(ref: RefObject<HTMLElement>, selector: string, enabled: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!enabled || !root) return undefined;
    const sync = () => {
      root.querySelectorAll<HTMLElement>(selector).forEach((element) => {
        element.toggleAttribute('inert', element.getAttribute('aria-hidden') === 'true');
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref, selector, enabled]);
}
