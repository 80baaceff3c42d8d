import { usePlaceholders } from '../../hooks/use-placeholders';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import { graphql, type PageProps } from 'gatsby';
import { getImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { Faq } from '../../components/inventory/faq';
import { FeatureGrid } from '../../components/inventory/feature-grid';
import { InventoryHero } from '../../components/inventory/inventory-hero';
import { MonitorBlock } from '../../components/inventory/monitor-block';
import { PricingPlans } from '../../components/inventory/pricing-plans';
import { Testimonials } from '../../components/inventory/testimonials';
import { WhyChooseUs } from '../../components/inventory/why-choose-us';
import { Seo } from '../../components/seo/seo';
import { CallToAction } from '../../components/ui/call-to-action';
import { HydrateOnView } from '../../components/ui/hydrate-on-view';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { PATHS } from '../../lib/routes';
import { breadcrumbLd, faqPageLd, mainEntityId, softwareApplicationLd } from '../../lib/structured-data';

type ImageFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;

/** The page's own pictures are not named in a data file, so say clearly when one is missing. */
function requiredImage(file: ImageFile, relativePath: string): IGatsbyImageData {
  const image = getImage(file?.childImageSharp?.gatsbyImageData ?? null);
  if (!image) throw new Error(`data/${relativePath} is missing: the inventory page needs it (npm run artwork makes it).`);
  return image;
}

export default function InventoryPage({ data }: PageProps<Queries.InventoryPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const shared = useSharedTexts();
  const fill = usePlaceholders();
  const texts = data.pageInventoryJson;
  if (!texts) throw new Error('data/pages/inventory.json was not loaded');
  const description = fill(texts.meta.description);
  const plans = data.allPricingPlansJson.nodes;
  const faq = data.allFaqJson.nodes;
  const testimonials = data.allTestimonialsJson.nodes;
  const page = { path: PATHS.inventory, name: fill(texts.title), description };
  const software = { name: fill(texts.softwareName), description, path: page.path };
  // The page's questions make it a FAQPage, about the software described beside it.
  const structuredData = [
    faqPageLd(siteUrl, page, faq, mainEntityId(siteUrl, page.path, 'software')),
    softwareApplicationLd(siteUrl, software, plans, testimonials),
    breadcrumbLd(siteUrl, page, shared.sections),
  ];
  return (
    <>
      <Seo title={page.name} description={description} canonicalPath={page.path} structuredData={structuredData} />
      <InventoryHero dashboard={requiredImage(data.dashboard, 'images/inventory/dashboard.jpg')} texts={texts.hero} />
      <HydrateOnView>
        <FeatureGrid features={data.allInventoryFeaturesJson.nodes} texts={texts.features} startButton={texts.startButton} />
      </HydrateOnView>
      <HydrateOnView>
        <MonitorBlock image={requiredImage(data.monitor, 'images/inventory/monitor.jpg')} texts={texts.monitor} startButton={texts.startButton} />
      </HydrateOnView>
      <HydrateOnView>
        <WhyChooseUs points={data.allWhyChooseUsJson.nodes} texts={texts.why} />
      </HydrateOnView>
      <HydrateOnView>
        <PricingPlans plans={plans} texts={texts.pricing} />
      </HydrateOnView>
      <HydrateOnView replacesMarkup>
        <Testimonials
          testimonials={testimonials.map((testimonial) => ({
            ...testimonial,
            image: getImage(testimonial.image.childImageSharp?.gatsbyImageData ?? null),
          }))}
          texts={texts.testimonials}
        />
      </HydrateOnView>
      <HydrateOnView>
        <Faq entries={faq} texts={texts.faq} />
      </HydrateOnView>
      <HydrateOnView>
        <CallToAction texts={texts.callToAction} />
      </HydrateOnView>
    </>
  );
}

export const query = graphql`
  query InventoryPage {
    pageInventoryJson {
      meta {
        ...PageMetaFields
      }
      title
      softwareName
      hero {
        eyebrow
        headline
        lead
        startButton
        pricingButton
        promises
        imageAlt
      }
      features {
        ...PageSectionHeadFields
      }
      startButton
      monitor {
        eyebrow
        title
        lead
        points
        imageAlt
      }
      why {
        ...PageSectionHeadFields
      }
      pricing {
        eyebrow
        title
        lead
        popular
        choose
        chatMessage
      }
      testimonials {
        ...PageSectionHeadFields
      }
      faq {
        ...PageSectionHeadFields
      }
      callToAction {
        ...PageCallToActionFields
      }
    }
    dashboard: file(relativePath: { eq: "images/inventory/dashboard.jpg" }) {
      childImageSharp {
        gatsbyImageData(
          width: 540
          breakpoints: [400, 700, 900, 1080]
          sizes: "(min-width: 1232px) 540px, (min-width: 960px) 44vw, calc(100vw - 32px)"
          quality: 70
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
    monitor: file(relativePath: { eq: "images/inventory/monitor.jpg" }) {
      childImageSharp {
        gatsbyImageData(
          width: 560
          breakpoints: [400, 700, 1120]
          sizes: "(min-width: 1232px) 560px, (min-width: 960px) 46vw, calc(100vw - 32px)"
          quality: 70
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
    allInventoryFeaturesJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        desc
        icon
      }
    }
    allWhyChooseUsJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        desc
        icon
      }
    }
    allPricingPlansJson(sort: { fields: { position: ASC } }) {
      nodes {
        name
        price
        features
        popular
      }
    }
    allTestimonialsJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
        subTitle
        caption
        rating
        image {
          childImageSharp {
            gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    allFaqJson(sort: { fields: { position: ASC } }) {
      nodes {
        key
        label
        answer
      }
    }
  }
`;
