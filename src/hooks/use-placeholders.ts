import { fillPlaceholders, type PlaceholderValues } from '../lib/placeholders';
import { useSiteSettings } from './use-site-settings';

/** A text of data/pages/ with the owner's details (and the given values) in place of its placeholders. */
export type Fill = (text: string, values?: PlaceholderValues) => string;

export function usePlaceholders(): Fill {
  const site = useSiteSettings();
  const owner: PlaceholderValues = {
    name: site.name,
    siteName: site.siteName,
    location: site.location,
    foundingYear: site.foundingYear,
    email: site.emailAddress,
    phone: site.phoneNumberContact,
    address: site.address,
  };
  return (text, values = {}) => fillPlaceholders(text, { ...owner, ...values });
}
