import { useSharedTexts } from '../hooks/use-shared-texts';
import { graphql, type PageProps } from 'gatsby';
import { LegalDocument } from '../components/legal/legal-document';
import { Seo } from '../components/seo/seo';
import { useSiteSettings } from '../hooks/use-site-settings';
import { breadcrumbLd, webPageLd } from '../lib/structured-data';

type LegalContext = { canonicalPath: string };

export default function LegalTemplate({ data, pageContext }: PageProps<Queries.LegalPageQuery, LegalContext>) {
  const document = data.legalJson;
  const { siteUrl } = useSiteSettings();
  const shared = useSharedTexts();
  const texts = data.pageLegalJson;
  if (!document || !texts) return null;
  const page = { path: pageContext.canonicalPath, name: document.title, description: document.description };
  const structuredData = [webPageLd(siteUrl, page), breadcrumbLd(siteUrl, page, shared.sections)];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <LegalDocument {...document} texts={texts} />
    </>
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    pageLegalJson {
      lastUpdated
      contentsTitle
    }
    legalJson(id: { eq: $id }) {
      title
      description
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
