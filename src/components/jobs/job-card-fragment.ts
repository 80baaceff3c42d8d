import { graphql } from 'gatsby';

/** What a job card needs; used by the portfolio, the home page and each job's success block. */
export const jobCardFields = graphql`
  fragment JobCardFields on JobsJson {
    title
    caption
    fields {
      position
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
