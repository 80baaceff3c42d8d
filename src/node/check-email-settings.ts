import type { Reporter } from 'gatsby';
import { EMAIL_KEY_NAMES, parseEmailEnv, readEmailEnv, type EmailEnv } from '../lib/email-config';

/**
 * The contact form's email settings, checked before the build starts: a bad value stops it with a
 * message naming the variable; no keys at all is allowed, said out loud, and the form is replaced
 * by a notice pointing visitors at WhatsApp and email.
 */
export function checkEmailSettings(reporter: Pick<Reporter, 'panic' | 'warn'>, env: EmailEnv = readEmailEnv()): void {
  const { config, problems } = parseEmailEnv(env);
  if (problems.length > 0) {
    reporter.panic(
      [
        `The email settings have ${problems.length} problem(s); fix them in .env or the environment (see .env.example) and build again:`,
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
    return;
  }
  if (!config) {
    reporter.warn(
      [
        '',
        '************************************************************************',
        '  NO EMAIL SETTINGS: the contact form will NOT send anything.',
        `  ${EMAIL_KEY_NAMES.join(', ')} are not set,`,
        '  so the contact page tells visitors to use WhatsApp or email instead.',
        '  Set them in .env (copy .env.example) and build again, or run `npm start`',
        '  to try the form against the local outbox.',
        '************************************************************************',
      ].join('\n'),
    );
  }
}
