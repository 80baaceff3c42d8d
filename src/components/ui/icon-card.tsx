import { Icon } from './icon';
import * as styles from './icon-card.module.css';
import { revealDelay } from './reveal-delay';

export type IconCardProps = {
  title: string;
  desc: string;
  icon: string;
  /** Delay of its entrance, for a staggered grid. */
  revealDelayMs?: number;
};

/** A feature or a reason to choose us: icon, title, description. */
export function IconCard({ title, desc, icon, revealDelayMs = 0 }: IconCardProps) {
  return (
    <article className={styles.card} data-reveal="up" style={revealDelay(revealDelayMs)}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.desc}>{desc}</p>
    </article>
  );
}
