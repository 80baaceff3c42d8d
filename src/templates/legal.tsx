import { graphql, type PageProps } from 'gatsby';
import { LegalDocument } from '../components/legal/legal-document';
import { Seo } from '../components/seo/seo';
import { useSiteSettings } from '../hooks/use-site-settings';
import { breadcrumbLd, webPageLd } from '../lib/structured-data';

type LegalContext = { canonicalPath: string };

export default function LegalTemplate({ data, pageContext }: PageProps<Queries.LegalPageQuery, LegalContext>) {
  const document = data.legalJson;
  const { siteUrl } = useSiteSettings();
  if (!document) return null;
  const page = { path: pageContext.canonicalPath, name: document.title, description: document.intro[0] };
  const structuredData = [webPageLd(siteUrl, page), breadcrumbLd(siteUrl, page)];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <LegalDocument {...document} />
    </>
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    legalJson(id: { eq: $id }) {
      title
      lastUpdated
      intro
      sections {
        title
        paragraphs
        items
      }
    }
  }
`;
