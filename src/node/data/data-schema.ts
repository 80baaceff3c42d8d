import { z } from 'zod';
import { RATING_SCALE } from '../../lib/constants';
import { ICON_NAMES } from '../../lib/icons';
import { IMAGE_FILE } from '../../lib/image-paths';
import { PAGE_FILES } from './page-texts-schema';

/**
 * The declared shape of every file under data/. The build checks the files against it before
 * anything else runs (validate-data.ts). Each field carries its label and hint as zod metadata
 * (`title` and `description`); zod writes them, with the rules, into the JSON Schema of the file
 * (jsonSchemaOf, below), and everything else is generated from that: the schemas of data/schemas/
 * (editor-schemas.ts), the GraphQL types (schema.ts), the content editor at /admin (admin/) and the
 * field tables of data/README.md (data-readme.ts).
 */

declare module 'zod' {
  interface GlobalMeta {
    /** Long text, edited in a text area (for a list of texts: set on its item). */
    long?: boolean;
    /** What the form says when a text breaks its pattern or format (the build gives each rule's own message). */
    message?: string;
    /** The GraphQL type of a group of fields that several files share (PageBanner), so one fragment asks for it. */
    graphqlType?: string;
  }
}

/** The keys of a field's metadata that the build's generators read (the form, the GraphQL types): not JSON Schema keywords. */
export const BUILD_META_KEYS = ['long', 'message', 'graphqlType'] as const;

