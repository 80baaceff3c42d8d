import { LANDMARKS, OPENS_IN_NEW_TAB } from '../../lib/spoken-only';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import { usePlaceholders } from '../../hooks/use-placeholders';
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
  /** The words every job page shares (data/pages/job.json). */
  texts: Pick<Queries.PageJobJson, 'eyebrow' | 'visitButton' | 'moreEyebrow' | 'moreTitle' | 'callToAction'>;
};

export function JobDetail({ job, moreJobs, texts }: JobDetailProps) {
  const fill = usePlaceholders();
  const { jobImageAlt } = useSharedTexts();
  return (
    <>
      <PageBanner eyebrow={fill(texts.eyebrow)} title={job.title} subtitle={job.subTitle} />
      <article className={`container section ${styles.layout}`}>
        <div data-reveal="up">
          {job.image && <Picture image={job.image} alt={fill(jobImageAlt, { title: job.title })} className={styles.image} eager />}
        </div>
        <div className={styles.text} data-reveal="left">
          <p className={styles.caption}>{job.caption}</p>
          <ul className={styles.tags} aria-label={LANDMARKS.tags}>
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
            {fill(texts.visitButton)} <FiExternalLink aria-hidden="true" />
            <span className="visually-hidden">{OPENS_IN_NEW_TAB}</span>
          </a>
        </div>
      </article>
      {moreJobs.length > 0 && (
        <HydrateOnView>
          <section className="section section-alt" aria-labelledby="success-title">
            <div className="container">
              <div className="section-head">
                <p className="eyebrow">{fill(texts.moreEyebrow)}</p>
                <h2 id="success-title">{fill(texts.moreTitle)}</h2>
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
        <CallToAction texts={texts.callToAction} afterAlt={moreJobs.length > 0} />
      </HydrateOnView>
    </>
  );
}
