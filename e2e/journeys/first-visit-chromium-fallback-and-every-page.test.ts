import { EVERY_CANONICAL_SCREEN } from '../support/screens';
import { describeFirstVisits, EVERY_WIDTH, ONE_OF_EACH } from './first-visit';

// Apart from first-visit-chromium.test.ts, so that the two run side by side. The pages of one of
// each kind are read at 375 px there already.
describeFirstVisits(
  'chromium',
  { screens: ONE_OF_EACH, widths: EVERY_WIDTH, fallbackFont: true },
  { screens: EVERY_CANONICAL_SCREEN.filter((path) => !ONE_OF_EACH.includes(path)), widths: [375] },
);
