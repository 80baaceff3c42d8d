import { z } from 'zod';
import { RATING_SCALE } from '../lib/constants';
import { ICON_NAMES } from '../lib/icons';
import { IMAGE_FILE } from '../lib/image-paths';

/**
 * The declared shape of every file under data/ (documented for the owner in data/README.md).
 * The build checks the files against it before anything else runs, and the content editor at
 * /admin is configured from it (src/node/admin/cms-config.ts): each field's label and hint are
 * declared here, once, with `about`.
 */

/** How the owner's editors present a field: the form at /admin, and the schema's descriptions. */
export type FieldHelp = {
  /** A short name, shown above the input. */
  label: string;
  /** What the field is for and how to write it, in plain words. */
  hint?: string;
  /** Long text, edited in a text area (for a list: each of its items). */
  long?: boolean;
  /** For a list: what one of its items is called ("Paragraph"). */
  item?: string;
};

const HELP = new WeakMap<z.ZodTypeAny, FieldHelp>();

/** Gives a field its label and hint; they also become its description ("label: hint"). */
function about<T extends z.ZodTypeAny>(schema: T, help: FieldHelp): T {
  const described = schema.describe(help.hint ? `${help.label}: ${help.hint}` : help.label);
  HELP.set(described, help);
  return described;
}

/** The label and hint a field was declared with, if any. */
export function helpOf(schema: z.ZodTypeAny): FieldHelp | undefined {
  return HELP.get(schema);
}

const text = z.string().trim().min(1, 'must not be empty');
const paragraphs = z.array(text).min(1, 'needs at least one paragraph');
const httpsUrl = text.url('must be a full address').startsWith('https://', 'must start with https://');
const imagePath = text.regex(IMAGE_FILE, 'must be a .jpg, .jpeg or .png file');

/** Whether a field holds the path of an image beside the data file (GraphQL links it to the file). */
export function isImagePath(schema: z.ZodTypeAny): boolean {
  return schema instanceof z.ZodString && schema._def.checks.some((check) => check.kind === 'regex' && check.regex === IMAGE_FILE);
}
const icon = z.enum(ICON_NAMES);
const percent = z.number().int('must be a whole number').min(0).max(100);

const link = (label: string, hint: string) => about(httpsUrl, { label, hint: `${hint}, starting with https://` });
const picture = (hint: string) => about(imagePath, { label: 'Picture', hint });

const site = z
  .object({
    name: about(text, { label: 'Owner’s name', hint: 'shown in the home page greeting and biography' }),
    siteName: about(text, { label: 'Business name', hint: 'shown in the top bar, footer and page titles' }),
    tagline: about(text, { label: 'Tagline', hint: 'one sentence under the business name (footer, link previews)' }),
    description: about(text, {
      label: 'Description',
      hint: 'two sentences about the business, used where a page has no description of its own',
      long: true,
    }),
    location: about(text, { label: 'Location', hint: 'city and country, shown in the biography' }),
    address: about(text, { label: 'Address', hint: 'the full postal address, shown in the footer and in search results' }),
    whatsAppContact: about(text.regex(/^\d{8,15}$/, 'must be the number in digits only, with the country code'), {
      label: 'WhatsApp number',
      hint: 'digits only, with the country code: 2340000000000',
    }),
    whatAppLeadingMessage: about(text, { label: 'WhatsApp greeting', hint: 'the greeting pre-filled in the WhatsApp chat' }),
    phoneNumberContact: about(text, { label: 'Phone number', hint: 'the phone number as shown: +234 000 000 0000' }),
    emailAddress: about(text.email('must be an email address'), { label: 'Email address', hint: 'the contact email' }),
    facebookLink: link('Facebook link', 'the Facebook profile'),
    twitterLink: link('Twitter link', 'the Twitter profile'),
    linkedInLink: link('LinkedIn link', 'the LinkedIn profile'),
    instagramLink: link('Instagram link', 'the Instagram profile'),
    mapEmbedUrl: link('Map address', 'the address of the map embedded on the contact page'),
    foundingYear: about(z.number().int().min(1900).max(2100), { label: 'Founding year', hint: 'the year the business started' }),
  })
  .strict();

