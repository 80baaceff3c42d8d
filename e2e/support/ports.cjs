/** Where the browser tests serve the production build and its outbox. */
module.exports = {
  SITE_PORT: 9100,
  OUTBOX_PORT: 9101,
  siteOrigin: 'http://localhost:9100',
  outboxOrigin: 'http://127.0.0.1:9101',
  OUTBOX_DIR: '.outbox-test',
  /** The form may send once every this many ms in the test build (the 429 test relies on it). */
  THROTTLE_MS: 10000,
};
