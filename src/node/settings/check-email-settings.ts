import type { Reporter } from 'gatsby';
import { EMAIL_KEY_NAMES, parseEmailEnv, readEmailEnv, type EmailEnv } from '../../lib/email-config';
import { isLoopbackOrigin } from '../../lib/loopback';

/**
 * The contact form's email settings, checked before the build starts: a bad value stops it with a
 * message naming the variable; no keys at all is allowed, said out loud, and the form is replaced
 * by a notice pointing visitors at WhatsApp and email. An origin on this machine (the local outbox)
 * or over plain http: is allowed too, for trying the form, and said just as loudly: such a build
 * must not be uploaded.
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
  if (config?.origin && isLoopbackOrigin(config.origin)) {
    reporter.warn(
      banner([
        `LOCAL EMAIL ORIGIN: the contact form sends to ${config.origin},`,
        '  an address on this machine (the local outbox). This build is for trying',
        '  the site here: do NOT upload it. Served from any other address, its form',
        '  sends nothing and asks visitors to use WhatsApp or email instead.',
        '  For the real site, build with GATSBY_EMAILJS_ORIGIN empty (EmailJS itself).',
      ]),
    );
  } else if (config?.origin?.startsWith('http:')) {
    reporter.warn(
      banner([
        `UNENCRYPTED EMAIL ORIGIN: the contact form sends to ${config.origin}`,
        '  over plain http: visitors\' messages travel unencrypted, and browsers block',
        '  the request from a page served over https. Use an https:// address, or leave',
        '  GATSBY_EMAILJS_ORIGIN empty for EmailJS itself.',
      ]),
    );
  }
  if (!config) {
    reporter.warn(
      banner([
        'NO EMAIL SETTINGS: the contact form will NOT send anything.',
        `  ${EMAIL_KEY_NAMES.join(', ')} are not set,`,
        '  so the contact page tells visitors to use WhatsApp or email instead.',
        '  Set them in .env (copy .env.example) and build again, or run `npm start`',
        '  to try the form against the local outbox.',
      ]),
    );
  }
}

/** A warning that stands out in the build's output. */
export function banner(lines: readonly string[]): string {
  const rule = '************************************************************************';
  return ['', rule, ...lines.map((line) => (line.startsWith('  ') ? line : `  ${line}`)), rule].join('\n');
}
