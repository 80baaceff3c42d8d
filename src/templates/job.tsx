import { graphql, type PageProps } from 'gatsby';
import { JobDetail } from '../components/jobs/job-detail';
import { toJobCards } from '../components/jobs/job-list';
import { Seo } from '../components/seo/seo';
import { JOB_SUCCESS_BLOCK_COUNT } from '../lib/constants';
import { useSiteSettings } from '../hooks/use-site-settings';
import { PATHS } from '../lib/routes';
import { breadcrumbLd, creativeWorkLd, mainEntityId, webPageLd } from '../lib/structured-data';

type JobContext = { id: string; canonicalPath: string };

export default function JobTemplate({ data, pageContext }: PageProps<Queries.JobPageQuery, JobContext>) {
  const job = data.jobsJson;
  const { siteUrl } = useSiteSettings();
  if (!job) {
    return (
      <section className="container section">
        <Seo title="Job Portfolio not found" description="This project could not be found." canonicalPath={PATHS.jobs} />
        <h1>Job Portfolio not found</h1>
      </section>
    );
  }
  const moreJobs = toJobCards(data.allJobsJson.nodes)
    .filter((card) => card.title !== job.title)
    .slice(0, JOB_SUCCESS_BLOCK_COUNT);
  // An alias shows its canonical page, breadcrumbs and all.
  const page = { path: pageContext.canonicalPath, name: job.title, description: job.caption };
  const structuredData = [
    webPageLd(siteUrl, page, mainEntityId(siteUrl, page.path, 'work')),
    creativeWorkLd(siteUrl, page.path, job, job.image.childImageSharp?.gatsbyImageData.images.fallback?.src),
    breadcrumbLd(siteUrl, page),
  ];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <JobDetail job={{ ...job, image: job.image.childImageSharp?.gatsbyImageData }} moreJobs={moreJobs} />
    </>
  );
}

export const query = graphql`
  query JobPage($id: String!) {
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
          gatsbyImageData(width: 720, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
    allJobsJson(sort: { fields: { position: ASC } }) {
      nodes {
        ...JobCardFields
      }
    }
  }
`;
