import { usePlaceholders } from '../../hooks/use-placeholders';
import { CARD_STAGGER_MS } from '../../lib/constants';
import { SkillBar } from './skill-bar';
import * as styles from './skills.module.css';

type Bar = { title: string; value: number };

type SkillsProps = {
  skills: readonly Bar[];
  toolkit: readonly Bar[];
  texts: Queries.PageHomeSkills;
};

/** The core skills and the digital marketing toolkit, each as bars. */
export function Skills({ skills, toolkit, texts }: SkillsProps) {
  const fill = usePlaceholders();
  return (
    <section className="section section-alt" aria-labelledby="skills-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <div data-reveal="up">
            <p className="eyebrow">{fill(texts.eyebrow)}</p>
            <h2 id="skills-title">{fill(texts.title)}</h2>
            <p className="lead">{fill(texts.lead)}</p>
          </div>
          <div className={styles.bars}>
            {skills.map((skill, index) => (
              <SkillBar key={skill.title} {...skill} revealDelayMs={index * CARD_STAGGER_MS} />
            ))}
          </div>
        </div>
        <div className={styles.toolkit} aria-labelledby="toolkit-title" role="group">
          <h3 id="toolkit-title" className={styles.toolkitTitle}>
            {fill(texts.toolkitTitle)}
          </h3>
          <p className={styles.toolkitText}>{fill(texts.toolkitText, { count: toolkit.length })}</p>
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
