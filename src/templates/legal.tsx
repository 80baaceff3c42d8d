import { graphql, type PageProps } from 'gatsby';
import { LegalDocument } from '../components/legal/legal-document';
import { Seo } from '../components/seo/seo';
import { useSiteSettings } from '../hooks/use-site-settings';
import { breadcrumbLd } from '../lib/structured-data';

type LegalContext = { canonicalPath: string };

export default function LegalTemplate({ data, pageContext }: PageProps<Queries.LegalPageQuery, LegalContext>) {
  const document = data.legalJson;
  const { siteUrl } = useSiteSettings();
  if (!document) return null;
  const structuredData = [breadcrumbLd(siteUrl, [{ name: document.title, path: pageContext.canonicalPath }])];
  return (
    <>
      <Seo
        title={document.title}
        description={document.intro[0]}
        canonicalPath={pageContext.canonicalPath}
        structuredData={structuredData}
      />
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
