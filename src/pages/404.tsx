import { graphql, type PageProps } from 'gatsby';
import { NotFound } from '../components/not-found/not-found';
import { Seo } from '../components/seo/seo';
import { usePlaceholders } from '../hooks/use-placeholders';

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const fill = usePlaceholders();
  const texts = data.pageNotFoundJson;
  if (!texts) throw new Error('data/pages/not-found.json was not loaded');
  return (
    <>
      <Seo title={fill(texts.meta.title)} description={fill(texts.meta.description)} />
      <NotFound texts={texts} />
    </>
  );
}

export const query = graphql`
  query NotFoundPage {
    pageNotFoundJson {
      meta {
        title
        description
      }
      title
      text
      waysTitle
      ways {
        page
        title
        text
      }
    }
  }
`;
