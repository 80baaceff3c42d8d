/**
 * Hydration on view. The parts of a page below its first screen are complete as static HTML, so
 * React need not take them over while the page loads: each one waits until the visitor scrolls
 * near it, moves the keyboard focus into it or touches it. Until then its links work as plain
 * links, and its HTML is never replaced.
 *
 * Only the page the browser opened waits this way. The server marks each part with
 * data-hydrate-on-view; the marks are read once, before React starts, and each is used once, so
 * parts rendered later (after a navigation inside the site) render at once.
 */

export const HYDRATE_ON_VIEW_ATTRIBUTE = 'data-hydrate-on-view';

/** How far ahead of the screen a part is taken over. */
const LOOK_AHEAD = '300px 0px';
const WAKE_EVENTS = ['focusin', 'pointerdown', 'touchstart'] as const;

let serverParts = new Set<string>();

/** Reads the marks of the server's HTML. Called once, before hydration. */
export function collectServerParts(root: ParentNode = document): void {
  serverParts = new Set(
    Array.from(root.querySelectorAll(`[${HYDRATE_ON_VIEW_ATTRIBUTE}]`), (element) => element.getAttribute(HYDRATE_ON_VIEW_ATTRIBUTE) ?? ''),
  );
}

/**
 * For the first render of a server-rendered part: a promise that settles when the visitor nears
 * it. For any other render: null, and the part renders at once.
 *
 * `wakeOnAnyFocus` is for parts whose scripts replace their static markup (a carousel swaps its
 * list for the slider): they also wake as soon as keyboard focus lands anywhere on the page, so
 * the swap happens long before a keyboard user can reach them, never under their focus.
 */
export function untilNearView(id: string, { wakeOnAnyFocus = false }: { wakeOnAnyFocus?: boolean } = {}): Promise<void> | null {
  if (!serverParts.delete(id) || typeof IntersectionObserver === 'undefined') return null;
  // A keyboard user may have pressed Tab before React got here (on a slow phone it takes over in
  // slices): the focus has moved already, so such a part swaps its markup now, not under the focus.
  if (wakeOnAnyFocus && focusHasMoved()) return null;
  const part = Array.from(document.querySelectorAll(`[${HYDRATE_ON_VIEW_ATTRIBUTE}]`)).find(
    (element) => element.getAttribute(HYDRATE_ON_VIEW_ATTRIBUTE) === id,
  );
  // The part is a display: contents wrapper without a box of its own: watch its children.
  const boxes = part ? Array.from(part.children) : [];
  if (!part || boxes.length === 0) return null;
  return new Promise((resolve) => {
    const wake = () => {
      observer.disconnect();
      WAKE_EVENTS.forEach((type) => part.removeEventListener(type, wake));
      document.removeEventListener('focusin', wake);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: LOOK_AHEAD,
    });
    boxes.forEach((box) => observer.observe(box));
    WAKE_EVENTS.forEach((type) => part.addEventListener(type, wake, { passive: true }));
    if (wakeOnAnyFocus) document.addEventListener('focusin', wake);
  });
}

function focusHasMoved(): boolean {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && focused !== document.documentElement;
}
