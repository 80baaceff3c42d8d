import { usePlaceholders } from '../../hooks/use-placeholders';
import { PATHS } from '../../lib/routes';
import { ServiceCard, type ServiceCardProps } from '../services/service-card';
import { CardSection } from '../ui/card-section';

type ServicesPreviewProps = {
  services: readonly Omit<ServiceCardProps, 'headingLevel' | 'revealDelayMs'>[];
  texts: Queries.PageHomeServices;
};

/** "What I Do For You": the first few services and the way to the rest. */
export function ServicesPreview({ services, texts }: ServicesPreviewProps) {
  const fill = usePlaceholders();
  return (
    <CardSection
      heading={{
        id: 'what-i-do-title',
        ...texts,
      }}
      items={services}
      card={(service, revealDelayMs) => <ServiceCard key={service.id} {...service} revealDelayMs={revealDelayMs} />}
      more={{ to: PATHS.services, text: fill(texts.moreButton) }}
    />
  );
}
