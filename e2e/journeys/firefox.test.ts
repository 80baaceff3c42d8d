import { describeJourneys } from './journeys';

describeJourneys('firefox');
