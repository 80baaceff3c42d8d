/**
 * Names shared by the editor's preview (src/editor/register-previews.ts) and the build
 * (src/node/editor/): nothing here runs anything.
 */

/** The rel of the links in /admin's page that name the site's stylesheets. */
export const PREVIEW_STYLESHEET_REL = 'preview-stylesheet';

/** The data files (the editor's names for them) that have a preview: every one. */
export const PREVIEW_FILES = [
  'site', 'services', 'jobs', 'skills', 'process-steps', 'skill-bars', 'toolkit', 'highlights', 'counters',
  'service-types', 'inventory-features', 'why-choose-us', 'pricing-plans', 'testimonials', 'faq',
  'legal-terms_and_condition', 'legal-privacy_policy',
  'pages-shared', 'pages-home', 'pages-about', 'pages-services', 'pages-service', 'pages-portfolio', 'pages-job',
  'pages-contact', 'pages-inventory', 'pages-legal', 'pages-not-found',
] as const;
export type PreviewFile = (typeof PREVIEW_FILES)[number];

/**
 * The files a preview reads besides the entry it draws, and where the editor keeps them (their
 * group and their name, src/node/editor/cms-config.ts): the site settings and counters that every
 * page's components read, the lists a page's preview draws, and the words of every page.
 */
export const READ_FILES = {
  site: { collection: 'site-settings', file: 'site' },
  counters: { collection: 'home-and-about', file: 'counters' },
  skillBars: { collection: 'home-and-about', file: 'skill-bars' },
  toolkit: { collection: 'home-and-about', file: 'toolkit' },
  highlights: { collection: 'home-and-about', file: 'highlights' },
  skills: { collection: 'home-and-about', file: 'skills' },
  processSteps: { collection: 'home-and-about', file: 'process-steps' },
  services: { collection: 'services', file: 'services' },
  jobs: { collection: 'portfolio', file: 'jobs' },
  terms: { collection: 'legal-pages', file: 'legal-terms_and_condition' },
  serviceTypes: { collection: 'contact-page', file: 'service-types' },
  inventoryFeatures: { collection: 'inventory-software', file: 'inventory-features' },
  whyChooseUs: { collection: 'inventory-software', file: 'why-choose-us' },
  pricingPlans: { collection: 'inventory-software', file: 'pricing-plans' },
  faq: { collection: 'inventory-software', file: 'faq' },
  testimonials: { collection: 'inventory-software', file: 'testimonials' },
  shared: { collection: 'pages', file: 'pages-shared' },
  home: { collection: 'pages', file: 'pages-home' },
  about: { collection: 'pages', file: 'pages-about' },
  servicesPage: { collection: 'pages', file: 'pages-services' },
  service: { collection: 'pages', file: 'pages-service' },
  portfolio: { collection: 'pages', file: 'pages-portfolio' },
  job: { collection: 'pages', file: 'pages-job' },
  contact: { collection: 'pages', file: 'pages-contact' },
  inventory: { collection: 'pages', file: 'pages-inventory' },
  legal: { collection: 'pages', file: 'pages-legal' },
  notFound: { collection: 'pages', file: 'pages-not-found' },
} as const satisfies Record<string, { collection: string; file: PreviewFile }>;
