/**
 * A headline may highlight one run of its words, written between two asterisks in data/pages/
 * ("*Web Design* that turns visitors into customers").
 */

/** A text with no asterisk, or one pair of them around some words. */
export const HIGHLIGHT_PATTERN = /^[^*]*(?:\*[^*]+\*[^*]*)?$/u;

export type HighlightParts = { before: string; highlight: string; after: string };

/** The text split around its highlighted words (none: all of it is `before`). */
export function splitHighlight(text: string): HighlightParts {
  const match = /^([^*]*)\*([^*]+)\*([^*]*)$/u.exec(text);
  return match ? { before: match[1], highlight: match[2], after: match[3] } : { before: text, highlight: '', after: '' };
}
