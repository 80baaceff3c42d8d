/**
 * jsdom has no window.matchMedia, and react-slick (through enquire.js) needs it as soon as it is
 * imported: import this module before any carousel. mockMedia() sets the answers: whether
 * "(prefers-reduced-motion: reduce)" matches, and the viewport width "(min-width: …px)" queries
 * are measured against (0 unless given: no min-width query matches); every other query does not match.
 */
export function mockMedia({ reducedMotion = false, width = 0 }: { reducedMotion?: boolean; width?: number }): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => {
    const minWidth = /^\(min-width: (\d+)px\)$/.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    };
  });
}

/** Sets whether "(prefers-reduced-motion: reduce)" matches; no other query does. */
export function preferReducedMotion(reduce: boolean): void {
  mockMedia({ reducedMotion: reduce });
}

preferReducedMotion(false);
