import { CARD_STAGGER_MS } from '../../lib/constants';
import { IconCard } from '../ui/icon-card';
import * as styles from './sections.module.css';

type WhyChooseUsProps = {
  points: readonly { title: string; desc: string; icon: string }[];
};

export function WhyChooseUs({ points }: WhyChooseUsProps) {
  return (
    <section className={`section dark ${styles.darkBand}`} aria-labelledby="why-title">
      <div className="container">
        <div className="section-head center">
          <p className="eyebrow">Our promise</p>
          <h2 id="why-title">Why Choose Us</h2>
          <p className="lead">Software from a team that knows Nigerian business, and stays with you after you go live.</p>
        </div>
        <div className={styles.grid4}>
          {points.map((point, index) => (
            <IconCard key={point.title} {...point} revealDelayMs={(index % 4) * CARD_STAGGER_MS} />
          ))}
        </div>
      </div>
    </section>
  );
}
