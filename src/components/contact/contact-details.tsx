import { usePlaceholders } from '../../hooks/use-placeholders';
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { telHref } from '../../lib/tel-link';
import { ChatButton } from '../ui/chat-button';
import * as styles from './contact.module.css';

/** The owner's phone, email and address as plain links, and the WhatsApp chat: they work without JavaScript. */
export function ContactDetails({ texts }: { texts: Queries.PageContactDetails }) {
  const site = useSiteSettings();
  const fill = usePlaceholders();
  const items = [
    { label: fill(texts.labels.phone), Icon: FiPhone, content: <a href={telHref(site.phoneNumberContact)}>{site.phoneNumberContact}</a> },
    { label: fill(texts.labels.email), Icon: FiMail, content: <a href={`mailto:${site.emailAddress}`}>{site.emailAddress}</a> },
    { label: fill(texts.labels.office), Icon: FiMapPin, content: <span>{site.address}</span> },
  ];
  return (
    <aside className={`dark ${styles.details}`} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.detailsTitle}>
        {fill(texts.title)}
      </h2>
      <p className={styles.detailsText}>{fill(texts.text)}</p>
      <address className={styles.list}>
        {items.map(({ label, Icon, content }) => (
          <p key={label} className={styles.item}>
            <span className={styles.itemIcon}>
              <Icon aria-hidden="true" focusable="false" />
            </span>
            <span>
              <span className={styles.itemLabel}>{label}</span>
              {content}
            </span>
          </p>
        ))}
      </address>
      <ChatButton>{fill(texts.chatButton)}</ChatButton>
    </aside>
  );
}
