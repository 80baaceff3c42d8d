import { usePlaceholders } from '../../hooks/use-placeholders';
import { telHref } from '../../lib/tel-link';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FiAlertTriangle, FiCheckCircle, FiSend } from 'react-icons/fi';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSessionDraft } from '../../hooks/use-session-draft';
import { useSiteSettings } from '../../hooks/use-site-settings';
import {
  EMAIL_PATTERN,
  EMPTY_CONTACT_VALUES,
  MAX_LENGTHS,
  PHONE_PATTERN,
  chatMessageFor,
  fieldError,
  firstInvalidField,
  toContactValues,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../../lib/contact-form';
import { emailConfigForPage, type EmailConfig } from '../../lib/email-config';
import { describeFailure, sendContactMessage, type EmailFailure } from '../../browser/email';
import { ChatButton } from '../ui/chat-button';
import { FormField } from './form-field';
import * as styles from './contact-form.module.css';

type ContactFormProps = {
  /** The choices of the service type select, from data/service-types.json. */
  serviceTypes: readonly string[];
  /** The EmailJS settings of this build; null when none were set. */
  emailConfig: EmailConfig | null;
  /** Draw the form and send nothing, whatever the settings (the content editor's preview). */
  drawOnly?: boolean;
  /** The form's words (data/pages/contact.json, "form"). */
  texts: Queries.PageContactForm;
  /** The card shown instead of the form on a build without email settings ("writeToUs"). */
  writeToUs: Queries.PageContactWriteToUs;
};

/** Where the visitor's unsent words wait if the tab reloads. */
const DRAFT_KEY = 'contact-form-draft';

type Result = { kind: 'sent'; autoReplyFailed: boolean } | { kind: 'failed'; failure: EmailFailure };

/**
 * The "Let's Talk" form: checks the fields, sends through EmailJS, and never loses what was typed.
 * One message at a time (a second submit while one is on its way does nothing, and the fields are
 * locked until it is answered). A hidden trap field that only robots fill makes the form say "sent"
 * without sending anything.
 */
export function ContactForm({ serviceTypes, emailConfig, drawOnly = false, texts, writeToUs }: ContactFormProps) {
  const site = useSiteSettings();
  const fill = usePlaceholders();
  const [values, setValues, clearDraft] = useSessionDraft(DRAFT_KEY, EMPTY_CONTACT_VALUES, toContactValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  // Until the page runs, the browser checks the fields itself; after that, this form does.
  const hydrated = useHydrated();
  // Read and set in the same tick as a submit, unlike `sending`, which changes only on the next render.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  // Where the page is served is known only once it runs: a build for the local outbox sends
  // nothing from anywhere but this machine (the static HTML keeps the form either way).
  const pageConfig = hydrated ? emailConfigForPage(emailConfig, window.location.hostname) : emailConfig;
  if (!pageConfig && !drawOnly) return <WriteToUs title={texts.title} texts={writeToUs} />;

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const field = event.target.name as ContactField;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (attempted) setErrors((current) => ({ ...current, [field]: fieldError(field, value, serviceTypes, texts.errors) }));
  }

  function succeed(autoReplyFailed: boolean) {
    clearDraft();
    setAttempted(false);
    setResult({ kind: 'sent', autoReplyFailed });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateContact(values, serviceTypes, texts.errors);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidField(found);
    if (first) {
      setResult(null);
      const control = formRef.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    if (trapRef.current && trapRef.current.value !== '') {
      // Only a robot fills the trap: it is told the message went, and nothing is sent.
      trapRef.current.value = '';
      succeed(false);
      return;
    }
    if (drawOnly || !pageConfig) return;
    const config: EmailConfig = pageConfig;
    inFlight.current = true;
    setSending(true);
    setResult(null);
    try {
      const outcome = await sendContactMessage(values, config);
      if (outcome.sent) succeed(outcome.autoReplyFailure !== null);
      else setResult({ kind: 'failed', failure: outcome.failure });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const failure = result?.kind === 'failed' ? describeFailure(result.failure, texts.failures) : null;
  const control = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange,
    required: true,
    // Locked while a message is on its way, so nothing typed then is lost when the form is cleared.
    disabled: sending,
    maxLength: MAX_LENGTHS[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate={hydrated}
      // Without JavaScript, Send hands the message to the visitor's email app instead.
      action={`mailto:${site.emailAddress}`}
      method="post"
      encType="text/plain"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        {fill(texts.title)}
      </h2>
      <p className={styles.note}>{fill(texts.note)}</p>

      <div className={styles.fields}>
        <FormField id="contact-fullName" label={fill(texts.labels.fullName)} error={errors.fullName}>
          <input {...control('fullName')} type="text" autoComplete="name" />
        </FormField>
        <FormField id="contact-phone" label={fill(texts.labels.phone)} error={errors.phone}>
          <input {...control('phone')} type="tel" autoComplete="tel" pattern={PHONE_PATTERN} />
        </FormField>
        <FormField id="contact-email" label={fill(texts.labels.email)} error={errors.email}>
          <input {...control('email')} type="email" autoComplete="email" pattern={EMAIL_PATTERN} />
        </FormField>
        <FormField id="contact-serviceType" label={fill(texts.labels.serviceType)} error={errors.serviceType}>
          <select {...control('serviceType')}>
            <option value="">{fill(texts.labels.serviceTypeChoose)}</option>
            {serviceTypes.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="contact-subject" label={fill(texts.labels.subject)} error={errors.subject} wide>
          <input {...control('subject')} type="text" />
        </FormField>
        <FormField id="contact-message" label={fill(texts.labels.message)} error={errors.message} wide>
          <textarea {...control('message')} rows={6} />
        </FormField>
      </div>

      {/* The trap: out of sight (clipped to nothing, not display: none, which robots skip), out of
          the tab order and hidden from screen readers; robots that fill every field fill it too. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input ref={trapRef} id="contact-website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <noscript>
        <p className={styles.note}>{fill(texts.noScript)}</p>
      </noscript>

      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : <FiSend aria-hidden="true" />}
          {fill(sending ? texts.sending : texts.send)}
        </button>
      </div>

      <div role="status">
        {result?.kind === 'sent' && (
          <div ref={resultRef} tabIndex={-1} className={`${styles.result} ${styles.success}`}>
            <p className={styles.resultTitle}>
              <FiCheckCircle aria-hidden="true" className={styles.resultIcon} />
              {fill(texts.sent)}
            </p>
            <p>{fill(result.autoReplyFailed ? texts.sentNoConfirmation : texts.sentText)}</p>
          </div>
        )}
      </div>
      {failure && (
        <div ref={resultRef} tabIndex={-1} role="alert" className={`${styles.result} ${styles.failure}`}>
          <p className={styles.resultTitle}>
            <FiAlertTriangle aria-hidden="true" className={styles.resultIcon} />
            <span>{fill(texts.failed, { error: failure.text })}</span>
          </p>
          <p>
            {fill(failure.hint)} {fill(texts.kept)}
          </p>
          <ChatButton message={chatMessageFor(values)}>{fill(texts.chatInstead)}</ChatButton>
        </div>
      )}
    </form>
  );
}

/** A build without email settings: a calm invitation to write, call or chat instead of the form. */
function WriteToUs({ title, texts }: { title: string; texts: Queries.PageContactWriteToUs }) {
  const site = useSiteSettings();
  const fill = usePlaceholders();
  return (
    <div className={styles.form} role="region" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {fill(title)}
      </h2>
      <div className={`${styles.result} ${styles.notice}`}>
        <p className={styles.resultTitle}>{fill(texts.title)}</p>
        <p>{fill(texts.text)}</p>
        <div className="button-row">
          <ChatButton>{fill(texts.chatButton)}</ChatButton>
          <a className="button button-outline" href={`mailto:${site.emailAddress}`}>
            {fill(texts.emailButton)}
          </a>
          <a className="button button-outline" href={telHref(site.phoneNumberContact)}>
            {site.phoneNumberContact}
          </a>
        </div>
      </div>
    </div>
  );
}
