import { describeFirstVisits, ONE_OF_EACH, PHONE_AND_LAPTOP } from './first-visit';

describeFirstVisits('webkit', { screens: ONE_OF_EACH, widths: PHONE_AND_LAPTOP });
