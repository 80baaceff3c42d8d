import { LANDMARKS } from '../../lib/spoken-only';
import { ServiceCard, type ServiceCardProps } from './service-card';
import { CardSection } from '../ui/card-section';

type ServicesGridProps = {
  services: readonly Omit<ServiceCardProps, 'headingLevel' | 'revealDelayMs'>[];
};

/** The grid of every service on /services, under the page's banner. */
export function ServicesGrid({ services }: ServicesGridProps) {
  return (
    <CardSection
      label={LANDMARKS.allServices}
      items={services}
      card={(service, revealDelayMs) => <ServiceCard key={service.id} {...service} headingLevel="h2" revealDelayMs={revealDelayMs} />}
    />
  );
}
