/**
 * This machine's own addresses. A build whose email origin is one of them (the local outbox) may
 * send only from a page that is itself on one of them; anywhere else it would make every visitor's
 * browser post to the visitor's own machine. The outbox (scripts/outbox.mjs, run by Node with no
 * build step) answers only pages on them. Plain JavaScript, so both use this one file; its types
 * are in loopback.d.cts.
 */

/** Whether a host name is this machine: localhost (and *.localhost), 127.0.0.0/8 or [::1]. */
function isLoopbackHost(hostname) {
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
function isLoopbackOrigin(origin) {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

module.exports = { isLoopbackHost, isLoopbackOrigin };