const title = (hint: string) => about(text, { label: 'Title', hint });
const description = (hint: string) => about(text, { label: 'Description', hint, long: true });
const iconName = about(icon, { label: 'Icon', hint: 'the drawing shown with it (see the list of icons in data/README.md)' });

const service = z
  .object({
    id: about(z.number().int('must be a whole number').positive(), {
      label: 'Number',
      hint: '1, 2, 3 … in the order of the list; the number in the page address',
    }),
    slug: about(text.regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "_" and "-"'), {
      label: 'Address name',
      hint: 'the last part of the page address (/services/3/SEO); letters, digits, _ and - only',
    }),
    title: title('the service name'),
    subTitle: about(text, { label: 'Subtitle', hint: 'one line under the title on its page' }),
    caption: about(text, { label: 'Caption', hint: 'one sentence for the carousel card', long: true }),
    desc: description('two sentences for the services grid; also the page’s search description'),
    icon: iconName,
    image: picture('the header image, at least 1200 px wide (JPEG or PNG)'),
    content: about(paragraphs, { label: 'Paragraphs', hint: 'the page’s paragraphs (three to five)', long: true, item: 'Paragraph' }),
    offerings: about(z.array(text), { label: 'Offerings', hint: 'what the service includes (usually four short items)', item: 'Offering' }),
    quoteLabel: about(z.enum(['Get a Quote', 'Get Quote']), { label: 'Quote button', hint: 'the quote button’s label' }),
  })
  .strict();

export const JOB_TAGS = [
  'Web', 'App', 'SEO', 'Agency', 'Payment Gateway', 'E-learning', 'News', 'WordPress', 'Beauty',
  'School Portal', 'Accounting', 'Software Development', 'Donation',
] as const;
export const JOB_CATEGORIES = ['Web_Development', 'App_Development', 'Social_Media'] as const;

const job = z
  .object({
    title: title('the project’s name; it also makes the page address'),
    subTitle: about(text, { label: 'Subtitle', hint: 'one line under the title' }),
    caption: about(text, { label: 'Caption', hint: 'one or two sentences for the card; also the page’s search description', long: true }),
    image: picture('a mock-up of the project, at least 1200 px wide (JPEG or PNG)'),
    content: about(z.array(text).length(4, 'must have exactly 4 paragraphs'), {
      label: 'Paragraphs',
      hint: 'exactly four: the client, the challenge, what was built, the result',
      long: true,
      item: 'Paragraph',
    }),
    link: link('Link', 'the live project or its app store page'),
    tag: about(z.array(z.enum(JOB_TAGS)).min(1, 'needs at least one tag'), { label: 'Tags', hint: 'labels shown in green; at least one' }),
    category: about(z.enum(JOB_CATEGORIES), { label: 'Category', hint: 'the kind of work' }),
  })
  .strict();

const skill = z
  .object({
    title: title('the skill'),
    desc: description('one or two sentences'),
    icon: about(text.max(8, 'must be one emoji'), { label: 'Icon', hint: 'one emoji' }),
  })
  .strict();
const processStep = z
  .object({ title: title('the step'), desc: description('one or two sentences'), image: picture('the step’s picture (JPEG or PNG)') })
  .strict();
const value = about(percent, { label: 'Value', hint: 'how full the bar is, from 0 to 100' });
const bar = z.object({ title: title('what the bar measures'), value }).strict();
const iconCard = z.object({ title: title('the card’s heading'), desc: description('one or two sentences'), icon: iconName }).strict();
const counter = z
  .object({
    label: about(text, { label: 'Label', hint: 'what is counted: Experience' }),
    value: about(z.number().int().nonnegative(), { label: 'Number', hint: 'a whole number' }),
    unit: about(text, { label: 'Unit', hint: 'the word after the number: years' }),
  })
  .strict();
