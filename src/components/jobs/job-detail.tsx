import { FiExternalLink } from 'react-icons/fi';
import { CallToAction } from '../ui/call-to-action';
import { HydrateOnView } from '../ui/hydrate-on-view';
import { PageBanner } from '../ui/page-banner';
import { Picture, type PictureSource } from '../ui/picture';
import { JobCard, type JobCardProps } from './job-card';
import * as styles from './job-detail.module.css';

export type JobDetailProps = {
  job: {
    title: string;
    subTitle: string;
    caption: string;
    content: readonly string[];
    link: string;
    tag: readonly string[];
    image: PictureSource | undefined;
  };
  /** The success block: other jobs worth a look. */
  moreJobs: readonly JobCardProps[];
};

export function JobDetail({ job, moreJobs }: JobDetailProps) {
  return (
    <>
      <PageBanner eyebrow="My Portfolio" title={job.title} subtitle={job.subTitle} />
      <article className={`container section ${styles.layout}`}>
        <div data-reveal="up">
          {job.image && <Picture image={job.image} alt={`${job.title}: project mock-up`} className={styles.image} eager />}
        </div>
        <div className={styles.text} data-reveal="left">
          <p className={styles.caption}>{job.caption}</p>
          <ul className={styles.tags} aria-label="Tags">
            {job.tag.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
          {job.content.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <a href={job.link} className="button button-primary" target="_blank" rel="noopener noreferrer">
            Visit Site <FiExternalLink aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </article>
      {moreJobs.length > 0 && (
        <HydrateOnView>
          <section className="section section-alt" aria-labelledby="success-title">
            <div className="container">
              <div className="section-head">
                <p className="eyebrow">My Success Work</p>
                <h2 id="success-title">More projects we are proud of</h2>
              </div>
              <div className="grid">
                {moreJobs.map((card) => (
                  <JobCard key={card.number} {...card} />
                ))}
              </div>
            </div>
          </section>
        </HydrateOnView>
      )}
      <HydrateOnView>
        <CallToAction title="Want results like these?" afterAlt={moreJobs.length > 0} />
      </HydrateOnView>
    </>
  );
}
