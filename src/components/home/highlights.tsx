import { CARD_STAGGER_MS } from '../../lib/constants';
import { IconCard } from '../ui/icon-card';
import * as styles from './highlights.module.css';

type HighlightsProps = {
  highlights: readonly { title: string; desc: string; icon: string }[];
};

/** Six reasons the work holds up, on a dark band. */
export function Highlights({ highlights }: HighlightsProps) {
  return (
    <section className={`section dark ${styles.band}`} aria-labelledby="highlights-title">
      <div className="container">
        <div className="section-head center" data-reveal="up">
          <p className="eyebrow">How I work</p>
          <h2 id="highlights-title">Built with care, from research to launch</h2>
          <p className="lead">The habits behind every website, app and campaign that leaves the studio.</p>
        </div>
        <div className="grid">
          {highlights.map((highlight, index) => (
            <IconCard key={highlight.title} {...highlight} revealDelayMs={(index % 3) * CARD_STAGGER_MS} />
          ))}
        </div>
      </div>
    </section>
  );
}
