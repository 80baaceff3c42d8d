import { useSharedTexts } from '../../hooks/use-shared-texts';
import { useCounters } from '../../hooks/use-counters';
import { useCountUp } from '../../hooks/use-count-up';
import { CARD_STAGGER_MS } from '../../lib/constants';
import * as styles from './counter-strip.module.css';
import { revealDelay } from './reveal-delay';

type CounterProps = {
  label: string;
  value: number;
  unit: string;
  revealDelayMs: number;
};

/** One figure: it counts up from 0 when it scrolls into view (the final number is in the HTML). */
function Counter({ label, value, unit, revealDelayMs }: CounterProps) {
  const { ref, value: shown } = useCountUp<HTMLLIElement>(value);
  return (
    <li ref={ref} className={styles.counter} data-reveal="up" style={revealDelay(revealDelayMs)}>
      <p className={styles.figure}>
        <span className={styles.number} style={{ minWidth: `${String(value).length}ch` }}>
          {shown}
        </span>{' '}
        <span className={styles.unit}>{unit}</span>
      </p>
      <p className={styles.label}>{label}</p>
    </li>
  );
}

/** The headline figures (years, clients, projects, partnerships), as on the home and about pages. */
export function CounterStrip() {
  const counters = useCounters();
  // A heading for assistive technology; the figures speak for themselves on screen.
  const { countersTitle } = useSharedTexts();
  return (
    <section className={styles.section} aria-labelledby="counters-title">
      <div className="container">
        <h2 id="counters-title" className="visually-hidden">
          {countersTitle}
        </h2>
        <ul className={styles.strip}>
          {counters.map((counter, index) => (
            <Counter key={counter.label} {...counter} revealDelayMs={index * CARD_STAGGER_MS} />
          ))}
        </ul>
      </div>
    </section>
  );
}