const text = z.string().trim().min(1, 'must not be empty');
/** A text written to a rule: the build and the form both say `message` when it is broken. */
const written = (pattern: RegExp, message: string) => text.regex(pattern, message).meta({ message });
const paragraph = text.meta({ title: 'Paragraph', long: true });
const paragraphs = z.array(paragraph).min(1, 'needs at least one paragraph');
/** A format's message, for a text that breaks it (a missing or mistyped value keeps its usual one). */
const formatError = (message: string) => ({ error: (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_format' ? message : undefined) });
// zod writes one format per text and the https rule takes its place, so "uri" is declared here.
const httpsUrl = z
  .url(formatError('must be a full address'))
  .regex(/^https:\/\//, 'must start with https://')
  .meta({ format: 'uri', message: 'must be a full address, and must start with https://' });
const EMAIL_RULE = 'must be an email address';
const emailAddress = z.email(formatError(EMAIL_RULE)).meta({ message: EMAIL_RULE });
const imagePath = text.regex(IMAGE_FILE, 'must be a .jpg, .jpeg or .png file');
const icon = z.enum(ICON_NAMES);
const percent = z.number().int('must be a whole number').min(0).max(100);

const link = (title: string, hint: string) => httpsUrl.meta({ title, description: `${hint}, starting with https://` });
const picture = (description: string) => imagePath.meta({ title: 'Picture', description });

const site = z
  .strictObject({
    name: text.meta({ title: 'Owner’s name', description: 'shown in the home page greeting and biography' }),
    siteName: text.meta({ title: 'Business name', description: 'shown in the top bar, footer and page titles' }),
    tagline: text.meta({ title: 'Tagline', description: 'one sentence under the business name (footer, link previews)' }),
    description: text.meta({
      title: 'Description',
      description: 'two sentences about the business, used where a page has no description of its own',
      long: true,
    }),
    location: text.meta({ title: 'Location', description: 'city and country, shown in the biography' }),
    address: text.meta({ title: 'Address', description: 'the full postal address, shown in the footer and in search results' }),
    whatsAppContact: written(/^\d{8,15}$/, 'must be the number in digits only, with the country code').meta({
      title: 'WhatsApp number',
      description: 'digits only, with the country code: 2340000000000',
    }),
    whatAppLeadingMessage: text.meta({ title: 'WhatsApp greeting', description: 'the greeting pre-filled in the WhatsApp chat' }),
    phoneNumberContact: text.meta({ title: 'Phone number', description: 'the phone number as shown: +234 000 000 0000' }),
    emailAddress: emailAddress.meta({ title: 'Email address', description: 'the contact email' }),
    facebookLink: link('Facebook link', 'the Facebook profile'),
    twitterLink: link('Twitter link', 'the Twitter profile'),
    linkedInLink: link('LinkedIn link', 'the LinkedIn profile'),
    instagramLink: link('Instagram link', 'the Instagram profile'),
    mapEmbedUrl: httpsUrl.meta({
      title: 'Map address',
      description:
        'the address of the map embedded on the contact page, starting with https://; the pages’ security policy lets frames come from its origin only (build again after a change)',
    }),
    foundingYear: z.number().int().min(1900).max(2100).meta({ title: 'Founding year', description: 'the year the business started' }),
  });

const title = (description: string) => text.meta({ title: 'Title', description });
const description = (hint: string) => text.meta({ title: 'Description', description: hint, long: true });
const iconName = icon.meta({ title: 'Icon', description: 'the drawing shown with it (see the list of icons in data/README.md)' });

const service = z.strictObject({
  id: z.number().int('must be a whole number').positive().meta({
    title: 'Number',
    description: '1, 2, 3 … in the order of the list; the number in the page address',
  }),
  slug: written(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "_" and "-"').meta({
    title: 'Address name',
    description: 'the last part of the page address (/services/3/SEO); letters, digits, _ and - only',
  }),
  title: title('the service name'),
  subTitle: text.meta({ title: 'Subtitle', description: 'one line under the title on its page' }),
  caption: text.meta({ title: 'Caption', description: 'one sentence for the carousel card', long: true }),
  desc: description('two sentences for the services grid; also the page’s search description'),
  icon: iconName,
  image: picture('the header image, at least 1200 px wide (JPEG or PNG)'),
  content: paragraphs.meta({ title: 'Paragraphs', description: 'the page’s paragraphs (three to five)' }),
  offerings: z
    .array(text.meta({ title: 'Offering' }))
    .meta({ title: 'Offerings', description: 'what the service includes (usually four short items)' }),
  quoteLabel: z.enum(['Get a Quote', 'Get Quote']).meta({ title: 'Quote button', description: 'the quote button’s label' }),
});

export const JOB_TAGS = [
  'Web', 'App', 'SEO', 'Agency', 'Payment Gateway', 'E-learning', 'News', 'WordPress', 'Beauty',
  'School Portal', 'Accounting', 'Software Development', 'Donation',
] as const;
export const JOB_CATEGORIES = ['Web_Development', 'App_Development', 'Social_Media'] as const;

const job = z.strictObject({
  title: title('the project’s name; it also makes the page address'),
  subTitle: text.meta({ title: 'Subtitle', description: 'one line under the title' }),
  caption: text.meta({
    title: 'Caption',
    description: 'one or two sentences for the card; also the page’s search description',
    long: true,
  }),
  image: picture('a mock-up of the project, at least 1200 px wide (JPEG or PNG)'),
  content: z
    .array(paragraph)
    .length(4, 'must have exactly 4 paragraphs')
    .meta({ title: 'Paragraphs', description: 'exactly four: the client, the challenge, what was built, the result' }),
  link: link('Link', 'the live project or its app store page'),
  tag: z
    .array(z.enum(JOB_TAGS))
    .min(1, 'needs at least one tag')
    .meta({ title: 'Tags', description: 'labels shown in green; at least one' }),
  category: z.enum(JOB_CATEGORIES).meta({ title: 'Category', description: 'the kind of work' }),
});

const skill = z.strictObject({
  title: title('the skill'),
  desc: description('one or two sentences'),
  icon: text.max(8, 'must be one emoji').meta({ title: 'Icon', description: 'one emoji' }),
});
const processStep = z.strictObject({
  title: title('the step'),
  desc: description('one or two sentences'),
  image: picture('the step’s picture (JPEG or PNG)'),
});
const bar = z.strictObject({
  title: title('what the bar measures'),
  value: percent.meta({ title: 'Value', description: 'how full the bar is, from 0 to 100' }),
});
const iconCard = z.strictObject({ title: title('the card’s heading'), desc: description('one or two sentences'), icon: iconName });
const counter = z.strictObject({
  label: text.meta({ title: 'Label', description: 'what is counted: Experience' }),
  value: z.number().int().nonnegative().meta({ title: 'Number', description: 'a whole number' }),
  unit: text.meta({ title: 'Unit', description: 'the word after the number: years' }),
});
const serviceType = z.strictObject({ title: title('a choice of the contact form’s service type') });
const plan = z.strictObject({
  name: text.meta({ title: 'Name', description: 'the plan’s name' }),
  price: text.meta({ title: 'Price', description: 'as shown: $29/mo' }),
  features: z
    .array(text.meta({ title: 'Feature' }))
    .min(1)
    .meta({ title: 'Features', description: 'what the plan includes; at least one' }),
  popular: z.boolean().meta({ title: 'Most popular', description: 'exactly one plan is marked “Most Popular”' }),
});
const stars = `must be ${RATING_SCALE.worst} to ${RATING_SCALE.best}`;
const testimonial = z.strictObject({
  title: text.meta({ title: 'Name', description: 'the person’s name' }),
  subTitle: text.meta({ title: 'Role', description: 'role and company' }),
  caption: text.meta({ title: 'Quote', description: 'what they said', long: true }),
  rating: z
    .number()
    .int('must be a whole number of stars')
    .min(RATING_SCALE.worst, stars)
    .max(RATING_SCALE.best, stars)
    .meta({
      title: 'Rating',
      description: `the stars the customer gave, ${RATING_SCALE.worst} to ${RATING_SCALE.best}; shown with the quote and read by search engines`,
    }),
  image: picture('a square photo of the person (JPEG or PNG)'),
});
const faq = z.strictObject({
  key: written(/^\d+$/, 'must be a number written in digits, like "1"').meta({ title: 'Number', description: '1, 2, 3 … in the order of the list' }),
  label: text.meta({ title: 'Question', description: 'the question' }),
  answer: text.meta({ title: 'Answer', description: 'the answer', long: true }),
});

const legal = z.strictObject({
  slug: z.enum(['terms_and_condition', 'privacy_policy']).meta({ title: 'Address', description: 'the page address' }),
  title: title('the page title'),
  description: text.max(160, 'must be at most 160 characters (search engines show about 160)').meta({
    title: 'Search description',
    description: 'the page’s description in search results and link previews; at most 160 characters',
    long: true,
  }),
  lastUpdated: written(/^\d{2}-\d{2}-\d{4}$/, 'must be a date written DD-MM-YYYY').meta({
    title: 'Last updated',
    description: 'the date shown, written DD-MM-YYYY',
  }),
  intro: paragraphs.meta({ title: 'Introduction', description: 'paragraphs before the first section' }),
  sections: z
    .array(
      z
        .strictObject({
          title: title('the section’s heading; sections are numbered by the site'),
          paragraphs: paragraphs.meta({ title: 'Paragraphs', description: 'at least one' }),
          items: z
            .array(text.meta({ title: 'Item' }))
            .optional()
            .meta({ title: 'Bulleted list', description: 'optional: a list shown after the paragraphs' }),
        })
        .meta({ title: 'Section' }),
    )
    .min(1, 'needs at least one section')
    .meta({ title: 'Sections', description: 'the numbered sections' }),
});

/** One entry of a data file, as the build reads it (the content editor's preview draws these). */
export type Service = z.infer<typeof service>;
export type Job = z.infer<typeof job>;
export type PricingPlan = z.infer<typeof plan>;
export type Testimonial = z.infer<typeof testimonial>;
export type FaqEntry = z.infer<typeof faq>;
export type IconCard = z.infer<typeof iconCard>;
export type Bar = z.infer<typeof bar>;
export type Skill = z.infer<typeof skill>;
export type ProcessStep = z.infer<typeof processStep>;
export type CounterEntry = z.infer<typeof counter>;
export type ServiceType = z.infer<typeof serviceType>;
export type Site = z.infer<typeof site>;
export type Legal = z.infer<typeof legal>;

export type Collection = {
  /** The shape of the file's object, or of one entry of a list file. */
  schema: z.ZodObject;
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
const PAGES = 'Pages';
const HOME = 'Home and About';
const INVENTORY = 'Inventory software';
const LEGAL = 'Legal pages';

export const COLLECTIONS: Record<string, Collection> = {
  'site.json': {
    schema: site, list: false, group: SITE, label: 'Owner and business',
    hint: 'The owner’s and the business’s details, shown across the site.',
  },
  ...Object.fromEntries(Object.entries(PAGE_FILES).map(([file, page]) => [file, { ...page, list: false, group: PAGES }])),
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

/** A JSON Schema, as zod writes it. */
export type JsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * The JSON Schema of a whole data file, written by zod: its object, or the list of its entries
 * with the number the site needs; the file's label and hint as its title and description, and for
 * a list, the name of one entry as the title of its items. Every field's `title` is its label and
 * its `description` its hint; the keys of BUILD_META_KEYS are there too, for the form and the GraphQL types.
 */
export function jsonSchemaOf(collection: Collection): JsonSchema {
  const about = { title: collection.label, description: collection.hint };
  if (!collection.list) return z.toJSONSchema(collection.schema.meta(about));
  const { min, exactly } = collection.count ?? {};
  let list = z.array(collection.item ? collection.schema.meta({ title: collection.item }) : collection.schema);
  if (exactly !== undefined) list = list.length(exactly);
  else if (min !== undefined) list = list.min(min);
  return z.toJSONSchema(list.meta(about));
}
