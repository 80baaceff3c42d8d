import { describeFirstVisits, ONE_OF_EACH } from './first-visit';

// On the phone, where the fallback font's wider letters leave the least room.
describeFirstVisits('firefox', { screens: ONE_OF_EACH, widths: [375], fallbackFont: true });
