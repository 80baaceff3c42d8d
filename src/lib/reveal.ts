/**
 * Entrance animations. Elements marked data-reveal ("up" or "left") that start below the fold
 * are marked data-reveal-pending, which CSS hides, and are revealed (data-revealed) as they
 * scroll into view. What is on screen at first is never hidden, so it paints at once. Nothing is
 * hidden without JavaScript, and CSS skips all of it under reduced motion.
 */

/**
 * Marks the data-reveal elements that start below the fold. Self-contained: the server also
 * inlines its source at the end of each page's body. It asks an IntersectionObserver where the
 * elements are, and where the fold is, instead of measuring, so it never forces a layout; the
 * answer comes with the first frame, when whatever is below the fold is still out of sight.
 * An element in a section the browser has not rendered yet (content-visibility) is reported
 * without a box: it is away from the screen too.
 */
export function markPendingReveals(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const elements = document.querySelectorAll('[data-reveal]:not([data-revealed]):not([data-reveal-pending])');
  if (elements.length === 0) return;
  const observer = new IntersectionObserver(function (entries) {
    observer.disconnect();
    entries.forEach(function (entry) {
      const box = entry.boundingClientRect;
      // The fold as the observer saw it: reading window.innerHeight here would force a layout.
      const fold = entry.rootBounds ? entry.rootBounds.bottom : window.innerHeight;
      const away = box.top > fold || (!entry.isIntersecting && box.width === 0 && box.height === 0);
      if (away) entry.target.setAttribute('data-reveal-pending', '');
    });
  });
  elements.forEach(function (element) {
    observer.observe(element);
  });
}

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
