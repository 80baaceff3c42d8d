import { graphql, type PageProps } from 'gatsby';
import { ServicesGrid } from '../components/services/services-grid';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { PageBanner } from '../components/ui/page-banner';
import { useSiteSettings } from '../hooks/use-site-settings';
import { PAGE_TITLES } from '../lib/breadcrumbs';
import { PATHS, servicePath } from '../lib/routes';
import { breadcrumbLd, collectionPageLd } from '../lib/structured-data';

const DESCRIPTION =
  'Public relations, reputation management, SEO, social media, web and app development, cyber security and executive branding from one Lagos team.';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const services = data.allServicesJson.nodes;
  const page = { path: PATHS.services, name: PAGE_TITLES.services, description: DESCRIPTION };
  const structuredData = [
    collectionPageLd(
      siteUrl,
      page,
      services.map((service) => ({ name: service.title, path: servicePath({ id: service.jsonId, slug: service.slug }) })),
    ),
    breadcrumbLd(siteUrl, page),
  ];
  return (
    <>
      <Seo title={page.name} description={DESCRIPTION} canonicalPath={page.path} structuredData={structuredData} />
      <PageBanner
        eyebrow="What we do"
        title={page.name}
        subtitle="Public relations, digital marketing and technology under one roof, so your brand speaks with one voice everywhere."
      />
      <ServicesGrid services={services.map((service) => ({ ...service, id: service.jsonId }))} />
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
