import { describeFirstVisits, ONE_OF_EACH, PHONE_AND_LAPTOP } from './first-visit';

// The fallback font on the phone, where its wider letters leave the least room.
describeFirstVisits('firefox', { screens: ONE_OF_EACH, widths: PHONE_AND_LAPTOP }, { screens: ONE_OF_EACH, widths: [375], fallbackFont: true });
