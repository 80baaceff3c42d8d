import { usePlaceholders } from '../hooks/use-placeholders';
import { useSharedTexts } from '../hooks/use-shared-texts';
import { graphql, type PageProps } from 'gatsby';
import { ServiceDetail } from '../components/services/service-detail';
import { Seo } from '../components/seo/seo';
import { useSiteSettings } from '../hooks/use-site-settings';
import { PATHS } from '../lib/routes';
import { breadcrumbLd, mainEntityId, serviceLd, webPageLd } from '../lib/structured-data';

type ServiceContext = { canonicalPath: string };

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServiceContext>) {
  const service = data.servicesJson;
  const { siteUrl } = useSiteSettings();
  const shared = useSharedTexts();
  const fill = usePlaceholders();
  const texts = data.pageServiceJson;
  if (!texts) throw new Error('data/pages/service.json was not loaded');
  const allServices = data.allServicesJson.nodes.map((node) => ({ ...node, id: node.jsonId }));
  if (!service) {
    return (
      <section className="container section">
        <Seo title={fill(texts.notFound)} description={fill(texts.notFound)} canonicalPath={PATHS.services} />
        <h1>{fill(texts.notFound)}</h1>
      </section>
    );
  }
  // An alias shows its canonical page, breadcrumbs and all.
  const page = { path: pageContext.canonicalPath, name: service.title, description: service.desc };
  const structuredData = [
    webPageLd(siteUrl, page, mainEntityId(siteUrl, page.path, 'service')),
    serviceLd(siteUrl, page.path, service),
    breadcrumbLd(siteUrl, page, shared.sections),
  ];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <ServiceDetail
        service={{ ...service, id: service.jsonId, image: service.image.childImageSharp?.gatsbyImageData }}
        allServices={allServices}
        texts={texts}
      />
    </>
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    pageServiceJson {
      eyebrow
      offeringsTitle
      quoteTitle
      quoteText
      sideTitle
      notFound
    }
    servicesJson(id: { eq: $id }) {
      jsonId
      slug
      title
      subTitle
      desc
      content
      offerings
      quoteLabel
      image {
        childImageSharp {
          # Drawn at most 773 px wide, across the article's column. Gatsby's sizes ask for the whole
          # width below 780 px, so 780 serves a phone of two pixels per px, and 1170 one of three
          # (or a wide screen of one and a half).
          gatsbyImageData(width: 780, breakpoints: [780, 1170], placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
    allServicesJson(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        title
        icon
      }
    }
  }
`;
