import { graphql, type PageProps } from 'gatsby';
import { JobsGrid } from '../components/jobs/jobs-grid';
import { toJobCards } from '../components/jobs/job-list';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { PageBanner } from '../components/ui/page-banner';
import { useSiteSettings } from '../hooks/use-site-settings';
import { PAGE_TITLES } from '../lib/breadcrumbs';
import { jobPath, PATHS } from '../lib/routes';
import { breadcrumbLd, collectionPageLd } from '../lib/structured-data';

const DESCRIPTION =
  'Websites, mobile apps and social media campaigns we have built for businesses, schools, newsrooms and banks across Nigeria.';

export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const cards = toJobCards(data.allJobsJson.nodes);
  const page = { path: PATHS.jobs, name: PAGE_TITLES.jobs, description: DESCRIPTION };
  const structuredData = [
    collectionPageLd(siteUrl, page, cards.map((card) => ({ name: card.title, path: jobPath(card.number, card.title) }))),
    breadcrumbLd(siteUrl, page),
  ];
  return (
    <>
      <Seo title={page.name} description={DESCRIPTION} canonicalPath={page.path} structuredData={structuredData} />
      <PageBanner
        eyebrow="My Portfolios"
        title={page.name}
        subtitle="Platforms, apps and campaigns we have designed, built and grown for clients across Nigeria."
      />
      <JobsGrid cards={cards} />
      <CallToAction title="Your project could be next" />
    </>
  );
}

export const query = graphql`
  query PortfolioPage {
    allJobsJson(sort: { fields: { position: ASC } }) {
      nodes {
        ...JobCardFields
      }
    }
  }
`;
