import { usePlaceholders } from '../../hooks/use-placeholders';
import { PageBanner } from '../ui/page-banner';
import * as styles from './legal-document.module.css';

export type LegalDocumentProps = {
  title: string;
  lastUpdated: string;
  intro: readonly string[];
  sections: readonly { title: string; paragraphs: readonly string[]; items: readonly string[] | null }[];
  /** The words both legal pages share (data/pages/legal.json). */
  texts: { readonly lastUpdated: string; readonly contentsTitle: string };
};

/** A legal text: numbered sections with a table of contents. */
export function LegalDocument({ title, lastUpdated, intro, sections, texts }: LegalDocumentProps) {
  const fill = usePlaceholders();
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageBanner title={title} subtitle={fill(texts.lastUpdated, { date: lastUpdated })} innerClassName={styles.bannerInner} />
      <div className={`container section ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            {fill(texts.contentsTitle)}
          </h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.body}>
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="lead">
              {paragraph}
            </p>
          ))}
          {sections.map((section, index) => (
            <section key={section.title} id={anchor(index)} aria-labelledby={`${anchor(index)}-title`} className={styles.section}>
              <h2 id={`${anchor(index)}-title`} className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.items && section.items.length > 0 && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
