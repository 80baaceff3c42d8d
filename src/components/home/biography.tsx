import { Link } from 'gatsby';
import { FiMail, FiMapPin, FiPhone, FiUser } from 'react-icons/fi';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { PATHS } from '../../lib/routes';
import { telHref } from '../../lib/tel-link';
import { ChatButton } from '../ui/chat-button';
import * as styles from './biography.module.css';

type BiographyProps = { texts: Queries.PageHomeBiography };

/** A short biography and the owner's contact details. */
export function Biography({ texts }: BiographyProps) {
  const site = useSiteSettings();
  const fill = usePlaceholders();
  const details = [
    { label: fill(texts.labels.name), value: site.name, Icon: FiUser },
    { label: fill(texts.labels.location), value: site.location, Icon: FiMapPin },
    { label: fill(texts.labels.email), value: <a href={`mailto:${site.emailAddress}`}>{site.emailAddress}</a>, Icon: FiMail },
    { label: fill(texts.labels.phone), value: <a href={telHref(site.phoneNumberContact)}>{site.phoneNumberContact}</a>, Icon: FiPhone },
  ];
  return (
    <section className="section section-alt" aria-labelledby="biography-title">
      <div className={`container ${styles.layout}`}>
        <div data-reveal="left">
          <p className="eyebrow">{fill(texts.eyebrow)}</p>
          <h2 id="biography-title">{fill(texts.title)}</h2>
          <p className="lead">{fill(texts.lead)}</p>
          <p className={styles.text}>{fill(texts.text)}</p>
          <div className="button-row">
            <ChatButton>{fill(texts.chatButton)}</ChatButton>
            <Link to={PATHS.contact} className="button button-outline">
              {fill(texts.contactButton)}
            </Link>
          </div>
        </div>
        <dl className={styles.details} data-reveal="up">
          {details.map(({ label, value, Icon }) => (
            <div key={label} className={styles.detail}>
              <dt className={styles.term}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" focusable="false" />
                </span>
                {label}
              </dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
