import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { FEATURE_CARD_STAGGER_MS } from '../../lib/constants';
import { GetStartedLink } from './get-started-link';
import { IconCard } from '../ui/icon-card';
import * as styles from './sections.module.css';

type FeatureGridProps = {
  features: readonly { title: string; desc: string; icon: string }[];
  texts: SectionHeadTexts;
  /** The label of the link under the grid. */
  startButton: string;
};

export function FeatureGrid({ features, texts, startButton }: FeatureGridProps) {
  const fill = usePlaceholders();
  return (
    <section className="section" aria-labelledby="features-title">
      <div className="container">
        <SectionHead id="features-title" texts={texts} />
        <div className={styles.grid3}>
          {features.map((feature, index) => (
            <IconCard key={feature.title} {...feature} revealDelayMs={index * FEATURE_CARD_STAGGER_MS} />
          ))}
        </div>
        <div className={styles.actions}>
          <GetStartedLink label={fill(startButton)} />
        </div>
      </div>
    </section>
  );
}
