/**
 * Entrance animations. Elements marked data-reveal ("up" or "left") that start below the fold
 * are marked data-reveal-pending, which CSS hides, and are revealed (data-revealed) as they
 * scroll into view. What is on screen at first is never hidden, so it paints at once. Nothing is
 * hidden without JavaScript, and CSS skips all of it under reduced motion.
 */

import markPendingReveals from './inline/mark-pending-reveals';

let observer: IntersectionObserver | null = null;

/** After each render of a page: mark what is below the fold, and reveal it when it comes into view. */
export function observeReveals(root: ParentNode = document): void {
  markPendingReveals();
  const pending = root.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])');
  if (pending.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    pending.forEach((element) => element.setAttribute('data-revealed', ''));
    return;
  }
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-revealed', '');
        self.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  pending.forEach((element) => observer?.observe(element));
}
