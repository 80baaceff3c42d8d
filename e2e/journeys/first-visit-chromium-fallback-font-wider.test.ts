import { describeFirstVisits, ONE_OF_EACH, WIDER_WIDTHS } from './first-visit';

describeFirstVisits('chromium', { screens: ONE_OF_EACH, widths: WIDER_WIDTHS, fallbackFont: true });
