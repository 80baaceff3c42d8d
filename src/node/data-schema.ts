import { z } from 'zod';
import { RATING_SCALE } from '../lib/constants';
import { ICON_NAMES } from '../lib/icons';

/**
 * The declared shape of every file under data/ (documented for the owner in data/README.md).
 * The build checks the files against it before anything else runs.
 */

const text = z.string().trim().min(1, 'must not be empty');
const paragraphs = z.array(text).min(1, 'needs at least one paragraph');
const httpsUrl = text.url('must be a full address').startsWith('https://', 'must start with https://');
/** The files an image field may name. */
const IMAGE_FILE = /\.(jpe?g|png)$/i;
const imagePath = text.regex(IMAGE_FILE, 'must be a .jpg, .jpeg or .png file');

/** Whether a field holds the path of an image beside the data file (GraphQL links it to the file). */
export function isImagePath(schema: z.ZodTypeAny): boolean {
  return schema instanceof z.ZodString && schema._def.checks.some((check) => check.kind === 'regex' && check.regex === IMAGE_FILE);
}
const icon = z.enum(ICON_NAMES);
const percent = z.number().int('must be a whole number').min(0).max(100);

const site = z
  .object({
    name: text,
    siteName: text,
    tagline: text,
    description: text,
    location: text,
    address: text,
    whatsAppContact: text.regex(/^\d{8,15}$/, 'must be the number in digits only, with the country code'),
    whatAppLeadingMessage: text,
    phoneNumberContact: text,
    emailAddress: text.email('must be an email address'),
    facebookLink: httpsUrl,
    twitterLink: httpsUrl,
    linkedInLink: httpsUrl,
    instagramLink: httpsUrl,
    mapEmbedUrl: httpsUrl,
    foundingYear: z.number().int().min(1900).max(2100),
  })
  .strict();

const service = z
  .object({
    id: z.number().int('must be a whole number').positive(),
    slug: text.regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "_" and "-"'),
    title: text,
    subTitle: text,
    caption: text,
    desc: text,
    icon,
    image: imagePath,
    content: paragraphs,
    offerings: z.array(text),
    quoteLabel: z.enum(['Get a Quote', 'Get Quote']),
  })
  .strict();

export const JOB_TAGS = [
  'Web', 'App', 'SEO', 'Agency', 'Payment Gateway', 'E-learning', 'News', 'WordPress', 'Beauty',
  'School Portal', 'Accounting', 'Software Development', 'Donation',
] as const;
export const JOB_CATEGORIES = ['Web_Development', 'App_Development', 'Social_Media'] as const;

const job = z
  .object({
    title: text,
    subTitle: text,
    caption: text,
    image: imagePath,
    content: z.array(text).length(4, 'must have exactly 4 paragraphs'),
    link: httpsUrl,
    tag: z.array(z.enum(JOB_TAGS)).min(1, 'needs at least one tag'),
    category: z.enum(JOB_CATEGORIES),
  })
  .strict();

const titled = { title: text, desc: text };
const skill = z.object({ ...titled, icon: text.max(8, 'must be one emoji') }).strict();
const processStep = z.object({ ...titled, image: imagePath }).strict();
const bar = z.object({ title: text, value: percent }).strict();
const iconCard = z.object({ ...titled, icon }).strict();
const counter = z.object({ label: text, value: z.number().int().nonnegative(), unit: text }).strict();
const serviceType = z.object({ title: text }).strict();
const plan = z.object({ name: text, price: text, features: z.array(text).min(1), popular: z.boolean() }).strict();
const rating = z
  .number()
  .int('must be a whole number of stars')
  .min(RATING_SCALE.worst, `must be ${RATING_SCALE.worst} to ${RATING_SCALE.best}`)
  .max(RATING_SCALE.best, `must be ${RATING_SCALE.worst} to ${RATING_SCALE.best}`);
const testimonial = z.object({ title: text, subTitle: text, caption: text, rating, image: imagePath }).strict();
const faq = z.object({ key: text.regex(/^\d+$/, 'must be a number in quotes, like "1"'), label: text, answer: text }).strict();

const legal = z
  .object({
    slug: z.enum(['terms_and_condition', 'privacy_policy']),
    title: text,
    lastUpdated: text.regex(/^\d{2}-\d{2}-\d{4}$/, 'must be a date written DD-MM-YYYY'),
    intro: paragraphs,
    sections: z
      .array(z.object({ title: text, paragraphs, items: z.array(text).optional() }).strict())
      .min(1, 'needs at least one section'),
  })
  .strict();

export type Collection = {
  schema: z.ZodTypeAny;
  /** A list file (false: one object). */
  list: boolean;
  /** The number of entries the site's layout depends on. */
  count?: { min?: number; exactly?: number };
  /** Fields whose values must not repeat across entries. */
  unique?: readonly string[];
  /** A field that must count 1, 2, 3 … in the order of the entries. */
  sequence?: string;
  /** A true/false field that exactly one entry sets to true. */
  exactlyOne?: string;
};

export const COLLECTIONS: Record<string, Collection> = {
  'site.json': { schema: site, list: false },
  'services.json': { schema: service, list: true, count: { min: 3 }, unique: ['id', 'slug', 'title'], sequence: 'id' },
  'jobs.json': { schema: job, list: true, count: { min: 4 }, unique: ['title'] },
  'skills.json': { schema: skill, list: true, count: { min: 1 } },
  'process-steps.json': { schema: processStep, list: true, count: { exactly: 3 } },
  'skill-bars.json': { schema: bar, list: true, count: { min: 1 } },
  'toolkit.json': { schema: bar, list: true, count: { min: 1 } },
  'highlights.json': { schema: iconCard, list: true, count: { min: 1 } },
  'counters.json': { schema: counter, list: true, count: { exactly: 4 } },
  'service-types.json': { schema: serviceType, list: true, count: { min: 1 }, unique: ['title'] },
  'inventory-features.json': { schema: iconCard, list: true, count: { min: 1 } },
  'why-choose-us.json': { schema: iconCard, list: true, count: { min: 1 } },
  'pricing-plans.json': { schema: plan, list: true, count: { min: 1 }, unique: ['name'], exactlyOne: 'popular' },
  'testimonials.json': { schema: testimonial, list: true, count: { min: 1 } },
  'faq.json': { schema: faq, list: true, count: { min: 1 }, unique: ['key'], sequence: 'key' },
  'legal/terms_and_condition.json': { schema: legal, list: false },
  'legal/privacy_policy.json': { schema: legal, list: false },
};
