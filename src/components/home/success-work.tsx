import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { CARD_STAGGER_MS } from '../../lib/constants';
import { PATHS } from '../../lib/routes';
import { JobCard, type JobCardProps } from '../jobs/job-card';
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
    <section className="section section-alt" aria-labelledby="success-work-title">
      <div className="container">
        <div className="section-head center" data-reveal="up">
          <p className="eyebrow">Portfolio</p>
          <h2 id="success-work-title">My Success Work</h2>
          <p className="lead">Platforms, apps and campaigns built for real businesses, with results they can point to.</p>
        </div>
        <div className="grid">
          {jobs.map((job, index) => (
            <JobCard key={job.number} {...job} revealDelayMs={index * CARD_STAGGER_MS} />
          ))}
        </div>
        <p className={styles.more}>
          <Link to={PATHS.jobs} className="button button-primary">
            See More Jobs <FiArrowRight aria-hidden="true" focusable="false" />
          </Link>
        </p>
      </div>
      <div className={styles.reel}>
        <MovingImages images={reel} />
      </div>
    </section>
  );
}
