import { Link } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { PATHS } from '../lib/routes';
import * as styles from './404.module.css';

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
    </section>
  );
}
