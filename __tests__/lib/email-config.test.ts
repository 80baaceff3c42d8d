import { emailConfigForPage, parseEmailEnv, type EmailEnv } from '../../src/lib/email-config';

const KEYS: EmailEnv = {
  GATSBY_EMAILJS_PUBLIC_KEY: 'pk_123',
  GATSBY_EMAILJS_SERVICE_ID: 'service_abc',
  GATSBY_EMAILJS_TEMPLATE_ID: 'template_notice',
  GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_reply',
};

test('no settings at all: no form, and no problem', () => {
  expect(parseEmailEnv({})).toEqual({ config: null, problems: [] });
});

test('the four keys are enough; every option has a default', () => {
  expect(parseEmailEnv(KEYS)).toEqual({
    config: {
      publicKey: 'pk_123',
      serviceId: 'service_abc',
      templateId: 'template_notice',
      autoReplyTemplateId: 'template_reply',
      origin: undefined,
      throttleMs: 0,
      blockList: [],
      blockHeadless: false,
    },
    problems: [],
  });
});

test('every option is read and tidied', () => {
  const { config, problems } = parseEmailEnv({
    ...KEYS,
    GATSBY_EMAILJS_ORIGIN: 'http://127.0.0.1:9001/',
    GATSBY_EMAILJS_THROTTLE_MS: ' 10000 ',
    GATSBY_EMAILJS_BLOCKLIST: 'Spam@Example.com, ,bot@example.net',
    GATSBY_EMAILJS_BLOCK_HEADLESS: 'TRUE',
  });
  expect(problems).toEqual([]);
  expect(config).toMatchObject({
    origin: 'http://127.0.0.1:9001',
    throttleMs: 10000,
    blockList: ['spam@example.com', 'bot@example.net'],
    blockHeadless: true,
  });
});

test('a partial set of keys is a problem naming the missing ones', () => {
  const { config, problems } = parseEmailEnv({ GATSBY_EMAILJS_PUBLIC_KEY: 'pk', GATSBY_EMAILJS_SERVICE_ID: 'svc' });
  expect(config).toBeNull();
  expect(problems).toEqual([
    'GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID: are not set; the four keys go together: set all of them, or none to build without the form',
  ]);
  expect(parseEmailEnv({ ...KEYS, GATSBY_EMAILJS_SERVICE_ID: ' ' }).problems).toEqual([
    'GATSBY_EMAILJS_SERVICE_ID: is not set; the four keys go together: set all of them, or none to build without the form',
  ]);
});

test.each([
  [{ GATSBY_EMAILJS_THROTTLE_MS: '-1' }, 'GATSBY_EMAILJS_THROTTLE_MS: must be a whole number of milliseconds, 0 or more, got "-1"'],
  [{ GATSBY_EMAILJS_THROTTLE_MS: '1.5' }, 'GATSBY_EMAILJS_THROTTLE_MS: must be a whole number of milliseconds, 0 or more, got "1.5"'],
  [{ GATSBY_EMAILJS_THROTTLE_MS: '10s' }, 'GATSBY_EMAILJS_THROTTLE_MS: must be a whole number of milliseconds, 0 or more, got "10s"'],
  [{ GATSBY_EMAILJS_BLOCKLIST: 'ok@example.com;bad@example.com' }, 'GATSBY_EMAILJS_BLOCKLIST: "ok@example.com;bad@example.com" is not an email address (separate addresses with commas)'],
  [{ GATSBY_EMAILJS_BLOCK_HEADLESS: 'maybe' }, 'GATSBY_EMAILJS_BLOCK_HEADLESS: must be true or false, got "maybe"'],
  [{ GATSBY_EMAILJS_ORIGIN: 'api.emailjs.com' }, 'GATSBY_EMAILJS_ORIGIN: must be an address like https://api.emailjs.com (http or https, no path), got "api.emailjs.com"'],
  [{ GATSBY_EMAILJS_ORIGIN: 'https://api.emailjs.com/api/v1.0' }, 'GATSBY_EMAILJS_ORIGIN: must be an address like https://api.emailjs.com (http or https, no path), got "https://api.emailjs.com/api/v1.0"'],
  [{ GATSBY_EMAILJS_PUBLIC_KEY: '"pk 123"' }, 'GATSBY_EMAILJS_PUBLIC_KEY: must be one word, with no spaces or quotes, got ""pk 123""'],
])('%p is refused with a message naming the variable', (bad, message) => {
  expect(parseEmailEnv({ ...KEYS, ...bad })).toEqual({ config: null, problems: [message] });
});

test('bad options are reported even when no keys are set', () => {
  expect(parseEmailEnv({ GATSBY_EMAILJS_THROTTLE_MS: 'fast' }).problems).toHaveLength(1);
});

test('false-like words turn the headless block off', () => {
  for (const word of ['false', '0', 'no', 'off', '']) {
    expect(parseEmailEnv({ ...KEYS, GATSBY_EMAILJS_BLOCK_HEADLESS: word }).config?.blockHeadless).toBe(false);
  }
});

describe('a build that sends to this machine (the local outbox)', () => {
  const local = parseEmailEnv({ ...KEYS, GATSBY_EMAILJS_ORIGIN: 'http://127.0.0.1:9001' }).config;

  test.each(['localhost', '127.0.0.1', '[::1]'])('sends from a page on %s', (host) => {
    expect(emailConfigForPage(local, host)).toBe(local);
  });

  test.each(['www.example.com', 'brightlane.test', '192.168.1.20'])('sends nothing from a page on %s: no form, as with no settings', (host) => {
    expect(emailConfigForPage(local, host)).toBeNull();
  });

  test('a build for EmailJS itself, or another real origin, sends from anywhere', () => {
    const real = parseEmailEnv(KEYS).config;
    expect(emailConfigForPage(real, 'www.example.com')).toBe(real);
    const proxied = parseEmailEnv({ ...KEYS, GATSBY_EMAILJS_ORIGIN: 'https://mail.example.com' }).config;
    expect(emailConfigForPage(proxied, 'www.example.com')).toBe(proxied);
    expect(emailConfigForPage(null, 'localhost')).toBeNull();
  });
});
