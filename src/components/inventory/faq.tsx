import { Accordion } from '../ui/accordion';
import * as sections from './sections.module.css';

type FaqEntry = {
  key: string;
  /** The question. */
  label: string;
  answer: string;
};

type FaqProps = {
  entries: readonly FaqEntry[];
  /** Every answer open (the content editor's preview). */
  allOpen?: boolean;
};

export function Faq({ entries, allOpen }: FaqProps) {
  const items = entries.map((entry) => ({ key: entry.key, label: entry.label, content: <p>{entry.answer}</p> }));
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container">
        <div className="section-head center">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title">Frequently asked questions</h2>
          <p className="lead">What business owners usually ask before they start.</p>
        </div>
        <div className={sections.narrow}>
          <Accordion items={items} headingLevel="h3" idPrefix="faq" allOpen={allOpen} />
        </div>
      </div>
    </section>
  );
}
