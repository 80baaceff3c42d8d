import { withPageTexts } from '../../support/static-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import contactTexts from '../../../data/pages/contact.json';
import { ContactForm } from '../../../src/components/contact/contact-form';
import { fillPlaceholders, ownerValues, type PlaceholderValues } from '../../../src/lib/placeholders';
import type { EmailConfig } from '../../../src/lib/email-config';

/** The form's words, as data/pages/contact.json holds them. */
const WORDS = { texts: contactTexts.form, writeToUs: contactTexts.writeToUs };
const { form } = contactTexts;

// Typing into six fields re-renders the form at every key: seconds on a quiet machine, more than
// 20 s beside another test run.
jest.setTimeout(90_000);

/** A visitor at the keyboard, typing without a pause between keys. */
const typist = () => userEvent.setup({ delay: null });

const SITE = {
  site: { siteMetadata: { siteUrl: 'https://www.example.com' } },
  siteJson: {
    name: 'Ayo Sample',
    siteName: 'Brightlane Digital',
    tagline: 'Tagline',
    description: 'Description',
    location: 'Lagos, Nigeria',
    address: '00 Sample Street, Lagos',
    whatsAppContact: '2340000000000',
    whatAppLeadingMessage: 'Hello, I would like to discuss a project with you.',
    phoneNumberContact: '+234 000 000 0000',
    emailAddress: 'hello@example.com',
    facebookLink: 'https://www.facebook.com/example',
    twitterLink: 'https://x.com/example',
    linkedInLink: 'https://www.linkedin.com/company/example',
    instagramLink: 'https://www.instagram.com/example',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html',
    foundingYear: 2016,
  },
};

const CONFIG: EmailConfig = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'notice',
  autoReplyTemplateId: 'reply',
  origin: 'http://127.0.0.1:9999',
  throttleMs: 0,
  blockList: [],
  blockHeadless: false,
};
const TYPES = ['Web Development', 'App Development', 'Photography'];

/** A text of the form as it reads, with this test's owner details and `values` in place of its placeholders. */
const said = (text: string, values: PlaceholderValues = {}) => fillPlaceholders(text, { ...ownerValues(SITE.siteJson), ...values });
/** The fields in order, each found by its label. */
const FIELDS = ['fullName', 'phone', 'email', 'serviceType', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
const SENT = said(form.sent);

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
const answer = (status: number, body = 'OK'): FakeResponse => ({ ok: status < 300, status, text: async () => body });
const fetchMock = jest.fn<Promise<FakeResponse>, [string, { body: string }]>();
let consoleError: jest.SpyInstance;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(withPageTexts(SITE));
  fetchMock.mockReset().mockResolvedValue(answer(200));
  (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
  window.sessionStorage.clear();
  window.localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(alertSpy).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

const field = (name: Field) => screen.getByLabelText(said(form.labels[name])) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: (name) => name === said(form.send) || name === said(form.sending) });
const theForm = () => screen.getByRole('form', { name: said(form.title) }) as HTMLFormElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<Field, string>> = {}) {
  const values: Partial<Record<Field, string>> = {
    fullName: 'Ada Obi',
    phone: '+234 800 000 0000',
    email: 'ada@example.com',
    subject: 'A new website',
    message: 'We need a website for our bakery.',
    ...overrides,
  };
  for (const name of FIELDS) {
    const value = values[name];
    if (name === 'serviceType' || value === undefined) continue;
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
  await user.selectOptions(field('serviceType'), overrides.serviceType ?? 'Web Development');
}

test('six required, labelled fields; the service type starts on its placeholder, which is not a choice', () => {
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  expect(screen.getByRole('heading', { name: said(form.title) })).toBeInTheDocument();
  for (const name of FIELDS) expect(field(name)).toBeRequired();
  expect(field('phone')).toHaveAttribute('type', 'tel');
  expect(field('email')).toHaveAttribute('type', 'email');
  expect(field('message').tagName).toBe('TEXTAREA');
  const options = within(field('serviceType')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([said(form.labels.serviceTypeChoose), ...TYPES]);
  expect(options[0]).toHaveValue('');
  expect(field('serviceType')).toHaveValue('');
  // Once running, the form checks the fields itself.
  expect(theForm()).toHaveAttribute('novalidate');
});

test('an empty submit shows a message on every field, sends nothing and focuses the first field', async () => {
  const user = typist();
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await user.click(sendButton());
  for (const name of FIELDS) {
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveAccessibleDescription(said(form.errors[name]));
  }
  expect(field('fullName')).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an invalid email points at the email field, and the message goes once it is fixed', async () => {
  const user = typist();
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await fillIn(user, { email: 'ada@example' });
  await user.click(sendButton());
  expect(field('email')).toHaveFocus();
  expect(field('email')).toHaveAccessibleDescription(said(form.errors.emailFormat));
  expect(field('fullName')).not.toHaveAttribute('aria-invalid');
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(field('email'), '.com');
  expect(field('email')).not.toHaveAttribute('aria-invalid');
  expect(field('email')).not.toHaveAccessibleDescription();
});

test('sending: the button is disabled and busy, then the form is cleared and says it has been sent', async () => {
  const user = typist();
  let accept: (response: FakeResponse) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (accept = resolve)));
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await fillIn(user);
  await waitFor(() => expect(window.sessionStorage.getItem('contact-form-draft')).toContain('Ada Obi'));
  await user.click(sendButton());

  expect(sendButton()).toBeDisabled();
  expect(sendButton()).toHaveAttribute('aria-busy', 'true');
  expect(sendButton()).toHaveTextContent(said(form.sending));
  await act(async () => accept(answer(200)));

  expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(JSON.parse(fetchMock.mock.calls[0][1].body).template_params.serviceType).toBe('Web Development');
  for (const name of FIELDS) expect(field(name)).toHaveValue('');
  expect(sendButton()).toBeEnabled();
  expect(sendButton()).not.toHaveAttribute('aria-busy');
  expect(window.sessionStorage.getItem('contact-form-draft')).toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failure keeps every value, says why inline and offers WhatsApp with the message', async () => {
  const user = typist();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await fillIn(user);
  await user.click(sendButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(said(form.failed, { error: 'Network Error' }));
  expect(alert).toHaveFocus();
  expect(field('fullName')).toHaveValue('Ada Obi');
  expect(field('message')).toHaveValue('We need a website for our bakery.');
  expect(field('serviceType')).toHaveValue('Web Development');
  expect(sendButton()).toBeEnabled();
  const chat = within(alert).getByRole('link', { name: (name) => name.startsWith(said(form.chatInstead)) });
  const text = new URL(chat.getAttribute('href') ?? '').searchParams.get('text');
  expect(text).toContain('We need a website for our bakery.');
  expect(text).toContain('Ada Obi');
  expect(consoleError).toHaveBeenCalled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(window.sessionStorage.getItem('contact-form-draft')).toContain('Ada Obi');
});

test("a refusal shows a general line from the catalogue, never the service's answer", async () => {
  const user = typist();
  fetchMock.mockResolvedValueOnce(answer(502, '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>'));
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await fillIn(user);
  await user.click(sendButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(said(form.failed, { error: 'Unexpected Error' }));
  expect(alert).toHaveTextContent(said(form.failures.other, { status: 502 }));
  expect(alert).not.toHaveTextContent(/Bad Gateway|nginx|</);
  expect(within(alert).getByRole('link', { name: (name) => name.startsWith(said(form.chatInstead)) })).toBeInTheDocument();
  expect(field('message')).toHaveValue('We need a website for our bakery.');
});

test('a second submit while the first is on its way sends nothing, even in the same moment', async () => {
  const user = typist();
  let accept: (response: FakeResponse) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (accept = resolve)));
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await fillIn(user);
  const element = theForm();
  act(() => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  act(() => element.requestSubmit());
  await act(async () => accept(answer(200)));
  expect(await screen.findByText(SENT)).toBeInTheDocument();
  const notices = fetchMock.mock.calls.filter(([, init]) => JSON.parse(init.body).template_id === 'notice');
  expect(notices).toHaveLength(1);
});

test('the fields are locked while sending, so nothing typed then is lost', async () => {
  const user = typist();
  let accept: (response: FakeResponse) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (accept = resolve)));
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await fillIn(user);
  await user.click(sendButton());
  for (const name of FIELDS) expect(field(name)).toBeDisabled();
  await user.type(field('message'), ' And a shop.');
  expect(field('message')).toHaveValue('We need a website for our bakery.');
  await act(async () => accept(answer(200)));
  await screen.findByText(SENT);
  expect(field('message')).toBeEnabled();
});

