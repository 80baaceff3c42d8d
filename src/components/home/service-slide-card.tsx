import { ABOUT } from '../../lib/spoken-only';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { SERVICE_CARD_IMAGE_HEIGHT_PX } from '../../lib/constants';
import { PATHS } from '../../lib/routes';
import { Picture, type PictureSource } from '../ui/picture';
import * as styles from './service-slide-card.module.css';

export type ServiceSlideCardProps = {
  title: string;
  caption: string;
  /** The service's page; a card without one leads home. */
  to?: string;
  image?: PictureSource;
};

/** A card of the service carousel: picture, title, caption and a "Know More" link. */
export function ServiceSlideCard({ title, caption, to = PATHS.home, image }: ServiceSlideCardProps) {
  const { buttons } = useSharedTexts();
  return (
    <article className={styles.card}>
      <div className={styles.media} style={{ height: SERVICE_CARD_IMAGE_HEIGHT_PX }}>
        {image && <Picture image={image} alt="" className={styles.image} />}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.caption}>{caption}</p>
        <Link to={to} className={styles.more}>
          {buttons.knowMore}<span className="visually-hidden">
            {ABOUT} {title}
          </span>
          <FiArrowRight aria-hidden="true" focusable="false" />
        </Link>
      </div>
    </article>
  );
}
