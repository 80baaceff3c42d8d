import type { GatsbyNode } from 'gatsby';

/**
 * The GraphQL types of the data/ files, declared up front so every field is exact and non-null
 * (the data check has already made sure each one is there). gatsby-transformer-json stores a
 * field called "id" as "jsonId". Entries of list files carry fields.position, their place in the
 * file, so pages show them in the owner's order.
 */
const typeDefs = `
  """Where an entry stands in its list file, from 0; lists are sorted by it."""
  type ListEntryFields {
    position: Int!
  }

  type SiteJson implements Node @dontInfer {
    name: String!
    siteName: String!
    tagline: String!
    description: String!
    location: String!
    address: String!
    whatsAppContact: String!
    whatAppLeadingMessage: String!
    phoneNumberContact: String!
    emailAddress: String!
    facebookLink: String!
    twitterLink: String!
    linkedInLink: String!
    instagramLink: String!
    mapEmbedUrl: String!
    foundingYear: Int!
  }

  type ServicesJson implements Node @dontInfer {
    fields: ListEntryFields!
    jsonId: Int!
    slug: String!
    title: String!
    subTitle: String!
    caption: String!
    desc: String!
    icon: String!
    image: File! @fileByRelativePath
    content: [String!]!
    offerings: [String!]!
    quoteLabel: String!
  }

  type JobsJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    subTitle: String!
    caption: String!
    image: File! @fileByRelativePath
    content: [String!]!
    link: String!
    tag: [String!]!
    category: String!
  }

  type SkillsJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    desc: String!
    icon: String!
  }

  type ProcessStepsJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    desc: String!
    image: File! @fileByRelativePath
  }

  type SkillBarsJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    value: Int!
  }

  type ToolkitJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    value: Int!
  }

  type HighlightsJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    desc: String!
    icon: String!
  }

  type CountersJson implements Node @dontInfer {
    fields: ListEntryFields!
    label: String!
    value: Int!
    unit: String!
  }

  type ServiceTypesJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
  }

  type InventoryFeaturesJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    desc: String!
    icon: String!
  }

  type WhyChooseUsJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    desc: String!
    icon: String!
  }

  type PricingPlansJson implements Node @dontInfer {
    fields: ListEntryFields!
    name: String!
    price: String!
    features: [String!]!
    popular: Boolean!
  }

  type TestimonialsJson implements Node @dontInfer {
    fields: ListEntryFields!
    title: String!
    subTitle: String!
    caption: String!
    rating: Int!
    image: File! @fileByRelativePath
  }

  type FaqJson implements Node @dontInfer {
    fields: ListEntryFields!
    key: String!
    label: String!
    answer: String!
  }

  type LegalSection {
    title: String!
    paragraphs: [String!]!
    items: [String!]
  }

  type LegalJson implements Node @dontInfer {
    slug: String!
    title: String!
    lastUpdated: String!
    intro: [String!]!
    sections: [LegalSection!]!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
