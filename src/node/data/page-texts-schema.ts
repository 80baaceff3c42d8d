import { z } from 'zod';
import { PLACEHOLDER_HINTS, placeholderPattern, type Placeholder } from '../../lib/placeholders';
import { HIGHLIGHT_PATTERN } from '../../lib/highlight';
import { TEXT_LIMITS } from '../../lib/text-limits';

/**
 * The words of each page (data/pages/): one file per page, in the order the page shows them, and
 * one for what every page shares. Every text may join the owner's details with a placeholder in
 * braces ({name}); a field says which it knows, and a placeholder it does not know stops the build
 * (and is refused by the editor). Texts the layout depends on have a length limit (TEXT_LIMITS).
 */

type Words = {
  title: string;
  hint: string;
  /** The placeholders this text may use besides the owner's details. */
  own?: readonly Placeholder[];
  /** A length limit of TEXT_LIMITS, named in the hint. */
  limit?: keyof typeof TEXT_LIMITS;
  long?: boolean;
  /** Words between two asterisks are shown highlighted (*Web Design* that …). */
  highlight?: boolean;
};

/** The owner's details, which every text may use. */
const OWNER: readonly Placeholder[] = ['name', 'siteName', 'location', 'foundingYear', 'email', 'phone', 'address'];

function words({ title, hint, own = [], limit, long, highlight }: Words) {
  const known = [...OWNER, ...own];
  const ownHints = own.map((name) => `{${name}} is ${PLACEHOLDER_HINTS[name]}`);
  const max = limit ? TEXT_LIMITS[limit] : undefined;
  const parts = [
    hint,
    ...(max ? [`at most ${max.chars} characters (${max.why})`] : []),
    ...(highlight ? ['words between two asterisks are highlighted: *Web Design* that …'] : []),
    ...ownHints,
  ];
  const placeholderRule = `may use only these placeholders in braces: ${known.map((name) => `{${name}}`).join(', ')}`;
  let schema = z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .regex(new RegExp(placeholderPattern(known), 'u'), placeholderRule);
  if (highlight) schema = schema.regex(HIGHLIGHT_PATTERN, 'may highlight one run of words, between two asterisks: *Web Design* that …');
  if (max) schema = schema.max(max.chars, `must be at most ${max.chars} characters (${max.why})`);
  return schema.meta({ title, description: parts.join('; '), long, message: highlight ? `${placeholderRule}, and highlight at most one run of words between asterisks` : placeholderRule });
}

const eyebrow = (where = 'the section') => words({ title: 'Label', hint: `the small label above ${where}’s heading`, limit: 'eyebrow' });
const heading = (hint = 'the section’s heading') => words({ title: 'Heading', hint, limit: 'heading' });
const lead = (hint = 'the sentence under the heading') => words({ title: 'Introduction', hint, long: true });
const button = (hint: string, own: readonly Placeholder[] = []) => words({ title: 'Button', hint, own, limit: 'button' });
const paragraphs = (hint: string) =>
  z.array(words({ title: 'Paragraph', hint: 'one paragraph', long: true })).min(1, 'needs at least one paragraph').meta({ title: 'Paragraphs', description: hint });
const points = (hint: string) =>
  z.array(words({ title: 'Point', hint: 'one line' })).min(1, 'needs at least one point').meta({ title: 'Points', description: hint });

/** A section's heading block: the label above it, the heading and the sentence under it. */
const sectionHead = (hint: string) =>
  z.strictObject({ eyebrow: eyebrow(), title: heading(), lead: lead() }).meta({ title: hint, description: `its label, heading and introduction`, graphqlType: 'PageSectionHead' });

/** What search engines and link previews show for the page. */
const meta = (own: readonly Placeholder[] = []) =>
  z
    .strictObject({
      description: words({ title: 'Search description', hint: 'the page’s description in search results and link previews', own, limit: 'description', long: true }),
    })
    .meta({ title: 'Search and sharing', description: 'what search engines and link previews show', graphqlType: 'PageMeta' });

/** The title block at the top of an inner page. */
const banner = (hint: string) =>
  z
    .strictObject({
      eyebrow: eyebrow('the page'),
      title: words({ title: 'Page title', hint: `${hint}; also its title in search results and in the breadcrumb`, limit: 'pageTitle' }),
      subtitle: words({ title: 'Subtitle', hint: 'one sentence under the title', long: true, limit: 'subtitle' }),
    })
    .meta({ title: 'Page banner', description: 'the title block at the top of the page', graphqlType: 'PageBanner' });

