/** Business constants and timings from the specification, written once. */

export const COPYRIGHT_YEAR = 2025;

/** Home shows the first few services and jobs. */
export const HOME_SERVICE_COUNT = 3;
export const HOME_JOB_COUNT = 3;
/** The home page's drifting reel shows the thumbnails of the first this many jobs (a page cannot usefully show hundreds). */
export const HOME_REEL_JOB_COUNT = 12;
/** A job's page shows this many other jobs: the ones after it in the portfolio, from the first again after the last. */
export const JOB_SUCCESS_BLOCK_COUNT = 3;

/** Count-up counters. */
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_FPS = 60;
export const COUNTER_VISIBLE_THRESHOLD = 0.7;

/** Entrance animations. */
export const CARD_STAGGER_MS = 200;
export const FEATURE_CARD_STAGGER_MS = 20;

/** Service carousel on the home page. */
export const SERVICE_CAROUSEL_AUTOPLAY_MS = 3000;
export const SERVICE_CAROUSEL_SPACING_PX = 20;
/** Cards per view from each minimum viewport width, widest last. */
export const SERVICE_CAROUSEL_BREAKPOINTS = [
  { minWidth: 320, slidesToShow: 1 },
  { minWidth: 600, slidesToShow: 2 },
  { minWidth: 840, slidesToShow: 3 },
] as const;
export const SERVICE_CARD_IMAGE_HEIGHT_PX = 250;

/** Testimonial slider on the inventory page. */
export const TESTIMONIAL_AUTOPLAY_MS = 3000;
/** Each testimonial's star rating, in whole stars from worst to best (search engines read the same scale). */
export const RATING_SCALE = { worst: 1, best: 5 } as const;

/** How long a carousel takes to slide from one card to the next. */
export const CAROUSEL_SLIDE_SPEED_MS = 500;

/** Pages and embeds. */
export const MAP_HEIGHT_PX = 450;
/** The deadline for an accordion panel to finish opening or closing. */
export const COLLAPSE_ANIMATION_MS = 500;
/** How long the accordion's open and close animation actually runs (inside the deadline above). */
export const ACCORDION_TRANSITION_MS = 280;

/** Contact form: the longest answers the form takes, and what counts as a phone number. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const PHONE_MIN_DIGITS = 7;
/** The longest international number (ITU E.164). */
export const PHONE_MAX_DIGITS = 15;
/** How long the form waits for the email service to answer one email before it gives up (Network Error). */
export const EMAIL_SEND_TIMEOUT_MS = 20_000;
