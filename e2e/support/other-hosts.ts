/**
 * What a page has asked of hosts other than the site's own, seen from inside the page, alike in
 * every engine (the drivers of e2e/support/visitor.ts see no requests in WebKit): every resource
 * the page fetched (Resource Timing: pictures, scripts, styles, fonts, data, frames) and every
 * frame or embedded object it holds. Nothing may leave a visitor's browser for another host until
 * the visitor acts: the first visits (e2e/journeys/first-visit.ts) and the journeys check it on
 * every page they read, in the three engines.
 */

/** How long no new resource may arrive before the page's network counts as settled (ms). */
const QUIET_MS = 500;

/**
 * Page side (sent as source: self-contained): resolves, once no new resource has arrived for
 * `quietMs` (at most 10 s), with the addresses on other hosts the page has fetched or holds in a
 * frame, each once. Rejects when the browser's list of resources is full, as a list that cannot
 * grow could hide a request.
 */
function askedOfOtherHosts(quietMs: number): Promise<string[]> {
  const foreign = (address: string) => {
    try {
      const url = new URL(address, window.location.href);
      return /^(https?|wss?):$/.test(url.protocol) && url.origin !== window.location.origin;
    } catch {
      return false;
    }
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let count = -1;
    let since = started;
    const look = () => {
      const entries = performance.getEntriesByType('resource');
      const now = performance.now();
      if (entries.length !== count) [count, since] = [entries.length, now];
      if (now - since < quietMs && now - started < 10_000) return void setTimeout(look, 50);
      // Browsers keep 250 entries unless told otherwise: one more would be dropped unseen.
      if (count >= 250) return reject(new Error(`the page fetched ${count} resources, as many as the browser lists: a request to another host could be missing`));
      const framed = Array.from(document.querySelectorAll('iframe, frame, embed, object')).map((element) => element.getAttribute('src') ?? element.getAttribute('data') ?? '');
      resolve([...new Set([...entries.map((entry) => entry.name), ...framed].filter(foreign))]);
    };
    look();
  });
}

/** Runs page-side functions in a visitor's browser (a Visitor of e2e/support/visitor.ts, or the like). */
type PageRunner = { run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> };

/** Once the page's network has settled: one problem per address on another host the page asked for. */
export async function requestsToOtherHosts(page: PageRunner): Promise<string[]> {
  return (await page.run(askedOfOtherHosts, QUIET_MS)).map((address) => `a request to another host before the visitor asked for anything: ${address}`);
}
