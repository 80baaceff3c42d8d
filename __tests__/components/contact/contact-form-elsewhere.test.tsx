/**
 * @jest-environment-options {"url": "https://www.example.com/contact"}
 */
import { withPageTexts } from '../../support/static-query';
import { render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import contactTexts from '../../../data/pages/contact.json';
import { ContactForm } from '../../../src/components/contact/contact-form';
import { fillPlaceholders } from '../../../src/lib/placeholders';

import type { EmailConfig } from '../../../src/lib/email-config';

/** The form's words, as data/pages/contact.json holds them. */
const WORDS = { texts: contactTexts.form, writeToUs: contactTexts.writeToUs };

/** The contact form of a build made for the local outbox, opened on a public host name (uploaded by mistake). */

const SITE = {
  site: { siteMetadata: { siteUrl: 'https://www.example.com' } },
  siteJson: { siteName: 'Brightlane Digital', emailAddress: 'hello@example.com', whatsAppContact: '2340000000000', whatAppLeadingMessage: 'Hello', phoneNumberContact: '+234 000 000 0000' },
};
/** A text as the form shows it, with this test's owner details in place of its placeholders. */
const said = (text: string) =>
  fillPlaceholders(text, { siteName: SITE.siteJson.siteName, email: SITE.siteJson.emailAddress, phone: SITE.siteJson.phoneNumberContact });

const CONFIG: EmailConfig = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'notice',
  autoReplyTemplateId: 'reply',
  origin: 'http://127.0.0.1:9001',
  throttleMs: 0,
  blockList: [],
  blockHeadless: false,
};
const fetchMock = jest.fn();

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(withPageTexts(SITE));
  (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
});

test('a build that sends to this machine shows no form on another host: WhatsApp and email instead', () => {
  expect(window.location.hostname).toBe('www.example.com');
  render(<ContactForm serviceTypes={['Web Development']} emailConfig={CONFIG} {...WORDS} />);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByText(said(contactTexts.writeToUs.title))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: (name) => name.startsWith(said(contactTexts.writeToUs.chatButton)) })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
  expect(screen.getByRole('link', { name: said(contactTexts.writeToUs.emailButton) })).toHaveAttribute('href', 'mailto:hello@example.com');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a build for EmailJS itself shows the form there', () => {
  render(<ContactForm serviceTypes={['Web Development']} emailConfig={{ ...CONFIG, origin: undefined }} {...WORDS} />);
  expect(screen.getByRole('form', { name: said(contactTexts.form.title) })).toBeInTheDocument();
});
