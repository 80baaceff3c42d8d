import fs from 'node:fs';
import type {
  Bar,
  CounterEntry,
  FaqEntry,
  IconCard,
  Job,
  Legal,
  PricingPlan,
  ProcessStep,
  Service,
  ServiceType,
  Site,
  Skill,
  Testimonial,
} from '../../src/node/data/data-schema';
import type { PageTexts } from '../../src/node/data/page-texts-schema';
import { splitHighlight } from '../../src/lib/highlight';
import { fillPlaceholders, ownerValues, type PlaceholderValues } from '../../src/lib/placeholders';
import { jobPath, PATHS, servicePath } from '../../src/lib/routes';

/** What each file under data/ holds, in the shapes the build checks it against (src/node/data/data-schema.ts). */
export type DataFiles = {
  'site.json': Site;
  'services.json': Service[];
  'jobs.json': Job[];
  'skills.json': Skill[];
  'process-steps.json': ProcessStep[];
  'skill-bars.json': Bar[];
  'toolkit.json': Bar[];
  'highlights.json': IconCard[];
  'counters.json': CounterEntry[];
  'service-types.json': ServiceType[];
  'inventory-features.json': IconCard[];
  'why-choose-us.json': IconCard[];
  'pricing-plans.json': PricingPlan[];
  'testimonials.json': Testimonial[];
  'faq.json': FaqEntry[];
  'legal/terms_and_condition.json': Legal;
  'legal/privacy_policy.json': Legal;
  'pages/shared.json': PageTexts['shared'];
  'pages/home.json': PageTexts['home'];
  'pages/about.json': PageTexts['about'];
  'pages/services.json': PageTexts['services'];
  'pages/service.json': PageTexts['service'];
  'pages/portfolio.json': PageTexts['portfolio'];
  'pages/job.json': PageTexts['job'];
  'pages/contact.json': PageTexts['contact'];
  'pages/inventory.json': PageTexts['inventory'];
  'pages/legal.json': PageTexts['legal'];
  'pages/not-found.json': PageTexts['notFound'];
};

/**
 * A data file as the build reads it. What the owner may change at /admin (prices, counters, jobs,
 * testimonials, answers …) is expected from here, never written into a test; tests write down
 * only what SPEC.md fixes.
 */
export const readData = <File extends keyof DataFiles>(file: File): DataFiles[File] =>
  JSON.parse(fs.readFileSync(`data/${file}`, 'utf8')) as DataFiles[File];

/**
 * A text of data/pages/ as the page shows it: the owner's details (data/site.json) and the given
 * values in place of its placeholders ("Hi, I'm {name}").
 */
export function shown(text: string, values: PlaceholderValues = {}): string {
  return fillPlaceholders(text, { ...ownerValues(readData('site.json')), ...values });
}

/** A headline as the page shows it: filled in, and its highlighted words without their asterisks ("*Web Design* that …"). */
export function shownHeadline(text: string): string {
  const { before, highlight, after } = splitHighlight(text);
  return shown(`${before}${highlight}${after}`);
}

/** `text` escaped for a regular expression, to be found as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a text that holds `text` as written (a plain string would also match in any case). */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/** A pattern for a name that starts with one of `texts` as written (a link's label, then what a screen reader adds). */
export const startingWith = (...texts: string[]) => new RegExp(`^(?:${texts.map(escapeRegExp).join('|')})`);

/** One screen of each kind, at its canonical address: every fixed page, a service page and a job page. */
export const ONE_OF_EACH_SCREEN: string[] = [
  ...Object.values(PATHS),
  servicePath(readData('services.json')[0]),
  jobPath(1, readData('jobs.json')[0].title),
];

/** An address that is none of ours: the 404 screen. */
export const A_MISSING_PAGE = '/no-such-page';

/** Every canonical screen: the fixed pages, and the page of every service and every job. */
export const EVERY_CANONICAL_SCREEN: string[] = [
  ...Object.values(PATHS),
  ...readData('services.json').map(servicePath),
  ...readData('jobs.json').map((job: { title: string }, index: number) => jobPath(index + 1, job.title)),
];
