import { usePlaceholders } from '../../hooks/use-placeholders';
import { FiCheck } from 'react-icons/fi';
import { Picture, type PictureSource } from '../ui/picture';
import { GetStartedLink } from './get-started-link';
import * as styles from './sections.module.css';

type MonitorBlockProps = {
  image: PictureSource;
  texts: Queries.PageInventoryMonitor;
  /** The label of the link under the list. */
  startButton: string;
};

export function MonitorBlock({ image, texts, startButton }: MonitorBlockProps) {
  const fill = usePlaceholders();
  return (
    <section className="section section-alt" aria-labelledby="monitor-title">
      <div className={`container ${styles.split}`}>
        <div data-reveal="left">
          <Picture
            image={image}
            alt={fill(texts.imageAlt)}
            className={styles.picture}
          />
        </div>
        <div>
          <p className="eyebrow">{fill(texts.eyebrow)}</p>
          <h2 id="monitor-title">{fill(texts.title)}</h2>
          <p className="lead">{fill(texts.lead)}</p>
          <ul className={styles.checks}>
            {texts.points.map((point) => (
              <li key={point}>
                <FiCheck aria-hidden="true" focusable="false" />
                {fill(point)}
              </li>
            ))}
          </ul>
          <GetStartedLink label={fill(startButton)} />
        </div>
      </div>
    </section>
  );
}
