import { fillPlaceholders } from '../lib/placeholders';
import { EmailJSResponseStatus, init, send, type StorageProvider } from '@emailjs/browser';
import { EMAIL_SEND_TIMEOUT_MS } from '../lib/constants';
import { trimValues, type ContactValues } from '../lib/contact-form';
import type { EmailConfig } from '../lib/email-config';

/**
 * The only place that talks to EmailJS (@emailjs/browser 4.3.3). A contact message is two emails:
 * the notice to the owner and, only once that went out, the confirmation to the visitor.
 *
 * Two traps of the library, handled here:
 * - its rate limit needs somewhere to remember the last send; `init` forgets the default store,
 *   so a `storageProvider` is passed with every call (or the limit silently never fires);
 * - a network failure rejects with fetch's raw TypeError, not a response: anything that is not an
 *   EmailJSResponseStatus becomes { status: 0, text: 'Network Error' }.
 * And one of the network: an API that takes the connection and never answers would keep the form
 * sending for good, so each email has EMAIL_SEND_TIMEOUT_MS to be answered, then counts as a
 * network error (a late answer is ignored).
 */

/** Why an email did not go, as EmailJS reports it. */
export type EmailFailure = { status: number; text: string };

export type SendOutcome =
  /** The owner has the message; `autoReplyFailure` says whether the visitor's confirmation failed. */
  | { sent: true; autoReplyFailure: EmailFailure | null }
  | { sent: false; failure: EmailFailure };

export const NETWORK_ERROR: EmailFailure = { status: 0, text: 'Network Error' };

/** Where the rate limit keeps the time of the last message, the same on every alias of the page. */
const RATE_LIMIT_ID = 'contact-form-last-sent';

/**
 * What the visitor can do after each kind of failure, in the owner's words
 * (data/pages/contact.json, "form.failures"; {status} in `other` is the service's number).
 */
export type FailureHints = { network: string; forbidden: string; tooMany: string; headless: string; other: string };

/**
 * The error catalogue: the text shown for each failure, and which hint goes with it. Only these
 * texts are shown, never what the service answered (a proxy's error page, say): the answer goes
 * to the console for whoever looks after the site.
 */
const CATALOGUE: Record<number, { text: string; hint: keyof FailureHints }> = {
  0: { text: 'Network Error', hint: 'network' },
  403: { text: 'Forbidden', hint: 'forbidden' },
  429: { text: 'Too Many Requests', hint: 'tooMany' },
  451: { text: 'Unavailable For Headless Browser', hint: 'headless' },
};

/** What the visitor is told about a failure: its catalogue entry, or a general line for any other status. */
export function describeFailure(failure: EmailFailure, hints: FailureHints): { text: string; hint: string } {
  const known = CATALOGUE[failure.status];
  if (known) return { text: known.text, hint: hints[known.hint] };
  return { text: 'Unexpected Error', hint: fillPlaceholders(hints.other, { status: failure.status }) };
}

/** A send that got no answer in time. */
class EmailTimeout extends Error {
  constructor(ms: number) {
    super(`The email service did not answer within ${ms / 1000} s`);
    this.name = 'EmailTimeout';
  }
}

/** `promise`, or an EmailTimeout once `ms` have passed without it settling. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new EmailTimeout(ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Why a send failed, as the catalogue knows it; anything but an answer from the service is a network error. */
export function toEmailFailure(error: unknown): EmailFailure {
  if (error instanceof EmailJSResponseStatus) return { status: error.status, text: error.text };
  return { ...NETWORK_ERROR };
}

/** The owner notice's template parameters. */
export function noticeParams(values: ContactValues): Record<string, string> {
  const v = trimValues(values);
  return {
    fullName: v.fullName,
    email: v.email.toLowerCase(),
    phoneNumber: v.phone,
    subject: v.subject,
    serviceType: v.serviceType,
    message: v.message,
  };
}

/**
 * localStorage for the rate limit. A browser that refuses storage simply has no limit (rather than
 * failing the send), and a message that did not go out gives its slot back with `undo`.
 */
function rateLimitStorage(): StorageProvider & { undo: () => void } {
  let before: { key: string; value: string | null } | null = null;
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    get: async (key) => attempt(() => window.localStorage.getItem(key), null),
    set: async (key, value) => {
      before = { key, value: attempt(() => window.localStorage.getItem(key), null) };
      attempt(() => window.localStorage.setItem(key, value), undefined);
    },
    remove: async (key) => attempt(() => window.localStorage.removeItem(key), undefined),
    undo: () => {
      if (!before) return;
      const { key, value } = before;
      attempt(() => (value === null ? window.localStorage.removeItem(key) : window.localStorage.setItem(key, value)), undefined);
      before = null;
    },
  };
}

/** Sends a contact message: the owner notice, then the visitor's confirmation. Never throws in a browser. */
export async function sendContactMessage(values: ContactValues, config: EmailConfig): Promise<SendOutcome> {
  if (typeof window === 'undefined') throw new Error('Email is sent from the browser only, never while rendering pages');
  init({ publicKey: config.publicKey, origin: config.origin });
  const options = {
    publicKey: config.publicKey,
    blockHeadless: config.blockHeadless,
    blockList: { list: config.blockList, watchVariable: 'email' },
  };
  const notice = noticeParams(values);

  const storage = rateLimitStorage();
  try {
    await withinTime(
      send(config.serviceId, config.templateId, notice, {
        ...options,
        limitRate: { id: RATE_LIMIT_ID, throttle: config.throttleMs },
        storageProvider: storage,
      }),
      EMAIL_SEND_TIMEOUT_MS,
    );
  } catch (error) {
    storage.undo();
    console.error('The contact message could not be sent:', error);
    return { sent: false, failure: toEmailFailure(error) };
  }

  try {
    await withinTime(send(config.serviceId, config.autoReplyTemplateId, { email: notice.email }, options), EMAIL_SEND_TIMEOUT_MS);
    return { sent: true, autoReplyFailure: null };
  } catch (error) {
    console.error('The message was sent, but the confirmation to the visitor was not:', error);
    return { sent: true, autoReplyFailure: toEmailFailure(error) };
  }
}
