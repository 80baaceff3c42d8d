import { useId } from 'react';
import * as styles from './skill-bar.module.css';
import { revealDelay } from '../ui/reveal-delay';

type SkillBarProps = {
  title: string;
  /** Percent, 0 to 100. */
  value: number;
  revealDelayMs?: number;
};

/** A named bar with its value shown as text and exposed as a progressbar. */
export function SkillBar({ title, value, revealDelayMs = 0 }: SkillBarProps) {
  const labelId = useId();
  return (
    <div className={styles.skill} data-reveal="left" style={revealDelay(revealDelayMs)}>
      <div className={styles.head}>
        <span id={labelId} className={styles.title}>
          {title}
        </span>
        <span className={styles.value} aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
