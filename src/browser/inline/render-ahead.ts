/**
 * Inlined at the end of every page's body (gatsby-ssr.tsx). The first paint lays out only the
 * sections near the screen; the others wait, skipped, at an estimated height (content-visibility
 * in global.css). Right after that paint, this lays out the waiting sections, one per task, from
 * the top down: each is marked data-laid-out (an ordinary box from then on) and laid out at once,
 * in that task. The page can answer a tap between two sections, and the work falls in the time
 * the page waits anyway, for its first picture and its scripts. When the last is done, the root
 * element is marked data-laid-out too: the page has its full height, well before a visitor has
 * read past its first screen.
 */
export default function renderAhead(): void {
  const waiting = Array.from(document.querySelectorAll<HTMLElement>(':is(.section, .render-ahead):not([data-laid-out])'));
  const next = () => {
    const section = waiting.shift();
    if (!section) {
      document.documentElement.setAttribute('data-laid-out', '');
      return;
    }
    section.setAttribute('data-laid-out', '');
    // Reading its box lays the section out now, in this task, rather than with all the others in the next frame.
    section.getBoundingClientRect();
    setTimeout(next, 0);
  };
  // A task posted from a frame's callback runs once that frame has been painted.
  requestAnimationFrame(() => setTimeout(next, 0));
}
