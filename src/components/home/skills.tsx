import { CARD_STAGGER_MS } from '../../lib/constants';
import { SkillBar } from './skill-bar';
import * as styles from './skills.module.css';

type Bar = { title: string; value: number };

type SkillsProps = {
  skills: readonly Bar[];
  toolkit: readonly Bar[];
};

/** The core skills and the digital marketing toolkit, each as bars. */
export function Skills({ skills, toolkit }: SkillsProps) {
  return (
    <section className="section section-alt" aria-labelledby="skills-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <div data-reveal="up">
            <p className="eyebrow">Skills</p>
            <h2 id="skills-title">Skills that carry every project</h2>
            <p className="lead">Design sense, solid engineering and marketing know-how, kept sharp on real client work.</p>
          </div>
          <div className={styles.bars}>
            {skills.map((skill, index) => (
              <SkillBar key={skill.title} {...skill} revealDelayMs={index * CARD_STAGGER_MS} />
            ))}
          </div>
        </div>
        <div className={styles.toolkit} aria-labelledby="toolkit-title" role="group">
          <h3 id="toolkit-title" className={styles.toolkitTitle}>
            Digital Marketing Toolkit
          </h3>
          <p className={styles.toolkitText}>
            The {toolkit.length} tools I use every week to plan, build, publish and measure.
          </p>
          <div className={styles.toolGrid}>
            {toolkit.map((tool, index) => (
              <SkillBar key={tool.title} {...tool} revealDelayMs={(index % 2) * CARD_STAGGER_MS} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