const serviceType = z.object({ title: title('a choice of the contact form’s service type') }).strict();
const plan = z
  .object({
    name: about(text, { label: 'Name', hint: 'the plan’s name' }),
    price: about(text, { label: 'Price', hint: 'as shown: $29/mo' }),
    features: about(z.array(text).min(1), { label: 'Features', hint: 'what the plan includes; at least one', item: 'Feature' }),
    popular: about(z.boolean(), { label: 'Most popular', hint: 'exactly one plan is marked “Most Popular”' }),
  })
  .strict();
const testimonial = z
  .object({
    title: about(text, { label: 'Name', hint: 'the person’s name' }),
    subTitle: about(text, { label: 'Role', hint: 'role and company' }),
    caption: about(text, { label: 'Quote', hint: 'what they said', long: true }),
    rating: about(
      z
        .number()
        .int('must be a whole number of stars')
        .min(RATING_SCALE.worst, `must be ${RATING_SCALE.worst} to ${RATING_SCALE.best}`)
        .max(RATING_SCALE.best, `must be ${RATING_SCALE.worst} to ${RATING_SCALE.best}`),
      { label: 'Rating', hint: `the stars the customer gave, ${RATING_SCALE.worst} to ${RATING_SCALE.best}` },
    ),
    image: picture('a square photo of the person (JPEG or PNG)'),
  })
  .strict();
const faq = z
  .object({
    key: about(text.regex(/^\d+$/, 'must be a number written in digits, like "1"'), { label: 'Number', hint: '1, 2, 3 … in the order of the list' }),
    label: about(text, { label: 'Question', hint: 'the question' }),
    answer: about(text, { label: 'Answer', hint: 'the answer', long: true }),
  })
  .strict();

const legal = z
  .object({
    slug: about(z.enum(['terms_and_condition', 'privacy_policy']), { label: 'Address', hint: 'the page address' }),
    title: title('the page title'),
    lastUpdated: about(text.regex(/^\d{2}-\d{2}-\d{4}$/, 'must be a date written DD-MM-YYYY'), {
      label: 'Last updated',
      hint: 'the date shown, written DD-MM-YYYY',
    }),
    intro: about(paragraphs, { label: 'Introduction', hint: 'paragraphs before the first section', long: true, item: 'Paragraph' }),
    sections: about(
      z
        .array(
          z
            .object({
              title: title('the section’s heading; sections are numbered by the site'),
              paragraphs: about(paragraphs, { label: 'Paragraphs', hint: 'at least one', long: true, item: 'Paragraph' }),
              items: about(z.array(text).optional(), { label: 'Bulleted list', hint: 'optional: a list shown after the paragraphs' }),
            })
            .strict(),
        )
        .min(1, 'needs at least one section'),
      { label: 'Sections', hint: 'the numbered sections', item: 'Section' },
    ),
  })
  .strict();

export type Collection = {
  schema: z.ZodTypeAny;
  /** A list file (false: one object). */
  list: boolean;
  /** What the owner's editors call the file, and what it holds, in plain words. */
  label: string;
  hint: string;
  /** For a list file: what one of its entries is called ("Service"). */
  item?: string;
  /** The part of the site that shows it; /admin groups the files by it, in this order. */
  group: string;
  /** Where pictures added to its entries go, under data/ (the form its image paths take). */
  images?: string;
  /** The number of entries the site's layout depends on. */
  count?: { min?: number; exactly?: number };
  /** Fields whose values must not repeat across entries. */
  unique?: readonly string[];
  /** A field that must count 1, 2, 3 … in the order of the entries. */
  sequence?: string;
  /** A true/false field that exactly one entry sets to true. */
  exactlyOne?: string;
};

