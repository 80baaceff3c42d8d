import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { CARD_STAGGER_MS } from '../../lib/constants';
import { PATHS } from '../../lib/routes';
import { ServiceCard, type ServiceCardProps } from '../services/service-card';
import * as styles from './home-section.module.css';

type ServicesPreviewProps = {
  services: readonly Omit<ServiceCardProps, 'headingLevel' | 'revealDelayMs'>[];
};

/** "What I Do For You": the first few services and the way to the rest. */
export function ServicesPreview({ services }: ServicesPreviewProps) {
  return (
    <section className="section" aria-labelledby="what-i-do-title">
      <div className="container">
        <div className="section-head center" data-reveal="up">
          <p className="eyebrow">Services</p>
          <h2 id="what-i-do-title">What I Do For You</h2>
          <p className="lead">
            From the first impression to the first page of Google: the work that helps people find, trust and choose you.
          </p>
        </div>
        <div className="grid">
          {services.map((service, index) => (
            <ServiceCard key={service.id} {...service} revealDelayMs={index * CARD_STAGGER_MS} />
          ))}
        </div>
        <p className={styles.more}>
          <Link to={PATHS.services} className="button button-primary">
            See More Services <FiArrowRight aria-hidden="true" focusable="false" />
          </Link>
        </p>
      </div>
    </section>
  );
}
