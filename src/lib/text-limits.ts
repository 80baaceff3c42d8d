/**
 * The longest text each kind of field may hold, chosen from the layout: at that length, in
 * ordinary words, the text still fits as its reason says where the page shows it, on the screen
 * the reason names, with the web font and with the fallback font (e2e/text-limits.test.ts draws
 * each at its limit and checks; each was the longest that fitted with the narrower fallback,
 * rounded down). The data check and the editor both refuse a longer text, naming the limit and
 * its reason. A button's label may take two lines on the narrowest phone: the longest of today's
 * labels ("Explore the inventory software") does, and a one-line limit would have refused it.
 */
export const TEXT_LIMITS = {
  greeting: { chars: 22, why: 'one line above the headline on a 320 px phone' },
  headline: { chars: 55, why: 'the headline keeps to four lines on a 375 px phone' },
  heroLead: { chars: 280, why: 'the first screen keeps its buttons in view on a laptop' },
  eyebrow: { chars: 46, why: 'two lines at most on a 320 px phone' },
  heading: { chars: 55, why: 'four lines at most on a 320 px phone' },
  pageTitle: { chars: 34, why: 'three lines at most in the page banner on a 320 px phone' },
  subtitle: { chars: 160, why: 'six lines at most in the page banner on a 320 px phone' },
  button: { chars: 34, why: 'a button keeps its label to two lines on a 320 px phone' },
  label: { chars: 24, why: 'one line above its field or beside its detail on a 320 px phone' },
  nav: { chars: 20, why: 'a footer link keeps to one line on a 320 px phone' },
  description: { chars: 160, why: 'search engines show about 160 characters' },
  wayTitle: { chars: 28, why: 'two lines at most in its card on a laptop' },
  wayText: { chars: 40, why: 'two lines at most in its card on a laptop' },
} as const satisfies Record<string, { chars: number; why: string }>;
