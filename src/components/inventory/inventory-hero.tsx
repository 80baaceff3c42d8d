import { usePlaceholders } from '../../hooks/use-placeholders';
import { Highlighted } from '../ui/highlighted';
import { FiCheck } from 'react-icons/fi';
import { ChatButton } from '../ui/chat-button';
import { Picture, type PictureSource } from '../ui/picture';
import * as styles from './inventory-hero.module.css';

type InventoryHeroProps = {
  /** The dashboard mock-up, the largest thing on the first screen: loaded at once. */
  dashboard: PictureSource;
  texts: Queries.PageInventoryHero;
};

export function InventoryHero({ dashboard, texts }: InventoryHeroProps) {
  const fill = usePlaceholders();
  return (
    <section className={`dark ${styles.hero}`} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className="eyebrow">{fill(texts.eyebrow)}</p>
          <h1 id="page-title" className={styles.title}>
            <Highlighted text={fill(texts.headline)} className={styles.highlight} />
          </h1>
          <p className={`lead ${styles.lead}`}>{fill(texts.lead)}</p>
          <div className="button-row">
            <ChatButton>{fill(texts.startButton)}</ChatButton>
            <a href="#pricing" className="button button-outline">
              {fill(texts.pricingButton)}
            </a>
          </div>
          <ul className={styles.promises}>
            {texts.promises.map((promise) => (
              <li key={promise}>
                <FiCheck aria-hidden="true" focusable="false" />
                {fill(promise)}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.visual}>
          <Picture
            image={dashboard}
            alt={fill(texts.imageAlt)}
            eager
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}
