import { usePlaceholders } from '../hooks/use-placeholders';
import { useSharedTexts } from '../hooks/use-shared-texts';
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
import { PATHS } from '../lib/routes';
import { aboutPageLd, breadcrumbLd } from '../lib/structured-data';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const shared = useSharedTexts();
  const fill = usePlaceholders();
  const texts = data.pageAboutJson;
  if (!texts) throw new Error('data/pages/about.json was not loaded');
  const page = { path: PATHS.about, name: fill(texts.banner.title), description: fill(texts.meta.description) };
  return (
    <>
      <Seo
        title={page.name}
        description={page.description}
        canonicalPath={page.path}
        structuredData={[aboutPageLd(siteUrl, page), breadcrumbLd(siteUrl, page, shared.sections)]}
      />
      <PageBanner eyebrow={fill(texts.banner.eyebrow)} title={page.name} subtitle={fill(texts.banner.subtitle)} />
      <Story
        storyImage={data.story?.childImageSharp?.gatsbyImageData}
        reputationImage={data.reputation?.childImageSharp?.gatsbyImageData}
        story={texts.story}
        reputation={texts.reputation}
      />
      <HydrateOnView>
        <CounterStrip />
      </HydrateOnView>
      <HydrateOnView>
        <SkillsGrid skills={data.allSkillsJson.nodes} texts={texts.skills} />
      </HydrateOnView>
      <HydrateOnView>
        <ProcessSteps
          steps={data.allProcessStepsJson.nodes.map((step) => ({
            ...step,
            image: step.image.childImageSharp?.gatsbyImageData,
          }))}
          texts={texts.process}
        />
      </HydrateOnView>
      <HydrateOnView>
        <CallToAction texts={texts.callToAction} />
      </HydrateOnView>
    </>
  );
}

export const query = graphql`
  query AboutPage {
    pageAboutJson {
      meta {
        ...PageMetaFields
      }
      banner {
        ...PageBannerFields
      }
      story {
        eyebrow
        title
        lead
        paragraphs
      }
      reputation {
        eyebrow
        title
        lead
        paragraphs
        points
      }
      skills {
        ...PageSectionHeadFields
      }
      process {
        ...PageSectionHeadFields
      }
      callToAction {
        ...PageCallToActionFields
      }
    }
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