const SITE = 'Site settings';
const HOME = 'Home and About';
const INVENTORY = 'Inventory software';
const LEGAL = 'Legal pages';

export const COLLECTIONS: Record<string, Collection> = {
  'site.json': {
    schema: site, list: false, group: SITE, label: 'Owner and business',
    hint: 'The owner’s and the business’s details, shown across the site.',
  },
  'services.json': {
    schema: service, list: true, item: 'Service', group: 'Services', label: 'Services', images: 'images/services',
    hint: 'The services, in order: the home page shows the first three, the carousel all of them.',
    count: { min: 3 }, unique: ['id', 'slug', 'title'], sequence: 'id',
  },
  'jobs.json': {
    schema: job, list: true, item: 'Job', group: 'Portfolio', label: 'Jobs', images: 'images/jobs',
    hint: 'The portfolio, in order: the first job is number 1 in its address; the home page shows the first three.',
    count: { min: 4 }, unique: ['title'],
  },
  'skills.json': { schema: skill, list: true, item: 'Skill', group: HOME, label: 'Skills', hint: 'The skills grid of the About page.', count: { min: 1 } },
  'process-steps.json': {
    schema: processStep, list: true, item: 'Step', group: HOME, label: 'Process steps', images: 'images/process',
    hint: 'The three steps of how the work is done (About page).', count: { exactly: 3 },
  },
  'skill-bars.json': { schema: bar, list: true, item: 'Skill bar', group: HOME, label: 'Skill bars', hint: 'The skill bars of the home page.', count: { min: 1 } },
  'toolkit.json': { schema: bar, list: true, item: 'Tool', group: HOME, label: 'Marketing toolkit', hint: 'The digital marketing tools of the home page, with bars.', count: { min: 1 } },
  'highlights.json': { schema: iconCard, list: true, item: 'Highlight', group: HOME, label: 'Highlights', hint: 'The six service highlights of the home page.', count: { min: 1 } },
  'counters.json': { schema: counter, list: true, item: 'Counter', group: HOME, label: 'Counters', hint: 'The four counters of the home and About pages.', count: { exactly: 4 } },
  'service-types.json': {
    schema: serviceType, list: true, item: 'Service type', group: 'Contact page', label: 'Service types',
    hint: 'The choices of the contact form’s service type.', count: { min: 1 }, unique: ['title'],
  },
  'inventory-features.json': { schema: iconCard, list: true, item: 'Feature', group: INVENTORY, label: 'Features', hint: 'The software’s features.', count: { min: 1 } },
  'why-choose-us.json': { schema: iconCard, list: true, item: 'Reason', group: INVENTORY, label: 'Why choose us', hint: 'The reasons to choose the software.', count: { min: 1 } },
  'pricing-plans.json': {
    schema: plan, list: true, item: 'Plan', group: INVENTORY, label: 'Pricing plans',
    hint: 'The plans; exactly one is marked “Most Popular”.', count: { min: 1 }, unique: ['name'], exactlyOne: 'popular',
  },
  'testimonials.json': {
    schema: testimonial, list: true, item: 'Testimonial', group: INVENTORY, label: 'Testimonials', images: 'images/testimonials',
    hint: 'What customers say, each with a square photo.', count: { min: 1 },
  },
  'faq.json': {
    schema: faq, list: true, item: 'Question', group: INVENTORY, label: 'Questions and answers',
    hint: 'The FAQ, numbered 1, 2, 3 … in order.', count: { min: 1 }, unique: ['key'], sequence: 'key',
  },
  'legal/terms_and_condition.json': {
    schema: legal, list: false, group: LEGAL, label: 'Terms of Service', hint: 'The Terms of Service page; the site numbers its sections.',
  },
  'legal/privacy_policy.json': {
    schema: legal, list: false, group: LEGAL, label: 'Privacy Policy', hint: 'The Privacy Policy page; the site numbers its sections.',
  },
};
