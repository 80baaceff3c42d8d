import { graphql, type PageProps } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import { ServiceDetail } from '../components/services/service-detail';
import { Seo } from '../components/seo/seo';
import { PATHS } from '../lib/routes';

type ServiceContext = { canonicalPath: string };

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServiceContext>) {
  const service = data.servicesJson;
  const allServices = data.allServicesJson.nodes.map((node) => ({ ...node, id: node.jsonId }));
  if (!service) {
    return (
      <section className="container section">
        <Seo title="Service not found" description="This service could not be found." canonicalPath={PATHS.services} />
        <h1>Service not found</h1>
      </section>
    );
  }
  return (
    <>
      <Seo title={service.title} description={service.desc} canonicalPath={pageContext.canonicalPath} />
      <ServiceDetail
        service={{ ...service, id: service.jsonId, image: getImage(service.image.childImageSharp?.gatsbyImageData ?? null) }}
        allServices={allServices}
      />
    </>
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
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
          gatsbyImageData(width: 760, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
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
