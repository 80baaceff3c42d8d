import { EMAIL_PATTERN, matchesPattern } from './contact-form';
import { isLoopbackHost, isLoopbackOrigin } from './loopback';

/**
 * The contact form's EmailJS settings, read from the build-time environment (.env.example
 * documents each one). The build checks them first (src/node/settings/check-email-settings.ts) and stops on
 * a bad value; the form reads the same values, inlined into the page by webpack.
 */
export type EmailConfig = {
  publicKey: string;
  serviceId: string;
  /** The notice to the owner. */
  templateId: string;
  /** The confirmation to the visitor, sent after the notice went out. */
  autoReplyTemplateId: string;
  /** The API origin; undefined means EmailJS's own (https://api.emailjs.com). */
  origin: string | undefined;
  /** At most one message per this many ms from one browser; 0 turns the limit off. */
  throttleMs: number;
  /** Visitor addresses that are refused (lower case). */
  blockList: string[];
  /** Refuse to send from a browser driven by automation (navigator.webdriver). */
  blockHeadless: boolean;
};

export type EmailEnv = {
  GATSBY_EMAILJS_PUBLIC_KEY?: string;
  GATSBY_EMAILJS_SERVICE_ID?: string;
  GATSBY_EMAILJS_TEMPLATE_ID?: string;
  GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID?: string;
  GATSBY_EMAILJS_ORIGIN?: string;
  GATSBY_EMAILJS_THROTTLE_MS?: string;
  GATSBY_EMAILJS_BLOCKLIST?: string;
  GATSBY_EMAILJS_BLOCK_HEADLESS?: string;
};

/** The environment as the build sees it. Each name is written out in full: webpack replaces
 *  exactly `process.env.GATSBY_…` expressions with their values, and nothing else. */
export function readEmailEnv(): EmailEnv {
  return {
    GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
    GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
    GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID: process.env.GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID,
    GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
    GATSBY_EMAILJS_THROTTLE_MS: process.env.GATSBY_EMAILJS_THROTTLE_MS,
    GATSBY_EMAILJS_BLOCKLIST: process.env.GATSBY_EMAILJS_BLOCKLIST,
    GATSBY_EMAILJS_BLOCK_HEADLESS: process.env.GATSBY_EMAILJS_BLOCK_HEADLESS,
  };
}

/** The four settings without which nothing can be sent. */
export const EMAIL_KEY_NAMES = [
  'GATSBY_EMAILJS_PUBLIC_KEY',
  'GATSBY_EMAILJS_SERVICE_ID',
  'GATSBY_EMAILJS_TEMPLATE_ID',
  'GATSBY_EMAILJS_AUTOREPLY_TEMPLATE_ID',
] as const;

export type EmailSettings = {
  /** null when no keys are set: the form is replaced by other ways to get in touch. */
  config: EmailConfig | null;
  /** One message per bad value, naming the variable; the build stops on any. */
  problems: string[];
};

const YES = ['true', '1', 'yes', 'on'];
const NO = ['false', '0', 'no', 'off', ''];

export function parseEmailEnv(env: EmailEnv): EmailSettings {
  const problems: string[] = [];
  const value = (name: keyof EmailEnv): string => (env[name] ?? '').trim();

  const keys = EMAIL_KEY_NAMES.map((name) => value(name));
  const missing = EMAIL_KEY_NAMES.filter((_, index) => keys[index] === '');
  if (missing.length > 0 && missing.length < EMAIL_KEY_NAMES.length) {
    problems.push(
      `${missing.join(', ')}: ${missing.length === 1 ? 'is' : 'are'} not set; the four keys go together: set all of them, or none to build without the form`,
    );
  }
  EMAIL_KEY_NAMES.forEach((name, index) => {
    if (keys[index] !== '' && !/^[^\s'"]+$/.test(keys[index])) {
      problems.push(`${name}: must be one word, with no spaces or quotes, got "${keys[index]}"`);
    }
  });

  let origin: string | undefined;
  const rawOrigin = value('GATSBY_EMAILJS_ORIGIN');
  if (rawOrigin !== '') {
    origin = parseOrigin(rawOrigin);
    if (origin === undefined) {
      problems.push(`GATSBY_EMAILJS_ORIGIN: must be an address like https://api.emailjs.com (http or https, no path), got "${rawOrigin}"`);
    }
  }

  const rawThrottle = value('GATSBY_EMAILJS_THROTTLE_MS');
  const throttleMs = rawThrottle === '' ? 0 : Number(rawThrottle);
  if (!/^\d*$/.test(rawThrottle) || !Number.isSafeInteger(throttleMs)) {
    problems.push(`GATSBY_EMAILJS_THROTTLE_MS: must be a whole number of milliseconds, 0 or more, got "${rawThrottle}"`);
  }

  const blockList = value('GATSBY_EMAILJS_BLOCKLIST')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const entry of blockList) {
    if (!matchesPattern(EMAIL_PATTERN, entry)) {
      problems.push(`GATSBY_EMAILJS_BLOCKLIST: "${entry}" is not an email address (separate addresses with commas)`);
    }
  }

  const rawHeadless = value('GATSBY_EMAILJS_BLOCK_HEADLESS').toLowerCase();
  const blockHeadless = YES.includes(rawHeadless);
  if (!blockHeadless && !NO.includes(rawHeadless)) {
    problems.push(`GATSBY_EMAILJS_BLOCK_HEADLESS: must be true or false, got "${rawHeadless}"`);
  }

  const [publicKey, serviceId, templateId, autoReplyTemplateId] = keys;
  const config =
    problems.length === 0 && missing.length === 0
      ? { publicKey, serviceId, templateId, autoReplyTemplateId, origin, throttleMs, blockList, blockHeadless }
      : null;
  return { config, problems };
}

function parseOrigin(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The settings a page may use where it is served (`pageHostname`, from location.hostname): a build
 * that sends to a loopback origin (the local outbox) sends only from a loopback page; a copy of it
 * served anywhere else gets null, and the form points visitors at WhatsApp and email instead.
 */
export function emailConfigForPage(config: EmailConfig | null, pageHostname: string): EmailConfig | null {
  if (!config?.origin || !isLoopbackOrigin(config.origin)) return config;
  return isLoopbackHost(pageHostname) ? config : null;
}

/** The settings this build was made with. */
export const EMAIL_SETTINGS: EmailSettings = parseEmailEnv(readEmailEnv());
