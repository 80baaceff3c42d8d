import { graphql } from 'gatsby';

/**
 * What a job card needs; used by the portfolio, the home page and each job's success block.
 *
 * A card's picture is drawn at most 368 px wide (a third of the widest grid, or a phone's width
 * less its margins); 760 and 1164 serve screens of two pixels per px. The job's own page
 * (src/templates/job.tsx) asks for the same widths of the same picture, so each is made once.
 */
export const jobCardFields = graphql`
  fragment JobCardFields on JobsJson {
    title
    caption
    fields {
      position
    }
    image {
      childImageSharp {
        gatsbyImageData(
          width: 368
          aspectRatio: 1.6
          breakpoints: [368, 760, 1164]
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
  }
`;
