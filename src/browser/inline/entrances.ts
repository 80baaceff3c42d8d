/**
 * Entrance animations. Elements marked data-reveal ("up" or "left") that start below the fold
 * are marked data-reveal-pending, which CSS hides, and are revealed (data-revealed) as they
 * scroll into view. What is on screen at first is never hidden, so it paints at once. Nothing is
 * hidden without JavaScript, and CSS skips all of it under reduced motion.
 *
 * Inlined at the end of every page's body (src/node/webpack/inline-scripts.ts), so the script that
 * hides an element is the one that reveals it: nothing stays hidden when the page's bundles are
 * late or fail, and no element needs a timed fallback of its own (a delayed animation on every
 * hidden element made each one a layer of its own, painted and sent to the compositor while the
 * page loaded). The browser bundle runs it again after each render of a page (gatsby-browser.tsx).
 */

/** How far into the screen an element comes before its entrance starts: the top 90%. */
const REVEAL_MARGIN = '0px 0px -10% 0px';

let revealer: IntersectionObserver | null = null;

/** Reveals each element once it has come into the screen, and watches it no more. */
function revealOnScroll(element: Element): void {
  revealer =
    revealer ||
    new IntersectionObserver(
      function (entries, self) {
        entries.forEach(function (entry) {
          if (!entry.isIntersecting) return;
          entry.target.setAttribute('data-revealed', '');
          self.unobserve(entry.target);
        });
      },
      { rootMargin: REVEAL_MARGIN },
    );
  revealer.observe(element);
}

export default function startEntrances(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const elements = document.querySelectorAll('[data-reveal]:not([data-revealed]):not([data-reveal-pending])');
  if (elements.length === 0) return;
  // Where each element starts is asked of an IntersectionObserver, and where the fold is, instead
  // of measured, so this never forces a layout; the answer comes with the first frame, when
  // whatever is below the fold is still out of sight. An element reported without a box (one not
  // rendered) counts as away from the screen too.
  const marker = new IntersectionObserver(function (entries) {
    marker.disconnect();
    entries.forEach(function (entry) {
      const box = entry.boundingClientRect;
      const fold = entry.rootBounds ? entry.rootBounds.bottom : window.innerHeight;
      const away = box.top > fold || (!entry.isIntersecting && box.width === 0 && box.height === 0);
      if (!away) return;
      entry.target.setAttribute('data-reveal-pending', '');
      revealOnScroll(entry.target);
    });
  });
  elements.forEach(function (element) {
    marker.observe(element);
  });
}
