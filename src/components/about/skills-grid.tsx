import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
import { CARD_STAGGER_MS } from '../../lib/constants';
import * as styles from './skills-grid.module.css';
import { revealDelay } from '../ui/reveal-delay';

type SkillsGridProps = {
  skills: readonly { title: string; desc: string; icon: string }[];
  texts: SectionHeadTexts;
};

/** The six skills, each with its emoji. */
export function SkillsGrid({ skills, texts }: SkillsGridProps) {
  return (
    <section className="section section-alt" aria-labelledby="about-skills-title">
      <div className="container">
        <SectionHead id="about-skills-title" texts={texts} reveal />
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
