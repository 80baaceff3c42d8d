import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { FiCheck } from 'react-icons/fi';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { Picture } from '../ui/picture';
import * as styles from './story.module.css';

type StoryProps = {
  storyImage: IGatsbyImageData | undefined;
  reputationImage: IGatsbyImageData | undefined;
};

const REPUTATION_WORK = [
  'Monitoring and early warning across news, social media and review sites',
  'Crisis communication plans and calm, fast responses',
  'Press relations, interviews and thought leadership',
  'Search results that show your best side, through SEO and content you own',
];

/** The about page's narrative: who we are, and why reputation is the heart of the work. */
export function Story({ storyImage, reputationImage }: StoryProps) {
  const { siteName, foundingYear } = useSiteSettings();
  return (
    <>
      <section className="section" aria-labelledby="story-title">
        <div className={`container ${styles.block}`}>
          <div className={styles.text} data-reveal="left">
            <p className="eyebrow">Our story</p>
            <h2 id="story-title">A Lagos studio built on trust</h2>
            <p className="lead">
              {siteName} began in {foundingYear} as a small web design studio in Lagos. Clients soon asked for more than a
              website: they wanted to be found, to be talked about for the right reasons, and to know what to do when a
              conversation online turned against them.
            </p>
            <p>
              So we grew into a boutique agency where public relations, reputation management and digital craft work side by
              side. We have delivered more than 50 projects for 20 clients, from start-ups and schools to banks, newsrooms and
              public figures, and we work with 14 strategic partners across the media, influencer networks and technology.
            </p>
            <p>
              Every engagement is led by senior people who know your business, answer their own phones and tell you the truth
              about what will work.
            </p>
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
            <p className="eyebrow">Reputation management</p>
            <h2 id="reputation-title">Your reputation is your most valuable asset</h2>
            <p className="lead">
              People search before they buy, invest, hire or vote. What they find in those first few results decides whether
              they call you or your competitor.
            </p>
            <p>
              We make sure what they find is accurate, current and fair. We watch what is said about your brand, respond
              quickly and calmly when issues arise, and build a steady supply of credible, positive stories: press coverage,
              customer voices, expert commentary and pages you own.
            </p>
            <ul className={styles.list}>
              {REPUTATION_WORK.map((item) => (
                <li key={item}>
                  <FiCheck aria-hidden="true" focusable="false" />
                  {item}
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
