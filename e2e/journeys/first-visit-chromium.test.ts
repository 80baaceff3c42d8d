import { describeFirstVisits, EVERY_WIDTH, ONE_OF_EACH } from './first-visit';

describeFirstVisits('chromium', { screens: ONE_OF_EACH, widths: EVERY_WIDTH });
