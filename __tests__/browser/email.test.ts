import contactTexts from '../../data/pages/contact.json';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { describeFailure, noticeParams, sendContactMessage, toEmailFailure } from '../../src/browser/email';
import { EMAIL_SEND_TIMEOUT_MS } from '../../src/lib/constants';
import type { EmailConfig } from '../../src/lib/email-config';
import type { ContactValues } from '../../src/lib/contact-form';

/**
 * The real @emailjs/browser runs in these tests; only the network is fake. The library posts with
 * the global fetch, so each test decides what fetch answers.
 */

const CONFIG: EmailConfig = {
  publicKey: 'public-key',
  serviceId: 'service_1',
  templateId: 'owner_notice',
  autoReplyTemplateId: 'visitor_auto_reply',
  origin: 'http://127.0.0.1:9999',
  throttleMs: 10_000,
  blockList: [],
  blockHeadless: false,
};

const VALUES: ContactValues = {
  fullName: ' Ada Obi ',
  phone: '+234 800 000 0000',
  email: 'Ada@Example.com',
  serviceType: 'Web Development',
  subject: 'A new website',
  message: 'We need a website for our bakery.',
};

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
const answer = (status: number, body: string): FakeResponse => ({ ok: status >= 200 && status < 300, status, text: async () => body });
const fetchMock = jest.fn<Promise<FakeResponse>, [string, { method: string; headers: Record<string, string>; body: string }]>();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer(200, 'OK'));
  (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
  window.localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

/** What each request carried: its address and its JSON body. */
const requests = () => fetchMock.mock.calls.map(([url, init]) => ({ url, method: init.method, body: JSON.parse(init.body) }));

test('the owner notice goes first, then the auto-reply to the visitor, to the configured origin', async () => {
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toEqual({ sent: true, autoReplyFailure: null });
  expect(requests()).toEqual([
    {
      url: 'http://127.0.0.1:9999/api/v1.0/email/send',
      method: 'POST',
      body: {
        lib_version: '4.3.3',
        user_id: 'public-key',
        service_id: 'service_1',
        template_id: 'owner_notice',
        template_params: {
          fullName: 'Ada Obi',
          email: 'ada@example.com',
          phoneNumber: '+234 800 000 0000',
          subject: 'A new website',
          serviceType: 'Web Development',
          message: 'We need a website for our bakery.',
        },
      },
    },
    {
      url: 'http://127.0.0.1:9999/api/v1.0/email/send',
      method: 'POST',
      body: {
        lib_version: '4.3.3',
        user_id: 'public-key',
        service_id: 'service_1',
        template_id: 'visitor_auto_reply',
        template_params: { email: 'ada@example.com' },
      },
    },
  ]);
  expect(consoleError).not.toHaveBeenCalled();
});

test('the auto-reply waits until the notice has been accepted', async () => {
  let accept: (response: FakeResponse) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (accept = resolve)));
  const sending = sendContactMessage(VALUES, CONFIG);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  accept(answer(200, 'OK'));
  await sending;
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test("without an origin the messages go to EmailJS's own API", async () => {
  await sendContactMessage(VALUES, { ...CONFIG, origin: undefined });
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    'https://api.emailjs.com/api/v1.0/email/send',
    'https://api.emailjs.com/api/v1.0/email/send',
  ]);
});

