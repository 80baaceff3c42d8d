import type { Reporter } from 'gatsby';
import { banner } from './check-email-settings';
import { COLLECTIONS, jsonSchemaOf, type Site } from '../data/data-schema';
import { SITE_FILE } from './site-settings';

/**
 * The owner's details still holding the sample values the project ships with (data/site.json):
 * the site builds with them, but must not go live with them. Each rule says what it found.
 */
const SAMPLE_RULES: readonly { found: string; matches: (value: string) => boolean }[] = [
  { found: 'is an example.com address', matches: (value) => /(^|[@./])example\.(com|org|net)(\/|$)/i.test(value) },
  // A number whose last seven digits or more are zeros: "+234 000 000 0000", "2340000000000".
  { found: 'is a sample number (all zeros)', matches: (value) => /^\+?[\d\s().-]+$/.test(value) && /0{7,}$/.test(value.replace(/\D/g, '')) },
  { found: 'contains the word "Sample"', matches: (value) => /\bsample\b/i.test(value) },
  {
    found: 'is a placeholder profile (/example)',
    matches: (value) => /^https:\/\//.test(value) && /\/example\/?$/i.test(new URL(value).pathname),
  },
];

export type SampleValue = { field: string; title: string; value: string; found: string };

/** The fields of the site settings that still hold a sample value, with what marks each as one. */
export function sampleValues(site: Readonly<Record<string, unknown>>): SampleValue[] {
  const properties = jsonSchemaOf(COLLECTIONS[SITE_FILE]).properties ?? {};
  return Object.entries(site).flatMap(([field, value]) => {
    if (typeof value !== 'string') return [];
    const rule = SAMPLE_RULES.find(({ matches }) => matches(value));
    if (!rule) return [];
    const schema = properties[field];
    const title = typeof schema === 'object' && typeof schema.title === 'string' ? schema.title : field;
    return [{ field, title, value, found: rule.found }];
  });
}

/** The build's warning for the sample values in data/site.json; silent when there is none. */
export function warnOfSampleValues(reporter: Pick<Reporter, 'warn'>, site: Site): void {
  const samples = sampleValues(site);
  if (samples.length === 0) return;
  reporter.warn(
    banner([
      `SAMPLE DETAILS: ${samples.length} of the owner's details are still the project's samples.`,
      '  Visitors would see them. Change them in data/site.json, or in /admin under',
      `  "${COLLECTIONS[SITE_FILE].label}", and build again before the site goes live:`,
      ...samples.map(({ field, title, value, found }) => `    - ${title} (${field}): "${value}" ${found}`),
    ]),
  );
}
