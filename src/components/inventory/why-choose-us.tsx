import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
import { CARD_STAGGER_MS } from '../../lib/constants';
import { IconCard } from '../ui/icon-card';
import * as styles from './sections.module.css';

type WhyChooseUsProps = {
  points: readonly { title: string; desc: string; icon: string }[];
  texts: SectionHeadTexts;
};

export function WhyChooseUs({ points, texts }: WhyChooseUsProps) {
  return (
    <section className={`section dark ${styles.darkBand}`} aria-labelledby="why-title">
      <div className="container">
        <SectionHead id="why-title" texts={texts} />
        <div className={styles.grid4}>
          {points.map((point, index) => (
            <IconCard key={point.title} {...point} revealDelayMs={(index % 4) * CARD_STAGGER_MS} />
          ))}
        </div>
      </div>
    </section>
  );
}