test('a refused notice is reported with the service text, logged, and no auto-reply follows', async () => {
  fetchMock.mockResolvedValueOnce(answer(400, 'The template ID is invalid'));
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toEqual({
    sent: false,
    failure: { status: 400, text: 'The template ID is invalid' },
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.any(EmailJSResponseStatus));
});

test('a network failure (a raw TypeError from fetch) becomes status 0, "Network Error"', async () => {
  const offline = new TypeError('Failed to fetch');
  fetchMock.mockRejectedValueOnce(offline);
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toEqual({ sent: false, failure: { status: 0, text: 'Network Error' } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith(expect.any(String), offline);
});

test('when only the auto-reply fails, the message still counts as sent', async () => {
  fetchMock.mockResolvedValueOnce(answer(200, 'OK')).mockResolvedValueOnce(answer(422, 'The recipients address is empty'));
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toEqual({
    sent: true,
    autoReplyFailure: { status: 422, text: 'The recipients address is empty' },
  });
  expect(consoleError).toHaveBeenCalledTimes(1);
});

test('the rate limit really fires: a second message within the throttle is refused with 429', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toMatchObject({ sent: true });
  expect(window.localStorage.getItem('contact-form-last-sent')).toBe('1000000');

  now.mockReturnValue(1_000_000 + CONFIG.throttleMs - 1);
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toEqual({ sent: false, failure: { status: 429, text: 'Too Many Requests' } });
  expect(fetchMock).toHaveBeenCalledTimes(2);

  now.mockReturnValue(1_000_000 + CONFIG.throttleMs + 1);
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toMatchObject({ sent: true });
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test('a message that did not go out does not use up the throttle', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toMatchObject({ sent: false });
  expect(window.localStorage.getItem('contact-form-last-sent')).toBeNull();
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toEqual({ sent: true, autoReplyFailure: null });
});

test('a throttle of 0 sends every time', async () => {
  await sendContactMessage(VALUES, { ...CONFIG, throttleMs: 0 });
  await expect(sendContactMessage(VALUES, { ...CONFIG, throttleMs: 0 })).resolves.toMatchObject({ sent: true });
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test('a blocked address is refused with 403 Forbidden, whatever its letter case, and nothing is sent', async () => {
  const config = { ...CONFIG, blockList: ['spam@example.com'] };
  await expect(sendContactMessage({ ...VALUES, email: ' Spam@Example.COM ' }, config)).resolves.toEqual({
    sent: false,
    failure: { status: 403, text: 'Forbidden' },
  });
  expect(fetchMock).not.toHaveBeenCalled();
  await expect(sendContactMessage(VALUES, config)).resolves.toMatchObject({ sent: true });
});

describe('in a browser driven by automation (navigator.webdriver)', () => {
  beforeEach(() => {
    Object.defineProperty(window.navigator, 'webdriver', { configurable: true, get: () => true });
  });
  afterEach(() => {
    delete (window.navigator as { webdriver?: boolean }).webdriver;
  });

  test('the headless block refuses with 451 when it is on', async () => {
    await expect(sendContactMessage(VALUES, { ...CONFIG, blockHeadless: true })).resolves.toEqual({
      sent: false,
      failure: { status: 451, text: 'Unavailable For Headless Browser' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('and sends as usual when it is off (the default)', async () => {
    await expect(sendContactMessage(VALUES, CONFIG)).resolves.toMatchObject({ sent: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

test('a browser that refuses storage still sends', async () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  await expect(sendContactMessage(VALUES, CONFIG)).resolves.toEqual({ sent: true, autoReplyFailure: null });
});

test('only EmailJS responses keep their status and text; anything else is a network error', () => {
  expect(toEmailFailure(new EmailJSResponseStatus(429, 'Too Many Requests'))).toEqual({ status: 429, text: 'Too Many Requests' });
  expect(toEmailFailure(new TypeError('Failed to fetch'))).toEqual({ status: 0, text: 'Network Error' });
  expect(toEmailFailure('The public key is required')).toEqual({ status: 0, text: 'Network Error' });
  expect(toEmailFailure({ status: 500, text: 'looks like a response' })).toEqual({ status: 0, text: 'Network Error' });
});

/** The owner's hints, as data/pages/contact.json holds them. */
const HINTS = contactTexts.form.failures;

test('the catalogue names each failure; any other status gets a general line, never the service text', () => {
  expect(describeFailure({ status: 429, text: 'x' }, HINTS).text).toBe('Too Many Requests');
  expect(describeFailure({ status: 403, text: 'x' }, HINTS).text).toBe('Forbidden');
  expect(describeFailure({ status: 451, text: 'x' }, HINTS).text).toBe('Unavailable For Headless Browser');
  expect(describeFailure({ status: 0, text: 'x' }, HINTS).text).toBe('Network Error');
  const refused = describeFailure({ status: 400, text: 'The template ID is invalid' }, HINTS);
  expect(refused.text).toBe('Unexpected Error');
  expect(`${refused.text} ${refused.hint}`).not.toContain('template ID');
  const proxy = describeFailure({ status: 502, text: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' }, HINTS);
  expect(proxy).toEqual({ text: 'Unexpected Error', hint: expect.stringContaining('(error 502)') });
  expect(`${proxy.text} ${proxy.hint}`).not.toMatch(/<|nginx|Bad Gateway/);
});

test('the 403 hint says what EmailJS means by it: a blocked address or a site it does not accept', () => {
  expect(describeFailure({ status: 403, text: 'The origin is not allowed' }, HINTS).hint).toMatch(/address may be blocked.*does not accept messages from this website/);
});

describe('an email service that takes the connection and never answers', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  test(`the notice counts as a network error after ${EMAIL_SEND_TIMEOUT_MS} ms, and its throttle slot is given back`, async () => {
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    let outcome: unknown;
    const sending = sendContactMessage(VALUES, CONFIG).then((result) => (outcome = result));
    await jest.advanceTimersByTimeAsync(EMAIL_SEND_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await sending;
    expect(outcome).toEqual({ sent: false, failure: { status: 0, text: 'Network Error' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('contact-form-last-sent')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ name: 'EmailTimeout' }));
  });

  test('a confirmation that never comes back still ends the send: the message went out', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'OK')).mockImplementationOnce(() => new Promise(() => undefined));
    const sending = sendContactMessage(VALUES, CONFIG);
    await jest.advanceTimersByTimeAsync(EMAIL_SEND_TIMEOUT_MS);
    await expect(sending).resolves.toEqual({ sent: true, autoReplyFailure: { status: 0, text: 'Network Error' } });
  });
});

test('the notice carries every field, serviceType included, trimmed', () => {
  expect(noticeParams(VALUES)).toEqual({
    fullName: 'Ada Obi',
    email: 'ada@example.com',
    phoneNumber: '+234 800 000 0000',
    subject: 'A new website',
    serviceType: 'Web Development',
    message: 'We need a website for our bakery.',
  });
});
