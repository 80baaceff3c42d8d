import { graphql } from 'gatsby';

/** What a service card needs; used by the services page and the home page. */
export const serviceCardFields = graphql`
  fragment ServiceCardFields on ServicesJson {
    jsonId
    slug
    title
    desc
    icon
  }
`;
