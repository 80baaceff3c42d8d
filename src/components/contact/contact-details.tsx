import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { telHref } from '../../lib/tel-link';
import { ChatButton } from '../ui/chat-button';
import * as styles from './contact.module.css';

/** The owner's phone, email and address as plain links, and the WhatsApp chat: they work without JavaScript. */
export function ContactDetails() {
  const site = useSiteSettings();
  const items = [
    { label: 'Phone', Icon: FiPhone, content: <a href={telHref(site.phoneNumberContact)}>{site.phoneNumberContact}</a> },
    { label: 'Email', Icon: FiMail, content: <a href={`mailto:${site.emailAddress}`}>{site.emailAddress}</a> },
    { label: 'Office', Icon: FiMapPin, content: <span>{site.address}</span> },
  ];
  return (
    <aside className={`dark ${styles.details}`} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.detailsTitle}>
        Reach us directly
      </h2>
      <p className={styles.detailsText}>Prefer to talk? Call, email or chat with us on WhatsApp.</p>
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
      <ChatButton>Chat with us on WhatsApp</ChatButton>
    </aside>
  );
}
