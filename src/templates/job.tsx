import { usePlaceholders } from '../hooks/use-placeholders';
import { useSharedTexts } from '../hooks/use-shared-texts';
import { graphql, type PageProps } from 'gatsby';
import { JobDetail } from '../components/jobs/job-detail';
import { toJobCards } from '../components/jobs/job-list';
import { Seo } from '../components/seo/seo';
import { useSiteSettings } from '../hooks/use-site-settings';
import { PATHS } from '../lib/routes';
import { breadcrumbLd, creativeWorkLd, mainEntityId, webPageLd } from '../lib/structured-data';

type JobContext = { id: string; moreJobIds: string[]; canonicalPath: string };

export default function JobTemplate({ data, pageContext }: PageProps<Queries.JobPageQuery, JobContext>) {
  const job = data.jobsJson;
  const { siteUrl } = useSiteSettings();
  const shared = useSharedTexts();
  const fill = usePlaceholders();
  const texts = data.pageJobJson;
  if (!texts) throw new Error('data/pages/job.json was not loaded');
  if (!job) {
    return (
      <section className="container section">
        <Seo title={fill(texts.notFound)} description={fill(texts.notFound)} canonicalPath={PATHS.jobs} />
        <h1>{fill(texts.notFound)}</h1>
      </section>
    );
  }
  const moreJobs = toJobCards(data.moreJobs);
  // An alias shows its canonical page, breadcrumbs and all.
  const page = { path: pageContext.canonicalPath, name: job.title, description: job.caption };
  const structuredData = [
    webPageLd(siteUrl, page, mainEntityId(siteUrl, page.path, 'work')),
    creativeWorkLd(siteUrl, page.path, job, job.image.childImageSharp?.gatsbyImageData.images.fallback?.src),
    breadcrumbLd(siteUrl, page, shared.sections),
  ];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <JobDetail job={{ ...job, image: job.image.childImageSharp?.gatsbyImageData }} moreJobs={moreJobs} texts={texts} />
    </>
  );
}

export const query = graphql`
  query JobPage($id: String!, $moreJobIds: [String!]!) {
    pageJobJson {
      eyebrow
      visitButton
      moreEyebrow
      moreTitle
      callToAction {
        ...PageCallToActionFields
      }
      notFound
    }
    jobsJson(id: { eq: $id }) {
      title
      subTitle
      caption
      content
      link
      tag
      category
      image {
        childImageSharp {
          # Drawn at most 720 px wide (582 beside the text on a wide screen). The widths of the job
          # cards (src/components/jobs/job-card-fragment.ts), so the picture is made once for both:
          # 760 for a phone of two pixels per px (Gatsby's sizes ask for the whole width below 760 px).
          gatsbyImageData(width: 760, breakpoints: [368, 760, 1164], placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
    # The jobs of the success block, chosen when the page was made (src/node/pages/create-job-pages.ts).
    moreJobs: jobsJsonByIds(ids: $moreJobIds) {
      ...JobCardFields
    }
  }
`;
