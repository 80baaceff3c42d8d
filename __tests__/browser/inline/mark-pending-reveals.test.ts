import { runInlineScript } from '../../support/inline-script';
import { installFakeIntersectionObserver, type Watcher } from '../../support/intersection-observer';

let watchers: Watcher[];

/** The marker as the build inlines it at the end of every page. */
const markPendingReveals = () => runInlineScript('markPendingReveals');
const FOLD = 800;

/**
 * The first frame: the observer reports where each of its targets starts (top edges by id), or,
 * for `null`, no box at all (its section is not rendered yet).
 */
function firstFrame(tops: Record<string, number | null>) {
  for (const watcher of watchers) {
    const entries = watcher.targets.map((target) => {
      const top = tops[target.id];
      const box = top === null ? { top: 0, width: 0, height: 0 } : { top, width: 300, height: 40 };
      const rootBounds = { top: 0, bottom: FOLD, height: FOLD };
      return { target, isIntersecting: top !== null && top < FOLD, boundingClientRect: box, rootBounds } as unknown as IntersectionObserverEntry;
    });
    watcher.callback(entries, {} as IntersectionObserver);
  }
}

const pending = () => Array.from(document.querySelectorAll('[data-reveal-pending]'), (element) => element.id);

beforeEach(() => {
  watchers = installFakeIntersectionObserver();
  document.body.innerHTML = `
    <h1 id="top" data-reveal="up">On screen</h1>
    <p id="edge" data-reveal="up">Across the fold</p>
    <p id="below" data-reveal="left">Below the fold</p>
    <p id="skipped" data-reveal="up">In a section not rendered yet</p>
    <p id="seen" data-reveal="up" data-revealed>Already revealed</p>
    <p id="plain">Never animated</p>`;
});

test('only what starts below the fold waits for its entrance, and nothing is measured, then or later', () => {
  const measure = jest.spyOn(Element.prototype, 'getBoundingClientRect');
  const viewport = jest.fn(() => FOLD);
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: viewport });
  markPendingReveals();
  expect(pending()).toEqual([]);
  expect(watchers[0].targets.map((target) => target.id)).toEqual(['top', 'edge', 'below', 'skipped']);

  firstFrame({ top: 40, edge: 790, below: 1600, skipped: null });
  expect(pending()).toEqual(['below', 'skipped']);
  expect(watchers[0].disconnected).toBe(true);
  expect(measure).not.toHaveBeenCalled();
  expect(viewport).not.toHaveBeenCalled();
  measure.mockRestore();
});

test('marking again, after a render, leaves what is already marked or revealed alone', () => {
  document.getElementById('below')!.setAttribute('data-reveal-pending', '');
  markPendingReveals();
  expect(watchers[0].targets.map((target) => target.id)).toEqual(['top', 'edge', 'skipped']);
});

test('without IntersectionObserver nothing is hidden', () => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  markPendingReveals();
  expect(watchers).toEqual([]);
  expect(pending()).toEqual([]);
});
