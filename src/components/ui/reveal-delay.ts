import type { CSSProperties } from 'react';

/**
 * The inline style that delays an element's entrance, for a staggered grid: global.css reads
 * --reveal-delay on an element marked data-reveal (the entrance itself: src/browser/inline/entrances.ts).
 */
export function revealDelay(delayMs: number): CSSProperties {
  return { '--reveal-delay': `${delayMs}ms` } as CSSProperties;
}
