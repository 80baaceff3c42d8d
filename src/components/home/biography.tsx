import { Link } from 'gatsby';
import { FiMail, FiMapPin, FiPhone, FiUser } from 'react-icons/fi';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { PATHS } from '../../lib/routes';
import { telHref } from '../../lib/tel-link';
import { ChatButton } from '../ui/chat-button';
import * as styles from './biography.module.css';

/** A short biography and the owner's contact details. */
export function Biography() {
  const site = useSiteSettings();
  const details = [
    { label: 'Name', value: site.name, Icon: FiUser },
    { label: 'Location', value: site.location, Icon: FiMapPin },
    { label: 'Email', value: <a href={`mailto:${site.emailAddress}`}>{site.emailAddress}</a>, Icon: FiMail },
    { label: 'Phone', value: <a href={telHref(site.phoneNumberContact)}>{site.phoneNumberContact}</a>, Icon: FiPhone },
  ];
  return (
    <section className="section section-alt" aria-labelledby="biography-title">
      <div className={`container ${styles.layout}`}>
        <div data-reveal="left">
          <p className="eyebrow">Biography</p>
          <h2 id="biography-title">Design, code and communication under one roof</h2>
          <p className="lead">
            I am {site.name}, the designer and strategist behind {site.siteName}. I help businesses, founders and public
            figures look credible online and get found by the people they want to reach.
          </p>
          <p className={styles.text}>
            My work runs from the first sketch of a brand to the launch of a website or app, and on to the search, social
            and press work that keeps it growing. Every project gets the same care: clear goals, honest advice, tidy code
            and results you can measure.
          </p>
          <div className="button-row">
            <ChatButton>Chat With Me</ChatButton>
            <Link to={PATHS.contact} className="button button-outline">
              Contact Me
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
