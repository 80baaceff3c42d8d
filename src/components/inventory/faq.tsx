import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
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
  texts: SectionHeadTexts;
  /** Every answer open (the content editor's preview). */
  allOpen?: boolean;
};

export function Faq({ entries, texts, allOpen }: FaqProps) {
  const items = entries.map((entry) => ({ key: entry.key, label: entry.label, content: <p>{entry.answer}</p> }));
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container">
        <SectionHead id="faq-title" texts={texts} />
        <div className={sections.narrow}>
          <Accordion items={items} headingLevel="h3" idPrefix="faq" allOpen={allOpen} />
        </div>
      </div>
    </section>
  );
}
