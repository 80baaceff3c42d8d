/**
 * Runs before Sveltia CMS's module (start-cms.ts imports it first):
 * - the CMS is told not to start itself as it loads, so it starts once, after the save hook is in;
 * - its check of GitHub's public status page is answered here, without a request: the editor
 *   talks to no one but our origin and GitHub's API (and, on a local copy, to no one at all). The
 *   check then reports "unknown", and the CMS shows no incident banner.
 */
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;

/** Where the CMS asks whether GitHub has an incident. */
export const STATUS_PAGE = 'https://www.githubstatus.com/';

const requestUrl = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : String(input));

const fetchFromNetwork = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  requestUrl(input).startsWith(STATUS_PAGE) ? Promise.resolve(new Response(null, { status: 204 })) : fetchFromNetwork(input, init);
