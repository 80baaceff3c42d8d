import fs from 'node:fs';
import path from 'node:path';
import type { DataFiles } from '../../e2e/support/screens';
import type { Job, Legal, Service } from '../../src/node/data/data-schema';

/**
 * A small data set made for tests: every file of data/, with a few entries each (as few as the
 * build accepts where it counts them: three services, four jobs, three process steps, four
 * counters), and sample details in site.json, as a fresh copy of the project has them. A test of a
 * rule about data starts from a fresh `dataFixture()`, changes what the rule is about, and so
 * depends on nothing the owner may change in data/. Its names are its own ("Service Two", "Job
 * Three"): a message a test expects names them. It is the data of every file as the build reads
 * it, so a field added to the schema must be added here too (the type check says where).
 */
export function dataFixture(): DataFiles {
  return {
    'site.json': {
      name: 'Ada Sample',
      siteName: 'Fixture Studio',
      tagline: 'Websites for the tests.',
      description: 'A studio that exists only in the tests. It builds websites.',
      location: 'Lagos, Nigeria',
      address: '1 Sample Street, Lagos, Nigeria',
      whatsAppContact: '2340000000000',
      whatAppLeadingMessage: 'Hello.',
      phoneNumberContact: '+234 000 000 0000',
      emailAddress: 'hello@example.com',
      facebookLink: 'https://www.facebook.com/example',
      twitterLink: 'https://x.com/example',
      linkedInLink: 'https://www.linkedin.com/company/example',
      instagramLink: 'https://www.instagram.com/example',
      mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=3.40%2C6.41%2C3.45%2C6.44&layer=mapnik',
      foundingYear: 2020,
    },
    'services.json': ['One', 'Two', 'Three'].map(fixtureService),
    'jobs.json': ['One', 'Two', 'Three', 'Four'].map(fixtureJob),
    'skills.json': [{ title: 'Skill One', desc: 'What the skill is.', icon: '💻' }],
    'process-steps.json': ['One', 'Two', 'Three'].map((name) => ({
      title: `Step ${name}`,
      desc: `What step ${name.toLowerCase()} does.`,
      image: `images/process/step-${name.toLowerCase()}.jpg`,
    })),
    'skill-bars.json': [{ title: 'Bar One', value: 80 }],
    'toolkit.json': [{ title: 'Tool One', value: 60 }],
    'highlights.json': [{ title: 'Highlight One', desc: 'Why it matters.', icon: 'code' }],
    'counters.json': ['One', 'Two', 'Three', 'Four'].map((name, index) => ({ label: `Counter ${name}`, value: (index + 1) * 10, unit: 'things' })),
    'service-types.json': [{ title: 'Type One' }, { title: 'Type Two' }],
    'inventory-features.json': [{ title: 'Feature One', desc: 'What it does.', icon: 'box' }],
    'why-choose-us.json': [{ title: 'Reason One', desc: 'Why to choose it.', icon: 'star' }],
    'pricing-plans.json': [
      { name: 'Plan One', price: '$0', features: ['One feature'], popular: false },
      { name: 'Plan Two', price: '$10/mo', features: ['Two features'], popular: true },
    ],
    'testimonials.json': ['One', 'Two'].map((name) => ({
      title: `Customer ${name}`,
      subTitle: 'Manager, a shop',
      caption: 'It works.',
      rating: 5,
      image: `images/testimonials/customer-${name.toLowerCase()}.jpg`,
    })),
    'faq.json': [
      { key: '1', label: 'Question One?', answer: 'Answer one.' },
      { key: '2', label: 'Question Two?', answer: 'Answer two.' },
    ],
    'legal/terms_and_condition.json': fixtureLegal('terms_and_condition', 'Terms'),
    'legal/privacy_policy.json': fixtureLegal('privacy_policy', 'Privacy'),
    'pages/shared.json': fixturePage('pages/shared.json'),
    'pages/home.json': fixturePage('pages/home.json'),
    'pages/about.json': fixturePage('pages/about.json'),
    'pages/services.json': fixturePage('pages/services.json'),
    'pages/service.json': fixturePage('pages/service.json'),
    'pages/portfolio.json': fixturePage('pages/portfolio.json'),
    'pages/job.json': fixturePage('pages/job.json'),
    'pages/contact.json': fixturePage('pages/contact.json'),
    'pages/inventory.json': fixturePage('pages/inventory.json'),
    'pages/legal.json': fixturePage('pages/legal.json'),
    'pages/not-found.json': fixturePage('pages/not-found.json'),
  };
}

/** A service of the fixture: "Service Two" is number 2, at /services/2/Service_Two. */
function fixtureService(name: string, index: number): Service {
  return {
    id: index + 1,
    slug: `Service_${name}`,
    title: `Service ${name}`,
    subTitle: `What service ${name.toLowerCase()} is`,
    caption: `Service ${name.toLowerCase()} in one sentence.`,
    desc: `Service ${name.toLowerCase()} in two sentences. The second one.`,
    icon: 'globe',
    image: `images/services/service-${name.toLowerCase()}.jpg`,
    content: [`The page of service ${name.toLowerCase()}.`],
    offerings: ['An offering'],
    quoteLabel: 'Get a Quote',
  };
}

function fixtureJob(name: string): Job {
  return {
    title: `Job ${name}`,
    subTitle: `What job ${name.toLowerCase()} was`,
    caption: `Job ${name.toLowerCase()} in one sentence.`,
    image: `images/jobs/job-${name.toLowerCase()}.jpg`,
    content: ['The client.', 'The challenge.', 'What was built.', 'The result.'],
    link: `https://job-${name.toLowerCase()}.example.com`,
    tag: ['Web'],
    category: 'Web_Development',
  };
}

function fixtureLegal(slug: Legal['slug'], title: string): Legal {
  return {
    slug,
    title,
    description: `What the ${title.toLowerCase()} page says.`,
    lastUpdated: '01-02-2024',
    intro: [`What the ${title.toLowerCase()} are about.`],
    sections: [{ title: 'The first section', paragraphs: ['Its paragraph.'], items: ['An item'] }],
  };
}

/** Words of the fixture's own, short enough for every limit and free of placeholders. */
const FIXTURE_WORDS = 'Fixture words';

/**
 * A page's words: the shape of the page's file in data/pages/ (which the schema fixes), every text
 * in it the fixture's own, every choice (the page a link of the 404 page leads to) kept.
 */
function fixturePage<File extends keyof DataFiles & `pages/${string}`>(file: File): DataFiles[File] {
  const own = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((item) => own(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, own(inner, name)]));
    return typeof value === 'string' && key !== 'page' ? FIXTURE_WORDS : value;
  };
  return own(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../data', file), 'utf8'))) as DataFiles[File];
}
