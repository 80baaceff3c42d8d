import { usePlaceholders } from '../hooks/use-placeholders';
import { graphql, type PageProps } from 'gatsby';
import { Biography } from '../components/home/biography';
import { Hero } from '../components/home/hero';
import { Highlights } from '../components/home/highlights';
import { ServicesPreview } from '../components/home/services-preview';
import { Skills } from '../components/home/skills';
import { SuccessWork } from '../components/home/success-work';
import { WhatWeOffer } from '../components/home/what-we-offer';
import { toJobCards } from '../components/jobs/job-list';
import { Seo } from '../components/seo/seo';
import { CallToAction } from '../components/ui/call-to-action';
import { CounterStrip } from '../components/ui/counter-strip';
import { HydrateOnView } from '../components/ui/hydrate-on-view';
import { useSiteSettings } from '../hooks/use-site-settings';
import { HOME_SERVICE_COUNT } from '../lib/constants';
import { PATHS } from '../lib/routes';
import { businessLd, webPageLd, websiteLd } from '../lib/structured-data';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const services = data.allServicesJson.nodes;
  const site = useSiteSettings();
  const fill = usePlaceholders();
  const texts = data.pageHomeJson;
  if (!texts) throw new Error('data/pages/home.json was not loaded');
  const description = fill(texts.meta.description);
  return (
    <>
      <Seo
        description={description}
        canonicalPath={PATHS.home}
        structuredData={[
          webPageLd(site.siteUrl, { path: PATHS.home, name: site.siteName, description }),
          businessLd(site),
          websiteLd(site),
        ]}
      />
      {/* Below the first screen, each section is taken over by React as the visitor nears it. */}
      <Hero image={data.hero?.childImageSharp?.gatsbyImageData} texts={texts.hero} />
      <HydrateOnView>
        <Biography texts={texts.biography} />
      </HydrateOnView>
      <HydrateOnView>
        <ServicesPreview
          services={services.slice(0, HOME_SERVICE_COUNT).map((service) => ({ ...service, id: service.jsonId }))}
          texts={texts.services}
        />
      </HydrateOnView>
      <HydrateOnView>
        <Skills skills={data.allSkillBarsJson.nodes} toolkit={data.allToolkitJson.nodes} texts={texts.skills} />
      </HydrateOnView>
      <HydrateOnView>
        <Highlights highlights={data.allHighlightsJson.nodes} texts={texts.highlights} />
      </HydrateOnView>
      <HydrateOnView>
        <CounterStrip />
      </HydrateOnView>
      <HydrateOnView>
        <SuccessWork
          jobs={toJobCards(data.allJobsJson.nodes)}
          reel={data.reel.nodes.map((job) => ({ key: job.title, image: job.thumbnail.childImageSharp?.gatsbyImageData }))}
          texts={texts.jobs}
        />
      </HydrateOnView>
      <HydrateOnView replacesMarkup>
        <WhatWeOffer
          services={services.map((service) => ({
            id: service.jsonId,
            slug: service.slug,
            title: service.title,
            caption: service.caption,
            image: service.image.childImageSharp?.gatsbyImageData,
          }))}
          texts={texts.offer}
        />
      </HydrateOnView>
      <HydrateOnView>
        <CallToAction texts={texts.callToAction} to={PATHS.inventory} />
      </HydrateOnView>
    </>
  );
}

export const query = graphql`
  # $jobCount and $reelJobCount: how many jobs the page shows (src/node/pages/create-alias-pages.ts).
  query HomePage($jobCount: Int!, $reelJobCount: Int!) {
    pageHomeJson {
      meta {
        ...PageMetaFields
      }
      hero {
        greeting
        headline
        lead
        chatButton
        portfolioButton
      }
      biography {
        eyebrow
        title
        lead
        text
        chatButton
        contactButton
        labels {
          name
          location
          email
          phone
        }
      }
      services {
        eyebrow
        title
        lead
        moreButton
      }
      skills {
        eyebrow
        title
        lead
        toolkitTitle
        toolkitText
      }
      highlights {
        ...PageSectionHeadFields
      }
      jobs {
        eyebrow
        title
        lead
        moreButton
      }
      offer {
        ...PageSectionHeadFields
      }
      callToAction {
        ...PageCallToActionFields
      }
    }
    hero: file(sourceInstanceName: { eq: "data" }, relativePath: { eq: "images/home/hero.jpg" }) {
      childImageSharp {
        gatsbyImageData(
          width: 520
          aspectRatio: 1
          breakpoints: [520, 1040]
          quality: 70
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
    allServicesJson(sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCardFields
        caption
        image {
          childImageSharp {
            # The carousel's cards are at most 371 x 250 px (SERVICE_CARD_IMAGE_HEIGHT_PX) and cover
            # it: a picture of that shape, and twice its size for screens of two pixels per px.
            gatsbyImageData(
              width: 376
              aspectRatio: 1.5
              breakpoints: [376, 752]
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
    allJobsJson(sort: { fields: { position: ASC } }, limit: $jobCount) {
      nodes {
        ...JobCardFields
      }
    }
    reel: allJobsJson(sort: { fields: { position: ASC } }, limit: $reelJobCount) {
      nodes {
        title
        thumbnail: image {
          childImageSharp {
            gatsbyImageData(width: 240, height: 160, breakpoints: [240, 480], placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP])
          }
        }
      }
    }
    allSkillBarsJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        value
      }
    }
    allToolkitJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        value
      }
    }
    allHighlightsJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        desc
        icon
      }
    }
  }
`;
