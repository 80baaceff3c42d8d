/**
 * The other entries a page of the entry at `index` shows: the `count` after it, from the first
 * again after the last, never itself. Each job is then shown on a few other pages only, so an
 * edit to it queries and writes a few pages again, however long the portfolio grows.
 */
export function followingItems<T>(items: readonly T[], index: number, count: number): T[] {
  const shown = Math.min(count, items.length - 1);
  return Array.from({ length: Math.max(shown, 0) }, (_, offset) => items[(index + 1 + offset) % items.length]);
}
