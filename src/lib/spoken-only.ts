/**
 * The few words that stay in code: each is heard only through a screen reader (or seen only as
 * the keyboard's first stop), never read on the page, and each completes a word the owner wrote
 * or names a part of every page. Everything else a visitor reads is in data/pages/.
 */

/** After a link that opens a new tab: tells a screen-reader user the page will not change. */
export const OPENS_IN_NEW_TAB = ' (opens in a new tab)';
/** After a WhatsApp button's label: where the button leads, and that it opens a new tab. */
export const OPENS_WHATSAPP = ' (opens WhatsApp in a new tab)';
/** The first stop of the keyboard on every page, shown only while focused. */
export const SKIP_TO_CONTENT = 'Skip to content';
/** The name of the top bar's menu button, whose face is an icon. */
export const MENU = 'Menu';
/** The names of landmarks and lists, which screen readers announce when entering them. */
export const LANDMARKS = {
  main: 'Main',
  footer: 'Footer',
  socials: 'Social media',
  tags: 'Tags',
  allServices: 'All services',
  writeToUs: 'Write to us',
  projects: 'Projects',
  serviceCarousel: 'Our services',
  testimonials: 'Customer testimonials',
} as const;
/** The names of the social links, whose faces are icons. */
export const SOCIAL_NAMES = { facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram', linkedIn: 'LinkedIn' } as const;
/** What a card's link is about, after its visible label (Know More, About Job), so each link is told apart. */
export const ABOUT = ' about';
/** A carousel's arrows, dots and pause button, completed with the kind of slide ("Next service", "Show testimonial 2 of 5: …"). */
export const CAROUSEL = { previous: 'Previous', next: 'Next', show: 'Show', slideshow: ' slideshow' } as const;
/** The kinds of slide of the carousels, which complete the names of their controls. */
export const SLIDE_KINDS = { service: 'service', testimonial: 'testimonial' } as const;
/** The stars of a testimonial, whose faces are drawings. */
export const rated = (rating: number, best: number) => `Rated ${rating} out of ${best}`;