describe('the robot trap', () => {
  const trap = () => document.getElementById('contact-website') as HTMLInputElement;

  test('people never meet it: hidden from screen readers, out of the tab order, not part of the message', () => {
    render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
    expect(trap()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(trap().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap()).toHaveAttribute('tabindex', '-1');
    expect(trap()).toHaveAttribute('autocomplete', 'off');
    expect(trap()).not.toHaveAttribute('name');
  });

  test('a person who leaves it empty sends as usual', async () => {
    const user = typist();
    render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
    await fillIn(user);
    // The trap sits between the last field and the button: Tab goes straight past it.
    field('message').focus();
    await user.tab();
    expect(sendButton()).toHaveFocus();
    await user.click(sendButton());
    await screen.findByText(SENT);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a robot that fills it is told the message went, and nothing is sent', async () => {
    const user = typist();
    render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
    await fillIn(user);
    // Robots set values directly, without the events a person's typing makes.
    trap().value = 'https://spam.example.com';
    await user.click(sendButton());
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('fullName')).toHaveValue('');
  });
});

test('if only the confirmation fails, the visitor is told the message arrived', async () => {
  const user = typist();
  fetchMock.mockResolvedValueOnce(answer(200)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await fillIn(user);
  await user.click(sendButton());
  const status = await screen.findByText(SENT);
  expect(screen.getByRole('status')).toContainElement(status);
  expect(screen.getByRole('status')).toHaveTextContent(said(form.sentNoConfirmation));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(field('fullName')).toHaveValue('');
});

test('the draft is kept as the visitor types and comes back after a reload', async () => {
  const user = typist();
  const first = render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await user.type(field('fullName'), 'Ada');
  await user.selectOptions(field('serviceType'), 'Photography');
  await waitFor(() => expect(window.sessionStorage.getItem('contact-form-draft')).toContain('Photography'));
  first.unmount();

  render(<ContactForm serviceTypes={TYPES} emailConfig={CONFIG} {...WORDS} />);
  await waitFor(() => expect(field('fullName')).toHaveValue('Ada'));
  expect(field('serviceType')).toHaveValue('Photography');
});

test('a build without email settings shows a notice with WhatsApp and email instead of the form', () => {
  render(<ContactForm serviceTypes={TYPES} emailConfig={null} {...WORDS} />);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByText(said(contactTexts.writeToUs.title))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: (name) => name.startsWith(said(contactTexts.writeToUs.chatButton)) })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/wa\.me\/2340000000000\?text=/),
  );
  expect(screen.getByRole('link', { name: said(contactTexts.writeToUs.emailButton) })).toHaveAttribute('href', 'mailto:hello@example.com');
});
