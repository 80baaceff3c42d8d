/** Easing curves: progress t from 0 to 1 in, eased progress from 0 to 1 out. */

/** Ease-out (cubic): quick at first, settling gently on the final value. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}
