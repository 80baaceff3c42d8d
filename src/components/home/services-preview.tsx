import { PATHS } from '../../lib/routes';
import { ServiceCard, type ServiceCardProps } from '../services/service-card';
import { CardSection } from '../ui/card-section';

type ServicesPreviewProps = {
  services: readonly Omit<ServiceCardProps, 'headingLevel' | 'revealDelayMs'>[];
};

/** "What I Do For You": the first few services and the way to the rest. */
export function ServicesPreview({ services }: ServicesPreviewProps) {
  return (
    <CardSection
      heading={{
        id: 'what-i-do-title',
        eyebrow: 'Services',
        title: 'What I Do For You',
        lead: 'From the first impression to the first page of Google: the work that helps people find, trust and choose you.',
      }}
      items={services}
      card={(service, revealDelayMs) => <ServiceCard key={service.id} {...service} revealDelayMs={revealDelayMs} />}
      more={{ to: PATHS.services, text: 'See More Services' }}
    />
  );
}
