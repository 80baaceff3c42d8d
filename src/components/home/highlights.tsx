import type React from 'react';
import { CARD_STAGGER_MS } from '../../lib/constants';
import { Icon } from '../ui/icon';
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
        <ul className={styles.list}>
          {highlights.map((highlight, index) => (
            <li
              key={highlight.title}
              className={styles.item}
              data-reveal="up"
              style={{ '--reveal-delay': `${(index % 3) * CARD_STAGGER_MS}ms` } as React.CSSProperties}
            >
              <span className={styles.icon}>
                <Icon name={highlight.icon} />
              </span>
              <h3 className={styles.title}>{highlight.title}</h3>
              <p className={styles.desc}>{highlight.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
