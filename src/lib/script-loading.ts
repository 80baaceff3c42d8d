/**
 * When a page's JavaScript starts. Every page is complete as static HTML, so its scripts are
 * not needed for the first paint. On a slow phone they would compete with the first picture for
 * bandwidth and with the first paint for the processor. They are fetched once the pictures the
 * page marks as first (fetchpriority="high") have loaded and a frame has been painted, or when
 * the whole page has loaded, whichever comes first.
 *
 * They are fetched at once but run in the order given, each in a task of its own, so the page can
 * answer a tap between them (see src/node/early-entry.ts for why the order matters).
 */

/** Self-contained: the build inlines its source, with the script addresses, at the end of each page. */
export function startScriptsAfterFirstPaint(sources: string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    sources.forEach((source) => {
      const script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.body.appendChild(script);
    });
  };
  // Two frames: the callback of the second runs after the first has been painted.
  const afterPaint = () => {
    if (document.hidden) start();
    else requestAnimationFrame(() => requestAnimationFrame(start));
  };
  const pending = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).filter(
    (image) => !image.complete,
  );
  let waiting = pending.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) afterPaint();
  };
  pending.forEach((image) => {
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
  });
  if (waiting === 0) afterPaint();
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
}
