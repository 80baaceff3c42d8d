import { useSharedTexts } from '../../hooks/use-shared-texts';
import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { servicePath } from '../../lib/routes';
import { Icon } from '../ui/icon';
import * as styles from './service-card.module.css';
import { revealDelay } from '../ui/reveal-delay';

export type ServiceCardProps = {
  id: number;
  slug: string;
  title: string;
  desc: string;
  icon: string;
  headingLevel?: 'h2' | 'h3';
  revealDelayMs?: number;
};

/** A service in a grid: icon, title, description, and a link to its page. */
export function ServiceCard({ id, slug, title, desc, icon, headingLevel: Heading = 'h3', revealDelayMs = 0 }: ServiceCardProps) {
  const { buttons } = useSharedTexts();
  return (
    <article className={styles.card} data-reveal="up" style={revealDelay(revealDelayMs)}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>
        <Link to={servicePath({ id, slug })} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <p className={styles.desc}>{desc}</p>
      <span className={styles.more} aria-hidden="true">
        {buttons.learnMore} <FiArrowRight />
      </span>
    </article>
  );
}
