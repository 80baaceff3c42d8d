import { FiCheck } from 'react-icons/fi';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { Picture, type PictureSource } from '../ui/picture';
import * as styles from './story.module.css';

type StoryProps = {
  storyImage: PictureSource | undefined;
  reputationImage: PictureSource | undefined;
  story: Queries.PageAboutStory;
  reputation: Queries.PageAboutReputation;
};

/** The about page's narrative: who we are, and why reputation is the heart of the work. */
export function Story({ storyImage, reputationImage, story, reputation }: StoryProps) {
  const fill = usePlaceholders();
  return (
    <>
      <section className="section" aria-labelledby="story-title">
        <div className={`container ${styles.block}`}>
          <div className={styles.text} data-reveal="left">
            <p className="eyebrow">{fill(story.eyebrow)}</p>
            <h2 id="story-title">{fill(story.title)}</h2>
            <p className="lead">{fill(story.lead)}</p>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{fill(paragraph)}</p>
            ))}
          </div>
          {storyImage && (
            <div className={styles.media} data-reveal="up">
              <Picture image={storyImage} alt="" className={styles.image} />
            </div>
          )}
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="reputation-title">
        <div className={`container ${styles.block} ${styles.reverse}`}>
          <div className={styles.text} data-reveal="left">
            <p className="eyebrow">{fill(reputation.eyebrow)}</p>
            <h2 id="reputation-title">{fill(reputation.title)}</h2>
            <p className="lead">{fill(reputation.lead)}</p>
            {reputation.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{fill(paragraph)}</p>
            ))}
            <ul className={styles.list}>
              {reputation.points.map((item) => (
                <li key={item}>
                  <FiCheck aria-hidden="true" focusable="false" />
                  {fill(item)}
                </li>
              ))}
            </ul>
          </div>
          {reputationImage && (
            <div className={styles.media} data-reveal="up">
              <Picture image={reputationImage} alt="" className={styles.image} />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
