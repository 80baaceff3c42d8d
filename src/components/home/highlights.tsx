import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
import { CARD_STAGGER_MS } from '../../lib/constants';
import { IconCard } from '../ui/icon-card';
import * as styles from './highlights.module.css';

type HighlightsProps = {
  highlights: readonly { title: string; desc: string; icon: string }[];
  texts: SectionHeadTexts;
};

/** Six reasons the work holds up, on a dark band. */
export function Highlights({ highlights, texts }: HighlightsProps) {
  return (
    <section className={`section dark ${styles.band}`} aria-labelledby="highlights-title">
      <div className="container">
        <SectionHead id="highlights-title" texts={texts} reveal />
        <div className="grid">
          {highlights.map((highlight, index) => (
            <IconCard key={highlight.title} {...highlight} revealDelayMs={(index % 3) * CARD_STAGGER_MS} />
          ))}
        </div>
      </div>
    </section>
  );
}
