import { graphql } from 'gatsby';

/**
 * The groups of words several pages share the shape of (src/node/data/page-texts-schema.ts gives
 * each one GraphQL type): what search engines show, the page banner, the closing invitation and a
 * section's heading block. Each page's query asks for them with these.
 */
export const pageTextsFragments = graphql`
  fragment PageMetaFields on PageMeta {
    description
  }
  fragment PageBannerFields on PageBanner {
    eyebrow
    title
    subtitle
  }
  fragment PageCallToActionFields on PageCallToAction {
    title
    text
    button
  }
  fragment PageSectionHeadFields on PageSectionHead {
    eyebrow
    title
    lead
  }
`;
