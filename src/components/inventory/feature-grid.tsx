import { FEATURE_CARD_STAGGER_MS } from '../../lib/constants';
import { GetStartedLink } from './get-started-link';
import { IconCard } from '../ui/icon-card';
import * as styles from './sections.module.css';

type FeatureGridProps = {
  features: readonly { title: string; desc: string; icon: string }[];
};

export function FeatureGrid({ features }: FeatureGridProps) {
  return (
    <section className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head center">
          <p className="eyebrow">Features</p>
          <h2 id="features-title">Everything you need to keep stock under control</h2>
          <p className="lead">
            From the first purchase order to the last sale of the day, every movement of stock and money is recorded in
            one place.
          </p>
        </div>
        <div className={styles.grid3}>
          {features.map((feature, index) => (
            <IconCard key={feature.title} {...feature} revealDelayMs={index * FEATURE_CARD_STAGGER_MS} />
          ))}
        </div>
        <div className={styles.actions}>
          <GetStartedLink />
        </div>
      </div>
    </section>
  );
}
