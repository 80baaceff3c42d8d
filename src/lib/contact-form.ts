import { fillPlaceholders } from './placeholders';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from './constants';

/**
 * The contact form's fields and rules, with no React: the component renders the same rules as
 * browser validation attributes (required, type, pattern, maxLength) and checks them here, so the
 * messages are its own and identical with or without the browser's help.
 */

export const CONTACT_FIELDS = ['fullName', 'phone', 'email', 'serviceType', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  fullName: '',
  phone: '',
  email: '',
  serviceType: '',
  subject: '',
  message: '',
};

/**
 * Patterns written for the HTML `pattern` attribute, which browsers match against the whole value
 * with the `v` flag (older ones with `u`); they mean the same under both, and `matchesPattern` uses
 * `u`, which every browser knows.
 * A phone number: digits, spaces, brackets and hyphens, an optional leading +, and 7 to 15 digits.
 */
export const PHONE_PATTERN = String.raw`(?=(?:\D*\d){${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}\D*$)\+?[0-9 \(\)\-]+`;
/** An address a mail server will take: name@domain.tld (stricter than the browser's type="email"). */
export const EMAIL_PATTERN = String.raw`[A-Za-z0-9._%+\-']+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}`;

export const MAX_LENGTHS: Partial<Record<ContactField, number>> = {
  fullName: CONTACT_NAME_MAX_LENGTH,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

/** Whether the whole value matches one of the patterns above. */
export function matchesPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'u').test(value);
}

/**
 * What each field says when it cannot be sent (data/pages/contact.json, "form.errors"): one for
 * each field left empty, and one for each rule, with {max} and {min} in place of the numbers.
 */
export type ContactMessages = Record<ContactField, string> & { tooLong: string; phoneFormat: string; emailFormat: string };

/** What is wrong with one field, or undefined when it is fine. */
export function fieldError(field: ContactField, raw: string, serviceTypes: readonly string[], messages: ContactMessages): string | undefined {
  const value = raw.trim();
  if (value === '') return messages[field];
  const maxLength = MAX_LENGTHS[field];
  if (maxLength !== undefined && value.length > maxLength) return fillPlaceholders(messages.tooLong, { max: maxLength });
  switch (field) {
    case 'phone':
      return matchesPattern(PHONE_PATTERN, value) ? undefined : fillPlaceholders(messages.phoneFormat, { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS });
    case 'email':
      return matchesPattern(EMAIL_PATTERN, value) ? undefined : messages.emailFormat;
    case 'serviceType':
      return serviceTypes.includes(value) ? undefined : messages.serviceType;
    default:
      return undefined;
  }
}

/** Every problem of the form, keyed by field; empty when the form may be sent. */
export function validateContact(values: ContactValues, serviceTypes: readonly string[], messages: ContactMessages): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values[field], serviceTypes, messages);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field with a problem, in the order of the form. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** The values as they are sent: trimmed. */
export function trimValues(values: ContactValues): ContactValues {
  const trimmed = { ...values };
  for (const field of CONTACT_FIELDS) trimmed[field] = values[field].trim();
  return trimmed;
}

/** A draft read back from storage: only the known fields, only strings. */
export function toContactValues(stored: unknown): ContactValues {
  const values = { ...EMPTY_CONTACT_VALUES };
  if (typeof stored !== 'object' || stored === null) return values;
  for (const field of CONTACT_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export function isEmpty(values: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => values[field].trim() === '');
}

/** The WhatsApp message that carries what the visitor typed, when the email could not go. */
export function chatMessageFor(values: ContactValues): string {
  const v = trimValues(values);
  const lines = [
    v.fullName ? `Hello, I am ${v.fullName}.` : 'Hello,',
    v.subject && `Subject: ${v.subject}`,
    v.serviceType && `Service: ${v.serviceType}`,
    v.message && `\n${v.message}\n`,
    v.phone && `Phone: ${v.phone}`,
    v.email && `Email: ${v.email}`,
  ];
  return lines.filter(Boolean).join('\n');
}
