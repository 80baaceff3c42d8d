import { splitHighlight } from '../../lib/highlight';

type HighlightedProps = {
  /** A text whose highlighted words sit between two asterisks (src/lib/highlight.ts). */
  text: string;
  className: string;
};

/** A heading's text with its highlighted words in a span of their own. */
export function Highlighted({ text, className }: HighlightedProps) {
  const { before, highlight, after } = splitHighlight(text);
  return (
    <>
      {before}
      {highlight && <span className={className}>{highlight}</span>}
      {after}
    </>
  );
}
