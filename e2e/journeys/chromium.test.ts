import { describeJourneys } from './journeys';

describeJourneys('chromium');
