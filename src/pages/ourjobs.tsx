import { usePlaceholders } from '../hooks/use-placeholders';
import { useSharedTexts } from '../hooks/use-shared-texts';
import { graphql, type PageProps } from 'gatsby';
import { JobsGrid } from '../components/jobs/jobs-grid';
import { toJobCards } from '../components/jobs/job-list';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { PageBanner } from '../components/ui/page-banner';
import { useSiteSettings } from '../hooks/use-site-settings';
import { jobPath, PATHS } from '../lib/routes';
import { breadcrumbLd, collectionPageLd } from '../lib/structured-data';

export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const shared = useSharedTexts();
  const fill = usePlaceholders();
  const texts = data.pagePortfolioJson;
  if (!texts) throw new Error('data/pages/portfolio.json was not loaded');
  const cards = toJobCards(data.allJobsJson.nodes);
  const page = { path: PATHS.jobs, name: fill(texts.banner.title), description: fill(texts.meta.description) };
  const structuredData = [
    collectionPageLd(siteUrl, page, cards.map((card) => ({ name: card.title, path: jobPath(card.number, card.title) }))),
    breadcrumbLd(siteUrl, page, shared.sections),
  ];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <PageBanner eyebrow={fill(texts.banner.eyebrow)} title={page.name} subtitle={fill(texts.banner.subtitle)} />
      <JobsGrid cards={cards} />
      <CallToAction texts={texts.callToAction} />
    </>
  );
}

export const query = graphql`
  query PortfolioPage {
    pagePortfolioJson {
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
    allJobsJson(sort: { fields: { position: ASC } }) {
      nodes {
        ...JobCardFields
      }
    }
  }
`;
