import { graphql, type PageProps } from 'gatsby';
import { ProcessSteps } from '../components/about/process-steps';
import { SkillsGrid } from '../components/about/skills-grid';
import { Story } from '../components/about/story';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { CounterStrip } from '../components/ui/counter-strip';
import { HydrateOnView } from '../components/ui/hydrate-on-view';
import { PageBanner } from '../components/ui/page-banner';
import { useSiteSettings } from '../hooks/use-site-settings';
import { PAGE_TITLES } from '../lib/breadcrumbs';
import { PATHS } from '../lib/routes';
import { aboutPageLd, breadcrumbLd } from '../lib/structured-data';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { foundingYear, siteUrl } = useSiteSettings();
  const page = {
    path: PATHS.about,
    name: PAGE_TITLES.about,
    description: `A Lagos agency for public relations, reputation management and digital work, helping Nigerian brands be found, chosen and trusted since ${foundingYear}.`,
  };
  return (
    <>
      <Seo
        title={page.name}
        description={page.description}
        canonicalPath={page.path}
        structuredData={[aboutPageLd(siteUrl, page), breadcrumbLd(siteUrl, page)]}
      />
      <PageBanner
        eyebrow="Who we are"
        title={page.name}
        subtitle="Illuminating your path to success, with public relations, reputation management and digital work that earn lasting trust."
      />
      <Story
        storyImage={data.story?.childImageSharp?.gatsbyImageData}
        reputationImage={data.reputation?.childImageSharp?.gatsbyImageData}
      />
      <HydrateOnView>
        <CounterStrip />
      </HydrateOnView>
      <HydrateOnView>
        <SkillsGrid skills={data.allSkillsJson.nodes} />
      </HydrateOnView>
      <HydrateOnView>
        <ProcessSteps
          steps={data.allProcessStepsJson.nodes.map((step) => ({
            ...step,
            image: step.image.childImageSharp?.gatsbyImageData,
          }))}
        />
      </HydrateOnView>
      <HydrateOnView>
        <CallToAction title="Let's light the way for your brand" />
      </HydrateOnView>
    </>
  );
}

export const query = graphql`
  query AboutPage {
    story: file(sourceInstanceName: { eq: "data" }, relativePath: { eq: "images/about/story.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.25, breakpoints: [640], placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
    reputation: file(sourceInstanceName: { eq: "data" }, relativePath: { eq: "images/about/reputation.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.25, breakpoints: [640], placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
    allSkillsJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        desc
        icon
      }
    }
    allProcessStepsJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        desc
        image {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.5, breakpoints: [480, 960], placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
  }
`;
