import { graphql, type PageProps } from 'gatsby';
import { ServiceCard } from '../components/services/service-card';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { PageBanner } from '../components/ui/page-banner';
import { CARD_STAGGER_MS } from '../lib/constants';
import { PATHS } from '../lib/routes';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <>
      <Seo
        title="Our Services"
        description="Public relations, reputation management, SEO, social media, web and app development, cyber security and executive branding from one Lagos team."
        canonicalPath={PATHS.services}
      />
      <PageBanner
        eyebrow="What we do"
        title="Our Services"
        subtitle="Public relations, digital marketing and technology under one roof, so your brand speaks with one voice everywhere."
      />
      <section className="container section" aria-label="All services">
        <div className="grid">
          {data.allServicesJson.nodes.map((service, index) => (
            <ServiceCard
              key={service.jsonId}
              {...service}
              id={service.jsonId}
              headingLevel="h2"
              revealDelayMs={(index % 3) * CARD_STAGGER_MS}
            />
          ))}
        </div>
      </section>
      <CallToAction title="Not sure which service you need?" text="Tell us about your brand and your goals. We will recommend the right mix and give you a clear, fixed quote." />
    </>
  );
}

export const query = graphql`
  query ServicesPage {
    allServicesJson(sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
  }
`;
