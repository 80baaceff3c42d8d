/**
 * The longest text each kind of field may hold, chosen from the layout: at that length the text
 * still fits where the page shows it, on the narrowest screen (320 px) and with the fallback font
 * (e2e/text-limits.test.ts draws each at its limit and checks). The data check and the editor
 * both refuse a longer text, naming the limit and its reason.
 */
export const TEXT_LIMITS = {
  greeting: { chars: 40, why: 'one line above the headline on a phone' },
  headline: { chars: 60, why: 'the headline keeps to four lines on a 375 px phone' },
  heroLead: { chars: 280, why: 'the first screen keeps its buttons in view on a laptop' },
  eyebrow: { chars: 40, why: 'one line on a 320 px phone' },
  heading: { chars: 80, why: 'three lines at most on a 320 px phone' },
  pageTitle: { chars: 40, why: 'two lines at most in the page banner on a 320 px phone' },
  subtitle: { chars: 200, why: 'the page banner keeps its height on a phone' },
  button: { chars: 30, why: 'a button label fits on one line on a 320 px phone' },
  label: { chars: 24, why: 'one line beside its field or detail on a 320 px phone' },
  nav: { chars: 20, why: 'the top bar and footer links fit on one line' },
  description: { chars: 160, why: 'search engines show about 160 characters' },
  wayTitle: { chars: 28, why: 'one line in its card on a laptop' },
  wayText: { chars: 60, why: 'two lines at most in its card' },
} as const satisfies Record<string, { chars: number; why: string }>;
