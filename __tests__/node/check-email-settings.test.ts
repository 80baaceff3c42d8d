/**
 * @jest-environment node
 */
import { checkEmailSettings } from '../../src/node/check-email-settings';

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
