/**
 * jsdom has no IntersectionObserver. installFakeIntersectionObserver() puts in one that only
 * records what it is asked to watch, and returns the list of observers made from then on; a test
 * plays the browser by calling an observer's callback with the entries it wants.
 */
export type Watcher = { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean };

export function installFakeIntersectionObserver(): Watcher[] {
  const watchers: Watcher[] = [];
  class FakeIntersectionObserver {
    private watcher: Watcher;
    constructor(callback: IntersectionObserverCallback) {
      this.watcher = { callback, targets: [], disconnected: false };
      watchers.push(this.watcher);
    }
    observe(target: Element) {
      this.watcher.targets.push(target);
    }
    disconnect() {
      this.watcher.disconnected = true;
    }
  }
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  return watchers;
}
