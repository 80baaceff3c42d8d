/**
 * When a page's JavaScript starts. Every page is complete as static HTML, so its scripts are
 * not needed for the first paint. On a slow phone they would compete with the first picture for
 * bandwidth and with the first paint for the processor. They start once the browser reports that
 * a picture the page marks as first (fetchpriority="high") has been shown as the page's largest
 * paint. A browser that does not report largest paints, or a page whose largest paint is another
 * element, starts them once those pictures are loaded, decoded and painted (PAINT_REPORT_WAIT_MS
 * after that, in the second case). The whole page's load stands in for a picture that never
 * reports.
 *
 * They are added one at a time, each in a task of its own, and run in the order given, again each
 * in a task of its own, so the page can answer a tap between them (src/node/post-build/defer-scripts.ts
 * says why the page's component comes before Gatsby's app entry).
 */

/**
 * How long after its first pictures have been painted a page waits for the browser's report of its
 * largest paint, when the browser makes such reports. The report comes once the frame has been
 * shown; it does not come at all when the page's largest paint is another element.
 */
const PAINT_REPORT_WAIT_MS = 300;

/**
 * The Trusted Types policy that gives each bundle's address to its script element (the pages'
 * policy refuses a plain string there; src/lib/trusted-types.ts lists the names, and a unit test
 * holds this one to it). It accepts only what the build writes: a file at the top of the site's
 * own origin, ending in .js. Anything else is refused, loudly.
 */
const POLICY_NAME = 'page-scripts';
const OWN_BUNDLE = /^\/[\w.-]+\.js$/;

type ScriptUrlPolicy = { createScriptURL(address: string): string };
type TrustedTypesFactory = { createPolicy(name: string, rules: { createScriptURL(address: string): string }): ScriptUrlPolicy };

/**
 * Inlined at the end of every page by the build (src/node/post-build/defer-scripts.ts), in a script element
 * whose data-scripts attribute lists the page's scripts as JSON. The text of this script is the
 * same on every page; only the attribute differs.
 */
export default function loadScriptsAfterFirstPaint(): void {
  const sources = JSON.parse(document.currentScript?.getAttribute('data-scripts') ?? '[]') as string[];
  let started = false;
  // A browser without Trusted Types takes the address as it is.
  const policy = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes?.createPolicy(POLICY_NAME, {
    createScriptURL(address) {
      if (!OWN_BUNDLE.test(address)) throw new TypeError(`${POLICY_NAME}: not one of the site's bundles: ${address}`);
      return address;
    },
  });
  const add = (source: string) => {
    const script = document.createElement('script');
    // The element's type takes a string; what the policy returns is the browser's TrustedScriptURL.
    script.src = policy ? policy.createScriptURL(source) : source;
    script.async = false;
    document.body.appendChild(script);
  };
  // Asking for a script costs the browser a few milliseconds, so each is added in a task of its
  // own rather than all of them in one long one.
  const addFrom = (index: number) => {
    add(sources[index]);
    if (index + 1 < sources.length) setTimeout(() => addFrom(index + 1), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    // Nobody waits on a hidden page, and its timers are slowed down.
    if (document.hidden) sources.forEach(add);
    else if (sources.length > 0) addFrom(0);
  };
  const lead = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  // The browser's own word that a first picture is on the screen: its largest-paint report.
  const reportsPaint =
    lead.length > 0 && typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  if (reportsPaint) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => lead.includes((entry as LargestContentfulPaint).element as HTMLImageElement))) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // A task posted from a frame's callback runs once that frame has been painted. The frame that
  // paints a picture is shown a moment later, so the scripts wait for the frame after it.
  const afterNextFrames = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, reportsPaint ? PAINT_REPORT_WAIT_MS : 0)));
  // A loaded picture is painted once it has been decoded (decoding="async" does that apart from
  // the page); one that cannot be decoded holds nothing back.
  const whenShown = () => {
    if (document.hidden) return start();
    const decoding = lead.filter((image) => typeof image.decode === 'function').map((image) => image.decode().catch(() => undefined));
    if (decoding.length === 0) afterNextFrames();
    else void Promise.all(decoding).then(afterNextFrames);
  };
  const pending = lead.filter((image) => !image.complete);
  let waiting = pending.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) whenShown();
  };
  pending.forEach((image) => {
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
  });
  if (waiting === 0) whenShown();
  if (document.readyState === 'complete') whenShown();
  else window.addEventListener('load', whenShown);
}
