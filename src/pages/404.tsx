import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { Seo } from '../components/seo/seo';
import { PAGE_TITLES } from '../lib/breadcrumbs';
import { PATHS } from '../lib/routes';
import * as styles from './404.module.css';

/** Where a visitor who took a wrong turn most likely meant to go. */
const WAYS_ON = [
  { to: PATHS.services, title: PAGE_TITLES.services, text: 'PR, reputation, SEO, web and app work' },
  { to: PATHS.jobs, title: PAGE_TITLES.jobs, text: 'Projects we have delivered' },
  { to: PATHS.inventory, title: 'Inventory Software', text: 'Stock, sales and point of sale' },
  { to: PATHS.contact, title: PAGE_TITLES.contact, text: 'Call, write or chat with us' },
] as const;

export default function NotFoundPage() {
  return (
    <section className={`container section ${styles.result}`} aria-labelledby="not-found-title">
      <Seo title="Page not found" description="The page you asked for does not exist. Start again from the home page." />
      <h1 id="not-found-title" className={styles.code}>
        404
      </h1>
      <p className="lead">Sorry, See you are on a broken page</p>
      <Link to={PATHS.home} className="button button-primary">
        Go to Home
      </Link>
      <nav className={styles.waysOn} aria-labelledby="ways-on-title">
        <h2 id="ways-on-title" className={styles.waysOnTitle}>
          Or pick up from here
        </h2>
        <ul>
          {WAYS_ON.map((way) => {
            // The arrow stays with the title's last word when the title wraps.
            const words = way.title.split(' ');
            const last = words.pop();
            return (
              <li key={way.to}>
                <Link to={way.to} className={styles.way}>
                  <span className={styles.wayTitle}>
                    {words.join(' ')}{' '}
                    <span className={styles.nowrap}>
                      {last}
                      <FiArrowRight aria-hidden="true" focusable="false" />
                    </span>
                  </span>
                  <span className={styles.wayText}>{way.text}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}
