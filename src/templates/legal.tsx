import { graphql, type PageProps } from 'gatsby';
import { LegalDocument } from '../components/legal/legal-document';
import { Seo } from '../components/seo/seo';

type LegalContext = { canonicalPath: string };

export default function LegalTemplate({ data, pageContext }: PageProps<Queries.LegalPageQuery, LegalContext>) {
  const document = data.legalJson;
  if (!document) return null;
  return (
    <>
      <Seo title={document.title} description={document.intro[0]} canonicalPath={pageContext.canonicalPath} />
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
