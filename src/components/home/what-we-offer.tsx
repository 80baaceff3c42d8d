import { ServiceCarousel } from './service-carousel';
import { ServiceSlideCard, type ServiceSlideCardProps } from './service-slide-card';
import * as styles from './home-section.module.css';

type WhatWeOfferProps = {
  services: readonly (ServiceSlideCardProps & { key: string })[];
};

/** "What We Offer": the agency's promise and a carousel of every service. */
export function WhatWeOffer({ services }: WhatWeOfferProps) {
  return (
    <section className={`section ${styles.beforeCallToAction}`} aria-labelledby="what-we-offer-title">
      <div className="container">
        <div className="section-head center" data-reveal="up">
          <p className="eyebrow">Public relations &amp; digital</p>
          <h2 id="what-we-offer-title">What We Offer</h2>
          <p className="lead">
            We are a boutique agency offering a complete suite of public relations and digital communication services,
            shaped around each client&apos;s story, audience and goals.
          </p>
        </div>
        <ServiceCarousel label="Our services">
          {services.map(({ key, ...service }) => (
            <ServiceSlideCard key={key} {...service} />
          ))}
        </ServiceCarousel>
      </div>
    </section>
  );
}
