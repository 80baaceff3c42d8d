/**
 * jsdom has no window.matchMedia, and react-slick (through enquire.js) needs it as soon as it is
 * imported: import this module before any carousel. preferReducedMotion() sets the answer to
 * "(prefers-reduced-motion: reduce)"; every other query does not match.
 */
export function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

preferReducedMotion(false);
