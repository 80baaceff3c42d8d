import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { FiCheck } from 'react-icons/fi';
import { Picture } from '../ui/picture';
import { GetStartedLink } from './get-started-link';
import * as styles from './sections.module.css';

type MonitorBlockProps = {
  image: IGatsbyImageData;
};

const POINTS = [
  'Live sales and stock levels for every branch',
  'Low-stock alerts on your phone, wherever you are',
  'Daily income and expense totals at a glance',
];

export function MonitorBlock({ image }: MonitorBlockProps) {
  return (
    <section className="section section-alt" aria-labelledby="monitor-title">
      <div className={`container ${styles.split}`}>
        <div data-reveal="left">
          <Picture
            image={image}
            alt="Today's sales, transactions, average basket and top branch, live on a laptop and a phone"
            className={styles.picture}
          />
        </div>
        <div>
          <p className="eyebrow">Anywhere, any time</p>
          <h2 id="monitor-title">Monitor Your Business Online</h2>
          <p className="lead">
            Check on every shop and warehouse from your phone or laptop, whether you are at the market, on the road or at
            home. What is selling, what is running low and how much came in today are always one tap away.
          </p>
          <ul className={styles.checks}>
            {POINTS.map((point) => (
              <li key={point}>
                <FiCheck aria-hidden="true" focusable="false" />
                {point}
              </li>
            ))}
          </ul>
          <GetStartedLink />
        </div>
      </div>
    </section>
  );
}
