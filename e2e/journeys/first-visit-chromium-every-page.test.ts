import { EVERY_CANONICAL_SCREEN } from '../support/screens';
import { describeFirstVisits, ONE_OF_EACH } from './first-visit';

// Every other page on the phone (one of each kind is read at every width beside this file).
describeFirstVisits('chromium', { screens: EVERY_CANONICAL_SCREEN.filter((path) => !ONE_OF_EACH.includes(path)), widths: [375] });
