/**
 * This machine's own addresses. A build whose email origin is one of them (the local outbox) may
 * send only from a page that is itself on one of them; anywhere else it would make every visitor's
 * browser post to the visitor's own machine. The outbox (harness/outbox.ts, run by Node directly)
 * answers only pages on them. No imports, so Node can run it as it is.
 */

/** Whether a host name is this machine: localhost (and *.localhost), 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '::1' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host)
  );
}

/** Whether an origin ("http://127.0.0.1:9001") is a web address on this machine. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}