/** The closing invitation of a page. */
const callToAction = () =>
  z
    .strictObject({
      title: heading('the closing invitation’s heading'),
      text: lead('one or two sentences under it'),
      button: button('the main button’s label (it leads to the contact page, or where the page says)'),
    })
    .meta({ title: 'Closing invitation', description: 'the panel at the end of the page', graphqlType: 'PageCallToAction' });

const detailLabels = z
  .strictObject({
    name: words({ title: 'Name', hint: 'the label of the owner’s name', limit: 'label' }),
    location: words({ title: 'Location', hint: 'the label of the location', limit: 'label' }),
    email: words({ title: 'Email', hint: 'the label of the email address', limit: 'label' }),
    phone: words({ title: 'Phone', hint: 'the label of the phone number', limit: 'label' }),
  })
  .meta({ title: 'Labels of the details', description: 'shown beside each detail' });

const home = z.strictObject({
  meta: meta(),
  hero: z
    .strictObject({
      greeting: words({ title: 'Greeting', hint: 'the line above the headline', limit: 'greeting' }),
      headline: words({ title: 'Headline', hint: 'the page’s main heading', limit: 'headline', highlight: true }),
      lead: words({ title: 'Introduction', hint: 'two sentences under the headline', long: true, limit: 'heroLead' }),
      chatButton: button('the WhatsApp button'),
      portfolioButton: button('the button to the portfolio'),
    })
    .meta({ title: 'First screen', description: 'the greeting, the headline and the two buttons' }),
  biography: z
    .strictObject({
      eyebrow: eyebrow(),
      title: heading(),
      lead: lead('the first paragraph'),
      text: words({ title: 'Paragraph', hint: 'the second paragraph', long: true }),
      chatButton: button('the WhatsApp button'),
      contactButton: button('the button to the contact page'),
      labels: detailLabels,
    })
    .meta({ title: 'Biography', description: 'who you are, with your contact details beside it' }),
  services: z
    .strictObject({ eyebrow: eyebrow(), title: heading(), lead: lead(), moreButton: button('the link to every service') })
    .meta({ title: 'Services', description: 'the first services and the link to the rest' }),
  skills: z
    .strictObject({
      eyebrow: eyebrow(),
      title: heading(),
      lead: lead(),
      toolkitTitle: heading('the toolkit’s heading'),
      toolkitText: words({ title: 'Toolkit introduction', hint: 'one sentence under it', own: ['count'], long: true }),
    })
    .meta({ title: 'Skills', description: 'the skill bars and the marketing toolkit' }),
  highlights: sectionHead('Highlights'),
  jobs: z
    .strictObject({ eyebrow: eyebrow(), title: heading(), lead: lead(), moreButton: button('the link to the portfolio') })
    .meta({ title: 'Portfolio', description: 'the first jobs and the link to the rest' }),
  offer: sectionHead('What we offer'),
  callToAction: callToAction(),
});

const about = z.strictObject({
  meta: meta(),
  banner: banner('the page’s title'),
  story: z
    .strictObject({ eyebrow: eyebrow(), title: heading(), lead: lead('the first paragraph'), paragraphs: paragraphs('the paragraphs after it') })
    .meta({ title: 'Our story', description: 'the first block of the page' }),
  reputation: z
    .strictObject({
      eyebrow: eyebrow(),
      title: heading(),
      lead: lead('the first paragraph'),
      paragraphs: paragraphs('the paragraphs after it'),
      points: points('the ticked list after the paragraphs'),
    })
    .meta({ title: 'Reputation', description: 'the second block of the page' }),
  skills: sectionHead('Skills'),
  process: sectionHead('Process'),
  callToAction: callToAction(),
});

const services = z.strictObject({
  meta: meta(),
  banner: banner('the page’s title'),
  callToAction: callToAction(),
});

const portfolio = z.strictObject({
  meta: meta(),
  banner: banner('the page’s title'),
  callToAction: callToAction(),
});

const field = (title: string) => words({ title, hint: 'the field’s label', limit: 'label' });
const required = (title: string) => words({ title, hint: 'shown when the field is left empty' });

