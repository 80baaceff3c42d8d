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
  takeOverFromFallback();
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

/**
 * From now on this script reveals the entrances, and their late fallback (reveal-fallback in
 * global.css) stops; an entrance it has already shown stays shown.
 */
function takeOverFromFallback(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-reveals')) return;
  for (const animation of typeof document.getAnimations === 'function' ? document.getAnimations() : []) {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    if ((animation as CSSAnimation).animationName === 'reveal-fallback' && animation.playState === 'finished' && target) target.setAttribute('data-revealed', '');
  }
  root.setAttribute('data-reveals', '');
}
