import { SectionHead, type SectionHeadTexts } from './section-head';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { FiArrowRight } from 'react-icons/fi';
import { CARD_STAGGER_MS } from '../../lib/constants';
import * as styles from './card-section.module.css';

/** The section's own heading, above the grid: a short eyebrow, the title and one sentence. */
type Heading = SectionHeadTexts & { id: string };

type CardSectionProps<Item> = (
  | { heading: Heading; label?: never }
  /** On a page whose banner holds the heading, the section's name for assistive technology. */
  | { label: string; heading?: never }
) & {
  items: readonly Item[];
  /** One card, with its key; `revealDelayMs` staggers the entrances across a row. */
  card: (item: Item, revealDelayMs: number) => ReactNode;
  /** A link to the rest, under the grid. */
  more?: { to: string; text: string };
  /** Another background than the page's (`section-alt`). */
  tone?: 'alt';
  /** What follows the grid across the section's full width. */
  children?: ReactNode;
};

/** How many cards the staggered entrance counts before it starts again: a row on a wide screen. */
const CARDS_PER_ROW = 3;

/** A grid of cards, with a heading or a name, and a link to the rest: the home page's previews, the services and the portfolio. */
export function CardSection<Item>({ heading, label, items, card, more, tone, children }: CardSectionProps<Item>) {
  return (
    <section
      className={tone === 'alt' ? 'section section-alt' : 'section'}
      aria-labelledby={heading ? heading.id : undefined}
      aria-label={label}
    >
      <div className="container">
        {heading && <SectionHead id={heading.id} texts={heading} reveal />}
        <div className="grid">{items.map((item, index) => card(item, (index % CARDS_PER_ROW) * CARD_STAGGER_MS))}</div>
        {more && (
          <p className={styles.more}>
            <Link to={more.to} className="button button-primary">
              {more.text} <FiArrowRight aria-hidden="true" focusable="false" />
            </Link>
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
