import { graphql, type PageProps } from 'gatsby';
import { JobCard } from '../components/jobs/job-card';
import { toJobCards } from '../components/jobs/job-list';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { PageBanner } from '../components/ui/page-banner';
import { CARD_STAGGER_MS } from '../lib/constants';
import { PATHS } from '../lib/routes';

export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const cards = toJobCards(data.allJobsJson.nodes);
  return (
    <>
      <Seo
        title="Our Portfolio"
        description="Websites, mobile apps and social media campaigns we have built for businesses, schools, newsrooms and banks across Nigeria."
        canonicalPath={PATHS.jobs}
      />
      <PageBanner
        eyebrow="My Portfolios"
        title="Our Portfolio"
        subtitle="Platforms, apps and campaigns we have designed, built and grown for clients across Nigeria."
      />
      <section className="container section" aria-label="Projects">
        <div className="grid">
          {cards.map((card, index) => (
            <JobCard key={card.number} {...card} headingLevel="h2" revealDelayMs={(index % 3) * CARD_STAGGER_MS} />
          ))}
        </div>
      </section>
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
