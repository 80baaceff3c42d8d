import { usePlaceholders } from '../../hooks/use-placeholders';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { jobPath } from '../../lib/routes';
import { Picture, type PictureSource } from '../ui/picture';
import * as styles from './job-card.module.css';
import { revealDelay } from '../ui/reveal-delay';

export type JobCardProps = {
  /** The job's number in the portfolio, from 1. */
  number: number;
  title: string;
  caption: string;
  image: PictureSource | undefined;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Delay of its entrance, for a staggered grid. */
  revealDelayMs?: number;
};

export function JobCard({ number, title, caption, image, headingLevel: Heading = 'h3', revealDelayMs = 0 }: JobCardProps) {
  const { buttons, jobImageAlt } = useSharedTexts();
  const fill = usePlaceholders();
  return (
    <article className={styles.card} data-reveal="up" style={revealDelay(revealDelayMs)}>
      {image && <Picture image={image} alt={fill(jobImageAlt, { title })} className={styles.image} />}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.caption}>{caption}</p>
        <Link to={jobPath(number, title)} className="button button-outline">
          {buttons.aboutJob} <span className="visually-hidden">: {title}</span>
          <FiArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
