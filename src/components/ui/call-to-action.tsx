import { Link } from 'gatsby';
import { PATHS } from '../../lib/routes';
import { ChatButton } from './chat-button';
import * as styles from './call-to-action.module.css';

type CallToActionProps = {
  title?: string;
  text?: string;
  /** The label of the main button. */
  contactLabel?: string;
  /** Where the main button leads: the contact page unless a page says otherwise. */
  to?: string;
  /** The section before it is on another background (`section-alt`): it keeps its own space above. */
  afterAlt?: boolean;
};

/**
 * The closing invitation of a page: the contact page (or another), or a chat. After a section on
 * the same background, whose space below is enough, it adds none above.
 */
export function CallToAction({
  title = 'Ready to grow your brand?',
  text = 'Tell us where you are and where you want to be. We reply within one working day with a clear plan and an honest quote.',
  contactLabel = 'Contact Us',
  to = PATHS.contact,
  afterAlt = false,
}: CallToActionProps) {
  return (
    <section className={afterAlt ? 'section' : `section ${styles.section}`} aria-labelledby="cta-title">
      <div className={`container`}>
        <div className={`dark ${styles.panel}`}>
          <div>
            <h2 id="cta-title" className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>{text}</p>
          </div>
          <div className="button-row">
            <Link to={to} className="button button-accent">
              {contactLabel}
            </Link>
            <ChatButton>Chat with me</ChatButton>
          </div>
        </div>
      </div>
    </section>
  );
}
