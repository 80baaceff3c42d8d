/**
 * Entrance animations: elements marked data-reveal ("up" or "left") are hidden by CSS until they
 * scroll into view, then marked data-revealed. CSS skips all of it under reduced motion.
 */
let observer: IntersectionObserver | null = null;

export function observeReveals(root: ParentNode = document): void {
  const pending = root.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])');
  if (pending.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    pending.forEach((element) => element.setAttribute('data-revealed', ''));
    return;
  }
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-revealed', '');
        self.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  pending.forEach((element) => observer?.observe(element));
}
