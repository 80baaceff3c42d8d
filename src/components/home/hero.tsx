import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { FiArrowRight } from 'react-icons/fi';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { PATHS } from '../../lib/routes';
import { ChatButton } from '../ui/chat-button';
import { Picture } from '../ui/picture';
import * as styles from './hero.module.css';

type HeroProps = {
  image: IGatsbyImageData | undefined;
};

/** The first screen of the home page: who, what, and the two ways in. Shown at once (no entrance). */
export function Hero({ image }: HeroProps) {
  const { name, location, foundingYear } = useSiteSettings();
  return (
    <section className={`dark ${styles.hero}`} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.greeting}>
            <span className={styles.wave} aria-hidden="true" />
            Hi, I&apos;m {name}
          </p>
          <h1 id="hero-title" className={styles.title}>
            <span className={styles.highlight}>Web Design</span> that turns visitors into customers
          </h1>
          <p className={styles.lead}>
            I design and build fast, good-looking websites and apps, then help the brands behind them grow with SEO, social
            media and public relations. Based in {location}, working with ambitious businesses since {foundingYear}.
          </p>
          <div className="button-row">
            <ChatButton>Chat me</ChatButton>
            <Link to={PATHS.jobs} className="button button-outline">
              My Portfolio <FiArrowRight aria-hidden="true" focusable="false" />
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
