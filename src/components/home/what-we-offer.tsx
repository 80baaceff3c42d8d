import { LANDMARKS, SLIDE_KINDS } from '../../lib/spoken-only';
import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
import { SERVICE_CAROUSEL_AUTOPLAY_MS, SERVICE_CAROUSEL_BREAKPOINTS, SERVICE_CAROUSEL_SPACING_PX } from '../../lib/constants';
import { servicePath } from '../../lib/routes';
import { Carousel } from '../ui/carousel';
import { ServiceSlideCard, type ServiceSlideCardProps } from './service-slide-card';
import * as offer from './what-we-offer.module.css';

type WhatWeOfferProps = {
  services: readonly (Omit<ServiceSlideCardProps, 'to'> & { id: number; slug: string })[];
  texts: SectionHeadTexts;
};

/** "What We Offer": the agency's promise and a carousel of every service. */
export function WhatWeOffer({ services, texts }: WhatWeOfferProps) {
  const slides = services.map(({ id, slug, title, caption, image }) => ({
    id: slug,
    label: title,
    content: <ServiceSlideCard title={title} caption={caption} to={servicePath({ id, slug })} image={image} />,
  }));
  return (
    <section className="section" aria-labelledby="what-we-offer-title">
      <div className="container">
        <SectionHead id="what-we-offer-title" texts={texts} reveal />
        <Carousel
          label={LANDMARKS.serviceCarousel}
          slideName={SLIDE_KINDS.service}
          slides={slides}
          autoplayMs={SERVICE_CAROUSEL_AUTOPLAY_MS}
          breakpoints={SERVICE_CAROUSEL_BREAKPOINTS}
          gapPx={SERVICE_CAROUSEL_SPACING_PX}
          className={offer.carousel}
        />
      </div>
    </section>
  );
}
