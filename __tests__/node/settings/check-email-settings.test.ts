/**
 * @jest-environment node
 */
import { checkEmailSettings } from '../../../src/node/settings/check-email-settings';

function fakeReporter() {
  return { panic: jest.fn(), warn: jest.fn() };
}

const KEYS = {
  GATSBY_EMAILJS_PUBLIC_KEY: 'pk',
  GATSBY_EMAILJS_SERVICE_ID: 'svc',
  GATSBY_EMAILJS_TEMPLATE_ID: 'notice',
  GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'reply',
};

test('good settings pass in silence', () => {
  const reporter = fakeReporter();
  checkEmailSettings(reporter as never, KEYS);
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(reporter.warn).not.toHaveBeenCalled();
});

test('a bad value stops the build with a message naming the variable', () => {
  const reporter = fakeReporter();
  checkEmailSettings(reporter as never, { ...KEYS, GATSBY_EMAILJS_THROTTLE_MS: 'soon' });
  expect(reporter.panic).toHaveBeenCalledWith(
    'The email settings have 1 problem(s); fix them in .env or the environment (see .env.example) and build again:\n' +
      '  - GATSBY_EMAILJS_THROTTLE_MS: must be a whole number of milliseconds, 0 or more, got "soon"',
  );
});

test('no keys: the build goes on, warning loudly that the form will not send', () => {
  const reporter = fakeReporter();
  checkEmailSettings(reporter as never, {});
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(reporter.warn).toHaveBeenCalledTimes(1);
  expect(reporter.warn.mock.calls[0][0]).toContain('NO EMAIL SETTINGS: the contact form will NOT send anything.');
  expect(reporter.warn.mock.calls[0][0]).toContain('WhatsApp or email');
});

test('an origin on this machine: the build goes on, warning loudly that it is not for uploading', () => {
  for (const origin of ['http://127.0.0.1:9001', 'http://localhost:9001', 'http://[::1]:9001']) {
    const reporter = fakeReporter();
    checkEmailSettings(reporter as never, { ...KEYS, GATSBY_EMAILJS_ORIGIN: origin });
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn.mock.calls[0][0]).toContain(`LOCAL EMAIL ORIGIN: the contact form sends to ${origin},`);
    expect(reporter.warn.mock.calls[0][0]).toContain('do NOT upload it');
  }
});

test('a plain http: origin elsewhere: the build warns that messages travel unencrypted', () => {
  const reporter = fakeReporter();
  checkEmailSettings(reporter as never, { ...KEYS, GATSBY_EMAILJS_ORIGIN: 'http://mail.example.com' });
  expect(reporter.warn).toHaveBeenCalledTimes(1);
  expect(reporter.warn.mock.calls[0][0]).toContain('UNENCRYPTED EMAIL ORIGIN: the contact form sends to http://mail.example.com');
});

test('an https: origin elsewhere passes in silence', () => {
  const reporter = fakeReporter();
  checkEmailSettings(reporter as never, { ...KEYS, GATSBY_EMAILJS_ORIGIN: 'https://mail.example.com' });
  expect(reporter.warn).not.toHaveBeenCalled();
});
