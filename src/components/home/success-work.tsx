import { PATHS } from '../../lib/routes';
import { JobCard, type JobCardProps } from '../jobs/job-card';
import { CardSection } from '../ui/card-section';
import { MovingImages, type MovingImage } from '../ui/moving-images';
import * as styles from './home-section.module.css';

type SuccessWorkProps = {
  jobs: readonly JobCardProps[];
  /** Thumbnails of the first jobs of the portfolio (HOME_REEL_JOB_COUNT), for the drifting reel under the cards. */
  reel: readonly MovingImage[];
};

/** "My Success Work": the first few jobs and the way to the portfolio. */
export function SuccessWork({ jobs, reel }: SuccessWorkProps) {
  return (
    <CardSection
      heading={{
        id: 'success-work-title',
        eyebrow: 'Portfolio',
        title: 'My Success Work',
        lead: 'Platforms, apps and campaigns built for real businesses, with results they can point to.',
      }}
      items={jobs}
      card={(job, revealDelayMs) => <JobCard key={job.number} {...job} revealDelayMs={revealDelayMs} />}
      more={{ to: PATHS.jobs, text: 'See More Jobs' }}
      tone="alt"
    >
      <div className={styles.reel}>
        <MovingImages images={reel} />
      </div>
    </CardSection>
  );
}
