import { usePlaceholders } from '../hooks/use-placeholders';
import { useSharedTexts } from '../hooks/use-shared-texts';
import { graphql, type PageProps } from 'gatsby';
import { ServicesGrid } from '../components/services/services-grid';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { PageBanner } from '../components/ui/page-banner';
import { useSiteSettings } from '../hooks/use-site-settings';
import { PATHS, servicePath } from '../lib/routes';
import { breadcrumbLd, collectionPageLd } from '../lib/structured-data';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const shared = useSharedTexts();
  const fill = usePlaceholders();
  const texts = data.pageServicesJson;
  if (!texts) throw new Error('data/pages/services.json was not loaded');
  const services = data.allServicesJson.nodes;
  const page = { path: PATHS.services, name: fill(texts.banner.title), description: fill(texts.meta.description) };
  const structuredData = [
    collectionPageLd(
      siteUrl,
      page,
      services.map((service) => ({ name: service.title, path: servicePath({ id: service.jsonId, slug: service.slug }) })),
    ),
    breadcrumbLd(siteUrl, page, shared.sections),
  ];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <PageBanner eyebrow={fill(texts.banner.eyebrow)} title={page.name} subtitle={fill(texts.banner.subtitle)} />
      <ServicesGrid services={services.map((service) => ({ ...service, id: service.jsonId }))} />
      <CallToAction texts={texts.callToAction} />
    </>
  );
}

export const query = graphql`
  query ServicesPage {
    pageServicesJson {
      meta {
        ...PageMetaFields
      }
      banner {
        ...PageBannerFields
      }
      callToAction {
        ...PageCallToActionFields
      }
    }
    allServicesJson(sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
  }
`;
