import { CARD_STAGGER_MS } from '../../lib/constants';
import * as styles from './skills-grid.module.css';
import { revealDelay } from '../../browser/reveal';

type SkillsGridProps = {
  skills: readonly { title: string; desc: string; icon: string }[];
};

/** The six skills, each with its emoji. */
export function SkillsGrid({ skills }: SkillsGridProps) {
  return (
    <section className="section section-alt" aria-labelledby="about-skills-title">
      <div className="container">
        <div className="section-head center" data-reveal="up">
          <p className="eyebrow">What we do best</p>
          <h2 id="about-skills-title">Skills that move brands forward</h2>
          <p className="lead">Six crafts, one team: everything a brand needs to look good, be found and be believed.</p>
        </div>
        <ul className={`grid ${styles.list}`}>
          {skills.map((skill, index) => (
            <li
              key={skill.title}
              className={styles.card}
              data-reveal="up"
              style={revealDelay((index % 3) * CARD_STAGGER_MS)}
            >
              <span className={styles.emoji} aria-hidden="true">
                {skill.icon}
              </span>
              <h3 className={styles.title}>{skill.title}</h3>
              <p className={styles.desc}>{skill.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
