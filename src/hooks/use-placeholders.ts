import { fillPlaceholders, ownerValues, type PlaceholderValues } from '../lib/placeholders';
import { useSiteSettings } from './use-site-settings';

/** A text of data/pages/ with the owner's details (and the given values) in place of its placeholders. */
export type Fill = (text: string, values?: PlaceholderValues) => string;

export function usePlaceholders(): Fill {
  const owner = ownerValues(useSiteSettings());
  return (text, values = {}) => fillPlaceholders(text, { ...owner, ...values });
}
