import contactTexts from '../../data/pages/contact.json';
import {
  EMAIL_PATTERN,
  EMPTY_CONTACT_VALUES,
  PHONE_PATTERN,
  chatMessageFor,
  fieldError,
  firstInvalidField,
  isEmpty,
  toContactValues,
  validateContact,
  type ContactValues,
} from '../../src/lib/contact-form';

const TYPES = ['Web Development', 'Photography'];
/** What the fields say, as data/pages/contact.json holds it. */
const MESSAGES = contactTexts.form.errors;
const VALID: ContactValues = {
  fullName: 'Ada Obi',
  phone: '+234 800 000 0000',
  email: 'ada@example.com',
  serviceType: 'Photography',
  subject: 'Product shots',
  message: 'Forty products for our online shop.',
};

test('a complete form has no problems', () => {
  expect(validateContact(VALID, TYPES, MESSAGES)).toEqual({});
});

test('every field is required, and blanks count as empty', () => {
  const errors = validateContact({ ...EMPTY_CONTACT_VALUES, subject: '   ' }, TYPES, MESSAGES);
  expect(Object.keys(errors)).toEqual(['fullName', 'phone', 'email', 'serviceType', 'subject', 'message']);
  expect(errors.fullName).toBe(MESSAGES.fullName);
  expect(errors.serviceType).toBe(MESSAGES.serviceType);
});

test('the first invalid field follows the order of the form', () => {
  expect(firstInvalidField(validateContact({ ...VALID, message: '', email: 'nope' }, TYPES, MESSAGES))).toBe('email');
  expect(firstInvalidField({})).toBeUndefined();
});

test.each([
  ['+234 800 000 0000', true],
  ['0803-000-0000', true],
  ['(01) 234 5678', true],
  ['08030000000', true],
  ['123456', false],
  ['1234567890123456', false],
  ['-------', false],
  ['0803 000 0000 ext 2', false],
  ['+234+800', false],
])('phone %p is valid: %p', (phone, valid) => {
  expect(fieldError('phone', phone, TYPES, MESSAGES) === undefined).toBe(valid);
});

test.each([
  ['ada@example.com', true],
  ['o\'neil.ada+web@mail.example.com.ng', true],
  ['ada@example', false],
  ['ada example.com', false],
  ['ada@@example.com', false],
  ['ada @example.com', false],
])('email %p is valid: %p', (email, valid) => {
  expect(fieldError('email', email, TYPES, MESSAGES) === undefined).toBe(valid);
});

test('the service type must be one of the offered choices; the placeholder is not one', () => {
  expect(fieldError('serviceType', '', TYPES, MESSAGES)).toBe(MESSAGES.serviceType);
  expect(fieldError('serviceType', 'Plumbing', TYPES, MESSAGES)).toBe(MESSAGES.serviceType);
  expect(fieldError('serviceType', 'Web Development', TYPES, MESSAGES)).toBeUndefined();
});

test('overlong answers are refused', () => {
  expect(fieldError('fullName', 'x'.repeat(101), TYPES, MESSAGES)).toBe('Keep this under 100 characters.');
  expect(fieldError('message', 'x'.repeat(5000), TYPES, MESSAGES)).toBeUndefined();
});

test('the patterns mean the same in the browser (v flag) as in the code (u flag)', () => {
  for (const pattern of [PHONE_PATTERN, EMAIL_PATTERN]) {
    const browser = new RegExp(`^(?:${pattern})$`, 'v');
    const code = new RegExp(`^(?:${pattern})$`, 'u');
    for (const sample of ['+234 800 000 0000', '(01) 234-5678', 'ada@example.com', 'a-b@c-d.co', '12', 'x@y']) {
      expect(browser.test(sample)).toBe(code.test(sample));
    }
  }
});

test('a stored draft is read back field by field, ignoring anything else', () => {
  expect(toContactValues({ fullName: 'Ada', phone: 42, extra: 'x' })).toEqual({ ...EMPTY_CONTACT_VALUES, fullName: 'Ada' });
  expect(toContactValues('nonsense')).toEqual(EMPTY_CONTACT_VALUES);
  expect(isEmpty({ ...EMPTY_CONTACT_VALUES, message: '  ' })).toBe(true);
  expect(isEmpty(VALID)).toBe(false);
});

test('the WhatsApp message carries what was typed', () => {
  expect(chatMessageFor(VALID)).toBe(
    'Hello, I am Ada Obi.\nSubject: Product shots\nService: Photography\n\nForty products for our online shop.\n\nPhone: +234 800 000 0000\nEmail: ada@example.com',
  );
  expect(chatMessageFor({ ...EMPTY_CONTACT_VALUES, message: 'Hi' })).toBe('Hello,\n\nHi\n');
});