const contact = z.strictObject({
  meta: meta(),
  banner: banner('the page’s title'),
  intro: lead('the paragraph above the form'),
  form: z
    .strictObject({
      title: heading('the form’s heading'),
      note: words({ title: 'Note', hint: 'the line under the heading' }),
      labels: z
        .strictObject({
          fullName: field('Full name'),
          phone: field('Phone number'),
          email: field('Email address'),
          serviceType: field('Service type'),
          serviceTypeChoose: words({ title: 'Empty choice', hint: 'the service type’s first, empty choice', limit: 'label' }),
          subject: field('Subject'),
          message: field('Message'),
        })
        .meta({ title: 'Field labels', description: 'the label of each field' }),
      errors: z
        .strictObject({
          fullName: required('Full name missing'),
          phone: required('Phone number missing'),
          email: required('Email address missing'),
          serviceType: required('Service type missing'),
          subject: required('Subject missing'),
          message: required('Message missing'),
          tooLong: words({ title: 'Too long', hint: 'shown when a field is too long', own: ['max'] }),
          phoneFormat: words({ title: 'Phone number wrong', hint: 'shown when the phone number is not one', own: ['min', 'max'] }),
          emailFormat: words({ title: 'Email address wrong', hint: 'shown when the email address is not one' }),
        })
        .meta({ title: 'Field messages', description: 'what a field says when it cannot be sent as it is' }),
      send: button('the send button'),
      sending: button('the send button while the message is on its way'),
      noScript: words({ title: 'Without JavaScript', hint: 'shown only where JavaScript is off', long: true }),
      sent: words({ title: 'Sent', hint: 'the heading shown when the message went', limit: 'heading' }),
      sentText: words({ title: 'Sent, with a confirmation', hint: 'the sentence under it', long: true }),
      sentNoConfirmation: words({ title: 'Sent, without a confirmation', hint: 'the sentence under it when the confirmation email failed', long: true }),
      failed: words({ title: 'Not sent', hint: 'the heading shown when the message did not go', own: ['error'] }),
      kept: words({ title: 'Kept', hint: 'the sentence telling the visitor nothing is lost' }),
      chatInstead: button('the WhatsApp button shown when the message did not go'),
      failures: z
        .strictObject({
          network: words({ title: 'No connection', hint: 'what to do when the network failed', long: true }),
          forbidden: words({ title: 'Refused', hint: 'what to do when the email service refused the message', long: true }),
          tooMany: words({ title: 'Too many', hint: 'what to do after sending too many messages', long: true }),
          headless: words({ title: 'Automated browser', hint: 'what an automated browser is told', long: true }),
          other: words({ title: 'Other', hint: 'what to do after any other failure', own: ['status'], long: true }),
        })
        .meta({ title: 'Failures', description: 'what the visitor can do after each kind of failure' }),
    })
    .meta({ title: 'Contact form', description: 'the form’s heading, labels and messages' }),
  writeToUs: z
    .strictObject({
      title: heading('the card’s heading'),
      text: lead('the sentence under it'),
      chatButton: button('the WhatsApp button'),
      emailButton: button('the email button'),
    })
    .meta({ title: 'Write to us', description: 'shown in place of the form when the site is built without email settings' }),
  details: z
    .strictObject({
      title: heading('the panel’s heading'),
      text: lead('the sentence under it'),
      labels: z
        .strictObject({
          phone: words({ title: 'Phone', hint: 'the label of the phone number', limit: 'label' }),
          email: words({ title: 'Email', hint: 'the label of the email address', limit: 'label' }),
          office: words({ title: 'Office', hint: 'the label of the address', limit: 'label' }),
        })
        .meta({ title: 'Labels', description: 'shown above each detail' }),
      chatButton: button('the WhatsApp button'),
    })
    .meta({ title: 'Contact details', description: 'the panel beside the form' }),
  map: z
    .strictObject({
      eyebrow: eyebrow(),
      title: heading(),
      showButton: button('the button that loads the map'),
      directionsButton: button('the button to directions'),
      openButton: button('the button to the full map'),
      frameTitle: words({ title: 'Map’s name', hint: 'what the map is called for screen readers' }),
    })
    .meta({ title: 'Map', description: 'the map block; the map loads when the visitor asks for it' }),
});

