import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { PATHS } from '../../lib/routes';
import { ChatButton } from '../ui/chat-button';
import { Highlighted } from '../ui/highlighted';
import { Picture, type PictureSource } from '../ui/picture';
import * as styles from './hero.module.css';

type HeroProps = {
  image: PictureSource | undefined;
  texts: Queries.PageHomeHero;
};

/** The first screen of the home page: who, what, and the two ways in. Shown at once (no entrance). */
export function Hero({ image, texts }: HeroProps) {
  const fill = usePlaceholders();
  return (
    <section className={`dark ${styles.hero}`} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.greeting}>
            <span className={styles.wave} aria-hidden="true" />
            {fill(texts.greeting)}
          </p>
          <h1 id="hero-title" className={styles.title}>
            <Highlighted text={fill(texts.headline)} className={styles.highlight} />
          </h1>
          <p className={styles.lead}>{fill(texts.lead)}</p>
          <div className="button-row">
            <ChatButton>{fill(texts.chatButton)}</ChatButton>
            <Link to={PATHS.jobs} className="button button-outline">
              {fill(texts.portfolioButton)} <FiArrowRight aria-hidden="true" focusable="false" />
            </Link>
          </div>
        </div>
        {image && (
          <div className={styles.art}>
            <Picture image={image} alt="" eager className={styles.image} />
          </div>
        )}
      </div>
    </section>
  );
}
