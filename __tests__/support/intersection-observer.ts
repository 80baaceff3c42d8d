/**
 * jsdom has no IntersectionObserver. installFakeIntersectionObserver() puts in one that only
 * records what it is asked to watch, and returns the list of observers made from then on; a test
 * plays the browser by calling an observer's callback with the entries it wants.
 */
export type Watcher = {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
  disconnected: boolean;
  /** The observer itself, as the browser passes it to its callback. */
  observer: IntersectionObserver;
};

export function installFakeIntersectionObserver(): Watcher[] {
  const watchers: Watcher[] = [];
  class FakeIntersectionObserver {
    private watcher: Watcher;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, options, targets: [], disconnected: false, observer: this as unknown as IntersectionObserver };
      watchers.push(this.watcher);
    }
    observe(target: Element) {
      this.watcher.targets.push(target);
    }
    unobserve(target: Element) {
      this.watcher.targets = this.watcher.targets.filter((watched) => watched !== target);
    }
    disconnect() {
      this.watcher.disconnected = true;
    }
  }
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  return watchers;
}