const inventory = z.strictObject({
  meta: meta(),
  title: words({ title: 'Page title', hint: 'the page’s title in search results and in the breadcrumb', limit: 'pageTitle' }),
  softwareName: words({ title: 'Software name', hint: 'the software’s name for search engines' }),
  hero: z
    .strictObject({
      eyebrow: eyebrow('the headline'),
      headline: words({ title: 'Headline', hint: 'the page’s main heading', limit: 'headline', highlight: true }),
      lead: words({ title: 'Introduction', hint: 'one or two sentences under the headline', long: true, limit: 'heroLead' }),
      startButton: button('the WhatsApp button'),
      pricingButton: button('the link to the prices'),
      promises: points('the ticked lines under the buttons'),
      imageAlt: words({ title: 'Picture’s description', hint: 'what the dashboard picture shows, for those who cannot see it', long: true }),
    })
    .meta({ title: 'First screen', description: 'the headline, the buttons and the promises' }),
  features: sectionHead('Features'),
  startButton: button('the “Get Started” links after the features and the monitor block'),
  monitor: z
    .strictObject({
      eyebrow: eyebrow(),
      title: heading(),
      lead: lead(),
      points: points('the ticked list'),
      imageAlt: words({ title: 'Picture’s description', hint: 'what the picture shows, for those who cannot see it', long: true }),
    })
    .meta({ title: 'Monitor your business', description: 'the block about following the business online' }),
  why: sectionHead('Why choose us'),
  pricing: z
    .strictObject({
      eyebrow: eyebrow(),
      title: heading(),
      lead: lead(),
      popular: words({ title: 'Popular badge', hint: 'the badge of the plan marked most popular', limit: 'label' }),
      choose: button('each plan’s button', ['plan']),
      chatMessage: words({ title: 'WhatsApp message', hint: 'the message a plan’s button writes', own: ['plan', 'price'], long: true }),
    })
    .meta({ title: 'Pricing', description: 'the heading of the plans and their buttons' }),
  testimonials: sectionHead('Testimonials'),
  faq: sectionHead('Questions and answers'),
  callToAction: callToAction(),
});

const notFound = z.strictObject({
  meta: z
    .strictObject({
      title: words({ title: 'Title', hint: 'the page’s title in the browser tab', limit: 'pageTitle' }),
      description: words({ title: 'Search description', hint: 'its description', limit: 'description', long: true }),
    })
    .meta({ title: 'Title and description', description: 'the browser tab’s title and the description' }),
  title: words({ title: 'Heading', hint: 'the large heading', limit: 'label' }),
  text: words({ title: 'Text', hint: 'the sentence under it' }),
  waysTitle: heading('the heading of the links below'),
  ways: z
    .array(
      z
        .strictObject({
          page: z.enum(['home', 'about', 'services', 'jobs', 'inventory', 'contact']).meta({ title: 'Page', description: 'the page it leads to' }),
          title: words({ title: 'Title', hint: 'the link’s title', limit: 'wayTitle' }),
          text: words({ title: 'Text', hint: 'one line under it', limit: 'wayText' }),
        })
        .meta({ title: 'Link' }),
    )
    .min(1)
    .meta({ title: 'Links', description: 'where a visitor who took a wrong turn most likely meant to go' }),
});

const service = z.strictObject({
  eyebrow: eyebrow('the service’s name'),
  offeringsTitle: heading('the heading of what the service includes'),
  quoteTitle: heading('the quote panel’s heading'),
  quoteText: words({ title: 'Quote panel text', hint: 'the sentence in the quote panel', own: ['service'], long: true }),
  sideTitle: heading('the heading of the list of every service'),
  notFound: words({ title: 'Not found', hint: 'shown for a service that does not exist' }),
});

const job = z.strictObject({
  eyebrow: eyebrow('the job’s name'),
  visitButton: button('the link to the live project'),
  moreEyebrow: eyebrow('the other jobs'),
  moreTitle: heading('the heading of the other jobs'),
  callToAction: callToAction(),
  notFound: words({ title: 'Not found', hint: 'shown for a job that does not exist' }),
});

const legal = z.strictObject({
  lastUpdated: words({ title: 'Last updated', hint: 'the line under the title', own: ['date'] }),
  contentsTitle: heading('the heading of the list of sections'),
});

