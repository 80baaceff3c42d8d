import { LANDMARKS } from '../../lib/spoken-only';
import { JobCard, type JobCardProps } from './job-card';
import { CardSection } from '../ui/card-section';

type JobsGridProps = {
  cards: readonly Omit<JobCardProps, 'headingLevel' | 'revealDelayMs'>[];
};

/** The grid of every job on /ourjobs, under the page's banner. */
export function JobsGrid({ cards }: JobsGridProps) {
  return (
    <CardSection
      label={LANDMARKS.projects}
      items={cards}
      card={(card, revealDelayMs) => <JobCard key={card.number} {...card} headingLevel="h2" revealDelayMs={revealDelayMs} />}
    />
  );
}
