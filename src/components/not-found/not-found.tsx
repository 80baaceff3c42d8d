import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import { PATHS } from '../../lib/routes';
import * as styles from './not-found.module.css';

/** Where each of the page's links leads (data/pages/not-found.json names the page). */
const WAY_PATHS = { home: PATHS.home, about: PATHS.about, services: PATHS.services, jobs: PATHS.jobs, inventory: PATHS.inventory, contact: PATHS.contact } as const;

type NotFoundProps = { texts: Pick<Queries.PageNotFoundJson, 'title' | 'text' | 'waysTitle' | 'ways'> };

/** The 404 screen: the way home, and the pages a visitor who took a wrong turn most likely meant. */
export function NotFound({ texts }: NotFoundProps) {
  const fill = usePlaceholders();
  const { buttons } = useSharedTexts();
  return (
    <section className={`container section ${styles.result}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.code}>
        {fill(texts.title)}
      </h1>
      <p className="lead">{fill(texts.text)}</p>
      <Link to={PATHS.home} className="button button-primary">
        {fill(buttons.home)}
      </Link>
      <nav className={styles.waysOn} aria-labelledby="ways-on-title">
        <h2 id="ways-on-title" className={styles.waysOnTitle}>
          {fill(texts.waysTitle)}
        </h2>
        <ul>
          {texts.ways.map((way) => {
            const to = WAY_PATHS[way.page as keyof typeof WAY_PATHS];
            // The arrow stays with the title's last word when the title wraps.
            const words = fill(way.title).split(' ');
            const last = words.pop();
            return (
              <li key={to}>
                <Link to={to} className={styles.way}>
                  <span className={styles.wayTitle}>
                    {words.join(' ')}{' '}
                    <span className={styles.nowrap}>
                      {last}
                      <FiArrowRight aria-hidden="true" focusable="false" />
                    </span>
                  </span>
                  <span className={styles.wayText}>{fill(way.text)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}

