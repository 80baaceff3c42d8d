import { describeJourneys } from './journeys';

describeJourneys('webkit');
