import { LANDMARKS } from '../../lib/spoken-only';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { Link } from 'gatsby';
import { FiCheck } from 'react-icons/fi';
import { PATHS, servicePath } from '../../lib/routes';
import { Icon } from '../ui/icon';
import { PageBanner } from '../ui/page-banner';
import { Picture, type PictureSource } from '../ui/picture';
import * as styles from './service-detail.module.css';

export type ServiceDetailProps = {
  service: {
    id: number;
    slug: string;
    title: string;
    subTitle: string;
    content: readonly string[];
    offerings: readonly string[];
    quoteLabel: string;
    image: PictureSource | undefined;
  };
  allServices: readonly { id: number; slug: string; title: string; icon: string }[];
  /** The words every service page shares (data/pages/service.json). */
  texts: Pick<Queries.PageServiceJson, 'eyebrow' | 'offeringsTitle' | 'quoteTitle' | 'quoteText' | 'sideTitle'>;
};

export function ServiceDetail({ service, allServices, texts }: ServiceDetailProps) {
  const fill = usePlaceholders();
  const current = servicePath(service);
  return (
    <>
      <PageBanner eyebrow={fill(texts.eyebrow)} title={service.title} subtitle={service.subTitle} />
      <div className={`container section ${styles.layout}`}>
        <article className={styles.article} data-reveal="left">
          {service.image && (
            <Picture image={service.image} alt="" className={styles.image} eager />
          )}
          {service.content.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {service.offerings.length > 0 && (
            <>
              <h2 className={styles.subheading}>{fill(texts.offeringsTitle)}</h2>
              <ul className={styles.offerings}>
                {service.offerings.map((offering) => (
                  <li key={offering}>
                    <FiCheck aria-hidden="true" />
                    {offering}
                  </li>
                ))}
              </ul>
            </>
          )}
          <aside className={`dark ${styles.quote}`} aria-labelledby="quote-title">
            <h2 id="quote-title" className={styles.quoteTitle}>
              {fill(texts.quoteTitle)}
            </h2>
            <p>{fill(texts.quoteText, { service: service.title.toLowerCase() })}</p>
            <Link to={PATHS.contact} className="button button-accent">
              {service.quoteLabel}
            </Link>
          </aside>
        </article>
        <nav className={styles.side} aria-label={LANDMARKS.allServices} data-reveal="up">
          <h2 className={styles.sideTitle}>{fill(texts.sideTitle)}</h2>
          <ul>
            {allServices.map((item) => {
              const path = servicePath(item);
              return (
                <li key={item.id}>
                  <Link to={path} aria-current={path === current ? 'page' : undefined} className={styles.sideLink}>
                    <Icon name={item.icon} />
                    {item.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
