/**
 * Imported first by start-cms.ts: tells Sveltia CMS not to start itself as its module loads, so it
 * starts once, after the save hook is registered.
 */
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;

export {};
