import { useSharedTexts } from '../../hooks/use-shared-texts';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { Link } from 'gatsby';
import { PATHS } from '../../lib/routes';
import { ChatButton } from './chat-button';
import * as styles from './call-to-action.module.css';

type CallToActionProps = {
  /** The heading, the text and the main button's label, from the page's file in data/pages/. */
  texts: { readonly title: string; readonly text: string; readonly button: string };
  /** Where the main button leads: the contact page unless a page says otherwise. */
  to?: string;
  /** The section before it is on another background (`section-alt`): it keeps its own space above. */
  afterAlt?: boolean;
};

/**
 * The closing invitation of a page: the contact page (or another), or a chat. After a section on
 * the same background, whose space below is enough, it adds none above.
 */
export function CallToAction({ texts, to = PATHS.contact, afterAlt = false }: CallToActionProps) {
  const fill = usePlaceholders();
  const { buttons } = useSharedTexts();
  return (
    <section className={afterAlt ? 'section' : `section ${styles.section}`} aria-labelledby="cta-title">
      <div className={`container`}>
        <div className={`dark ${styles.panel}`}>
          <div>
            <h2 id="cta-title" className={styles.title}>
              {fill(texts.title)}
            </h2>
            <p className={styles.text}>{fill(texts.text)}</p>
          </div>
          <div className="button-row">
            <Link to={to} className="button button-accent">
              {fill(texts.button)}
            </Link>
            <ChatButton>{fill(buttons.chat)}</ChatButton>
          </div>
        </div>
      </div>
    </section>
  );
}
