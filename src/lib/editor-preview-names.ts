/**
 * Names shared by the editor's preview (src/browser/editor/register-previews.ts) and the build
 * (src/node/editor/): nothing here runs anything.
 */

/** The rel of the links in /admin's page that name the site's stylesheets. */
export const PREVIEW_STYLESHEET_REL = 'preview-stylesheet';

/** The data files (the editor's names for them) that have a preview: every one. */
export const PREVIEW_FILES = [
  'site', 'services', 'jobs', 'skills', 'process-steps', 'skill-bars', 'toolkit', 'highlights', 'counters',
  'service-types', 'inventory-features', 'why-choose-us', 'pricing-plans', 'testimonials', 'faq',
  'legal-terms_and_condition', 'legal-privacy_policy',
] as const;
export type PreviewFile = (typeof PREVIEW_FILES)[number];

/**
 * The files a preview reads besides the entry it draws, and where the editor keeps them (their
 * group and their name, src/node/editor/cms-config.ts): the site settings and counters that every
 * page's components read, and the two lists of bars drawn side by side on the home page.
 */
export const READ_FILES = {
  site: { collection: 'site-settings', file: 'site' },
  counters: { collection: 'home-and-about', file: 'counters' },
  skillBars: { collection: 'home-and-about', file: 'skill-bars' },
  toolkit: { collection: 'home-and-about', file: 'toolkit' },
} as const satisfies Record<string, { collection: string; file: PreviewFile }>;
