/**
 * Names shared by the editor's preview (register-previews.ts, in the browser) and the build
 * (src/node/admin/): nothing here runs anything.
 */

/** The rel of the links in /admin's page that name the site's stylesheets. */
export const PREVIEW_STYLESHEET_REL = 'preview-stylesheet';

/** The data files (the editor's names for them) that have a preview. */
export const PREVIEW_FILES = ['services', 'jobs', 'pricing-plans'] as const;
export type PreviewFile = (typeof PREVIEW_FILES)[number];

/** Where the editor keeps the site-wide data files: their group and their name (src/node/admin/cms-config.ts). */
export const SITE_WIDE_FILES = {
  site: { collection: 'site-settings', file: 'site' },
  counters: { collection: 'home-and-about', file: 'counters' },
} as const;