const shared = z.strictObject({
  nav: z
    .strictObject({
      home: words({ title: 'Home', hint: 'the top bar’s link to the home page', limit: 'nav' }),
      services: words({ title: 'Services', hint: 'the top bar’s link to the services', limit: 'nav' }),
      jobs: words({ title: 'Portfolio', hint: 'the top bar’s link to the portfolio', limit: 'nav' }),
      contact: words({ title: 'Contact', hint: 'the top bar’s link to the contact page', limit: 'nav' }),
      chatButton: button('the WhatsApp button of the top bar'),
    })
    .meta({ title: 'Top bar', description: 'the links of the top bar and its WhatsApp button' }),
  footer: z
    .strictObject({
      exploreTitle: heading('the heading of the links'),
      contactTitle: heading('the heading of the contact details'),
      about: words({ title: 'About link', hint: 'the link to the About page', limit: 'nav' }),
      inventory: words({ title: 'Inventory link', hint: 'the link to the inventory software', limit: 'nav' }),
      terms: words({ title: 'Terms link', hint: 'the link to the Terms of Service', limit: 'nav' }),
      privacy: words({ title: 'Privacy link', hint: 'the link to the Privacy Policy', limit: 'nav' }),
      copyright: words({ title: 'Copyright', hint: 'the copyright line', own: ['year'] }),
      credit: words({ title: 'Credit', hint: 'the line after it' }),
    })
    .meta({ title: 'Footer', description: 'the footer’s headings and lines' }),
  buttons: z
    .strictObject({
      knowMore: button('each card of the services carousel'),
      learnMore: words({ title: 'Service card', hint: 'the words at the foot of each service card', limit: 'button' }),
      aboutJob: button('each job card'),
      chat: button('the WhatsApp button of every closing invitation'),
      home: button('the button back to the home page (404 page, error screen)'),
      pause: words({ title: 'Pause', hint: 'the button that stops a carousel', limit: 'label' }),
      play: words({ title: 'Play', hint: 'the button that starts it again', limit: 'label' }),
    })
    .meta({ title: 'Buttons', description: 'the labels of buttons shown on many pages' }),
  errorScreen: z
    .strictObject({ title: heading('its heading'), text: lead('the sentence under it') })
    .meta({ title: 'Error screen', description: 'shown if a page fails to draw' }),
  countersTitle: words({ title: 'Counters heading', hint: 'the counters’ heading, read by screen readers' }),
  jobImageAlt: words({ title: 'Job picture’s description', hint: 'what a job’s picture is, for those who cannot see it', own: ['title'] }),
});

export type PageTexts = {
  home: z.infer<typeof home>;
  about: z.infer<typeof about>;
  services: z.infer<typeof services>;
  portfolio: z.infer<typeof portfolio>;
  contact: z.infer<typeof contact>;
  inventory: z.infer<typeof inventory>;
  notFound: z.infer<typeof notFound>;
  service: z.infer<typeof service>;
  job: z.infer<typeof job>;
  legal: z.infer<typeof legal>;
  shared: z.infer<typeof shared>;
};

/** The page files: their schema, label and hint, in the order /admin lists them. */
export const PAGE_FILES = {
  'pages/shared.json': { schema: shared, label: 'Every page', hint: 'The top bar, the footer and the buttons every page shares.' },
  'pages/home.json': { schema: home, label: 'Home', hint: 'The home page’s words, in the order it shows them.' },
  'pages/about.json': { schema: about, label: 'About', hint: 'The About page’s words, in the order it shows them.' },
  'pages/services.json': { schema: services, label: 'Services', hint: 'The services page’s words (the services themselves are under Services).' },
  'pages/service.json': { schema: service, label: 'A service’s page', hint: 'The words every service page shares.' },
  'pages/portfolio.json': { schema: portfolio, label: 'Portfolio', hint: 'The portfolio page’s words (the jobs themselves are under Portfolio).' },
  'pages/job.json': { schema: job, label: 'A job’s page', hint: 'The words every job page shares.' },
  'pages/contact.json': { schema: contact, label: 'Contact', hint: 'The contact page’s words, the form’s included.' },
  'pages/inventory.json': { schema: inventory, label: 'Inventory software', hint: 'The inventory software page’s words, in the order it shows them.' },
  'pages/legal.json': { schema: legal, label: 'Legal pages', hint: 'The words the Terms and the Privacy Policy share.' },
  'pages/not-found.json': { schema: notFound, label: 'Page not found', hint: 'The 404 page.' },
} as const;
