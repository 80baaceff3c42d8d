/**
 * Entrance animations, before the page's scripts run (see src/browser/reveal.ts for the rest).
 * Inlined at the end of every page's body (src/node/webpack/inline-scripts.ts) and run again by the
 * browser bundle after each render of a page.
 */

/**
 * Marks the data-reveal elements that start below the fold. It asks an IntersectionObserver where the
 * elements are, and where the fold is, instead of measuring, so it never forces a layout; the
 * answer comes with the first frame, when whatever is below the fold is still out of sight.
 * An element reported without a box (one not rendered) counts as away from the screen too.
 */
export default function markPendingReveals(): void {
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
