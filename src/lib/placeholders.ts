/**
 * Placeholders in the owner's texts (data/pages/): a name in braces, replaced by its value when
 * the page is drawn ("Hi, I'm {name}"). The data schema lets each text use only the ones it knows.
 */

/** Every placeholder, with what it stands for (the editor's hints say it). */
export const PLACEHOLDER_HINTS = {
  name: 'the owner’s name',
  siteName: 'the business name',
  location: 'the location',
  foundingYear: 'the founding year',
  email: 'the email address',
  phone: 'the phone number',
  address: 'the address',
  count: 'how many tools the toolkit lists',
  service: 'the service’s name, in small letters',
  plan: 'the plan’s name',
  price: 'the plan’s price',
  year: 'the copyright year',
  date: 'the date of the last update',
  title: 'the job’s name',
  error: 'what went wrong (Network Error, Too Many Requests …)',
  status: 'the email service’s error number',
  max: 'the largest number allowed',
  min: 'the smallest number allowed',
} as const;

export type Placeholder = keyof typeof PLACEHOLDER_HINTS;

export type PlaceholderValues = Partial<Record<Placeholder, string | number>>;

/** A JSON Schema pattern (and regular expression) for a text that uses only `known` placeholders. */
export function placeholderPattern(known: readonly Placeholder[]): string {
  return known.length === 0 ? '^[^{}]*$' : `^(?:[^{}]|\\{(?:${known.join('|')})\\})*$`;
}

/** The text with each placeholder replaced by its value; one without a value is left as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name as Placeholder];
    return value === undefined ? whole : String(value);
  });
}

/** The owner's details (data/site.json), which every text may use. */
type OwnerDetails = {
  name: string;
  siteName: string;
  location: string;
  foundingYear: number;
  emailAddress: string;
  phoneNumberContact: string;
  address: string;
};

/** The values of the placeholders of the owner's details. */
export function ownerValues(site: OwnerDetails): PlaceholderValues {
  return {
    name: site.name,
    siteName: site.siteName,
    location: site.location,
    foundingYear: site.foundingYear,
    email: site.emailAddress,
    phone: site.phoneNumberContact,
    address: site.address,
  };
}
