import { usePlaceholders } from '../../hooks/use-placeholders';
import { PATHS } from '../../lib/routes';
import { JobCard, type JobCardProps } from '../jobs/job-card';
import { CardSection } from '../ui/card-section';
import { MovingImages, type MovingImage } from '../ui/moving-images';
import * as styles from './home-section.module.css';

type SuccessWorkProps = {
  jobs: readonly JobCardProps[];
  /** Thumbnails of the first jobs of the portfolio (HOME_REEL_JOB_COUNT), for the drifting reel under the cards. */
  reel: readonly MovingImage[];
  texts: Queries.PageHomeJobs;
};

/** "My Success Work": the first few jobs and the way to the portfolio. */
export function SuccessWork({ jobs, reel, texts }: SuccessWorkProps) {
  const fill = usePlaceholders();
  return (
    <CardSection
      heading={{
        id: 'success-work-title',
        ...texts,
      }}
      items={jobs}
      card={(job, revealDelayMs) => <JobCard key={job.number} {...job} revealDelayMs={revealDelayMs} />}
      more={{ to: PATHS.jobs, text: fill(texts.moreButton) }}
      tone="alt"
    >
      <div className={styles.reel}>
        <MovingImages images={reel} />
      </div>
    </CardSection>
  );
}
