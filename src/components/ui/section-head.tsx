import { usePlaceholders } from '../../hooks/use-placeholders';

/** A section's heading block, as data/pages/ holds it: a small label, the heading and one sentence. */
export type SectionHeadTexts = { readonly eyebrow: string; readonly title: string; readonly lead: string };

type SectionHeadProps = {
  /** The heading's id, which the section is labelled by. */
  id: string;
  texts: SectionHeadTexts;
  /** Whether it enters with the page's entrance animation. */
  reveal?: boolean;
};

/** The centred heading block above a section's cards. */
export function SectionHead({ id, texts, reveal = false }: SectionHeadProps) {
  const fill = usePlaceholders();
  return (
    <div className="section-head center" data-reveal={reveal ? 'up' : undefined}>
      <p className="eyebrow">{fill(texts.eyebrow)}</p>
      <h2 id={id}>{fill(texts.title)}</h2>
      <p className="lead">{fill(texts.lead)}</p>
    </div>
  );
}
