import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
import { CARD_STAGGER_MS } from '../../lib/constants';
import { Picture, type PictureSource } from '../ui/picture';
import * as styles from './process-steps.module.css';
import { revealDelay } from '../ui/reveal-delay';

type ProcessStepsProps = {
  steps: readonly { title: string; desc: string; image: PictureSource | undefined }[];
  texts: SectionHeadTexts;
};

/** "How we work": the three steps of every project, in order. */
export function ProcessSteps({ steps, texts }: ProcessStepsProps) {
  return (
    <section className="section" aria-labelledby="process-title">
      <div className="container">
        <SectionHead id="process-title" texts={texts} reveal />
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li
              key={step.title}
              className={styles.step}
              data-reveal="left"
              style={revealDelay(index * CARD_STAGGER_MS)}
            >
              {step.image && <Picture image={step.image} alt="" className={styles.image} />}
              <div className={styles.body}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.title}>{step.title}</h3>
                <p className={styles.desc}>{step.desc}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
