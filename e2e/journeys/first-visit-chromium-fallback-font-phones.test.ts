import { describeFirstVisits, ONE_OF_EACH, PHONE_WIDTHS } from './first-visit';

describeFirstVisits('chromium', { screens: ONE_OF_EACH, widths: PHONE_WIDTHS, fallbackFont: true });
