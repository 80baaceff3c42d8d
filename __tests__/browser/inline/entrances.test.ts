import { runInlineScript } from '../../support/inline-script';
import { installFakeIntersectionObserver, type Watcher } from '../../support/intersection-observer';

let watchers: Watcher[];

/** The entrances as the build inlines them at the end of every page. */
const startEntrances = () => runInlineScript('entrances');
const FOLD = 800;

/**
 * The first frame: the observer reports where each of its targets starts (top edges by id), or,
 * for `null`, no box at all (its section is not rendered yet).
 */
function firstFrame(tops: Record<string, number | null>) {
  for (const watcher of watchers.slice(0, 1)) {
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
  startEntrances();
  expect(pending()).toEqual([]);
  expect(watchers[0].targets.map((target) => target.id)).toEqual(['top', 'edge', 'below', 'skipped']);

  firstFrame({ top: 40, edge: 790, below: 1600, skipped: null });
  expect(pending()).toEqual(['below', 'skipped']);
  expect(watchers[0].disconnected).toBe(true);
  expect(measure).not.toHaveBeenCalled();
  expect(viewport).not.toHaveBeenCalled();
  measure.mockRestore();
});

test('what waits is revealed by the same script once it comes into the top 90% of the screen, then watched no more', () => {
  startEntrances();
  firstFrame({ top: 40, edge: 790, below: 1600, skipped: null });
  const revealer = watchers[1];
  expect(revealer.options).toEqual({ rootMargin: '0px 0px -10% 0px' });
  expect(revealer.targets.map((target) => target.id)).toEqual(['below', 'skipped']);

  const below = document.getElementById('below')!;
  const skipped = document.getElementById('skipped')!;
  const report = (target: Element, isIntersecting: boolean) => revealer.callback([{ target, isIntersecting } as IntersectionObserverEntry], revealer.observer);
  report(below, false);
  expect(below.hasAttribute('data-revealed')).toBe(false);
  report(below, true);
  expect(below.hasAttribute('data-revealed')).toBe(true);
  expect(revealer.targets).toEqual([skipped]);
  expect(skipped.hasAttribute('data-revealed')).toBe(false);
});

test('nothing on the first screen waits, so nothing is watched for its entrance', () => {
  startEntrances();
  firstFrame({ top: 40, edge: 790, below: 100, skipped: 200 });
  expect(pending()).toEqual([]);
  expect(watchers).toHaveLength(1);
});

test('marking again, after a render, leaves what is already marked or revealed alone', () => {
  document.getElementById('below')!.setAttribute('data-reveal-pending', '');
  startEntrances();
  expect(watchers[0].targets.map((target) => target.id)).toEqual(['top', 'edge', 'skipped']);
});

test('without IntersectionObserver nothing is hidden', () => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  startEntrances();
  expect(watchers).toEqual([]);
  expect(pending()).toEqual([]);
});
