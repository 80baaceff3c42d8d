/**
 * What Google Search Central documents for the structured-data features this site uses, written
 * down as data: for each feature, the schema.org types it reads and the properties it requires
 * or recommends, each with the page it comes from. e2e/structured-data.test.ts checks every
 * JSON-LD block of the build against it, without the network.
 *
 * Read from Google Search Central's structured-data gallery (developers.google.com/search/docs/
 * appearance/structured-data/…), 2025. When Google changes a page, change its entry here.
 *
 * Google has no rich result for Service, CreativeWork or the page types (WebPage, AboutPage,
 * ContactPage, CollectionPage): only the general guidelines apply to them (valid JSON-LD, the
 * schema.org context, a type on every node, content that matches the page), and the test checks
 * those for every block. ProfessionalService is a kind of LocalBusiness, so the local business
 * rules are its rules.
 */

/** How a property is checked beyond being present and not empty. */
type ValueCheck =
  /** An absolute http(s) URL, as a string or as a node's "@id". */
  | 'url'
  /** A number, or text that reads as one ("4.5"). */
  | 'number'
  /** A list whose entries' "position" counts 1, 2, 3 … in order. */
  | 'positions';

/** One property Google names for a type. */
export type PropertyRule = {
  /** The path from the node, through lists: "offers.price" is the price of every offer. */
  path: string;
  level: 'required' | 'recommended';
  /** Any one of these paths satisfies the rule (Google: "aggregateRating or review"). */
  anyOf?: readonly string[];
  check?: ValueCheck;
  /** The value must be one of these. */
  oneOf?: readonly string[];
  /** The list at the start of the path has at least this many entries. */
  minItems?: number;
  /** The last entry of the list at the start of the path may leave it out. */
  exceptLast?: boolean;
  /** Only on a node that is not nested in another (inside one, the outer node is the subject). */
  topLevelOnly?: boolean;
  /** What Google says about when it applies, in short. */
  note?: string;
};

/** One of Google's search features and the rules it sets. */
export type GoogleFeature = {
  name: string;
  /** The Search Central page the rules come from. */
  source: string;
  /** The @type values it applies to, matched exactly (BreadcrumbList is an ItemList in
   *  schema.org, but the carousel's rules are not the breadcrumb's). */
  types: readonly string[];
  properties: readonly PropertyRule[];
};

export const GOOGLE_FEATURES: readonly GoogleFeature[] = [
  {
    name: 'Breadcrumb',
    // https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
    source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    types: ['BreadcrumbList'],
    properties: [
      { path: 'itemListElement', level: 'required', minItems: 2, check: 'positions', note: 'at least two ListItems; position 1 is the start of the trail' },
      { path: 'itemListElement.position', level: 'required', check: 'number' },
      { path: 'itemListElement.name', level: 'required', note: 'the title shown for the crumb' },
      { path: 'itemListElement.item', level: 'required', check: 'url', exceptLast: true, note: 'the URL of the crumb\'s page; not needed on the last crumb' },
    ],
  },
  {
    name: 'Carousel (summary page)',
    // https://developers.google.com/search/docs/appearance/structured-data/carousel
    // The summary-page form: each ListItem points at the page with the item's details. The
    // carousel itself is shown only for some content types (course, movie, recipe, restaurant);
    // for others the list is still valid markup.
    source: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
    types: ['ItemList'],
    properties: [
      { path: 'itemListElement', level: 'required', check: 'positions' },
      { path: 'itemListElement.position', level: 'required', check: 'number' },
      { path: 'itemListElement.url', level: 'required', check: 'url', note: 'the detail page; every URL on the summary page\'s own site' },
    ],
  },
  {
    name: 'FAQ',
    // https://developers.google.com/search/docs/appearance/structured-data/faqpage
    // Since 2023 the FAQ rich result is shown only for well-known government and health sites;
    // the markup stays valid and is still read.
    source: 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
    types: ['FAQPage'],
    properties: [
      { path: 'mainEntity', level: 'required', minItems: 1, note: 'the Questions of the page' },
      { path: 'mainEntity.name', level: 'required', note: 'the full text of the question' },
      { path: 'mainEntity.acceptedAnswer', level: 'required' },
      { path: 'mainEntity.acceptedAnswer.text', level: 'required', note: 'the full answer' },
    ],
  },
  {
    name: 'Software app',
    // https://developers.google.com/search/docs/appearance/structured-data/software-app
    source: 'https://developers.google.com/search/docs/appearance/structured-data/software-app',
    types: ['SoftwareApplication', 'MobileApplication', 'WebApplication'],
    properties: [
      { path: 'name', level: 'required' },
      { path: 'offers.price', level: 'required', check: 'number', note: '0 when the app is free' },
      { path: 'offers.priceCurrency', level: 'recommended', note: 'needed once the price is above 0' },
      { path: 'aggregateRating', level: 'required', anyOf: ['aggregateRating', 'review'], note: 'a rating or a review of the app' },
      {
        path: 'applicationCategory',
        level: 'recommended',
        oneOf: [
          'GameApplication', 'SocialNetworkingApplication', 'TravelApplication', 'ShoppingApplication', 'SportsApplication',
          'LifestyleApplication', 'BusinessApplication', 'DesignApplication', 'DeveloperApplication', 'DriverApplication',
          'EducationalApplication', 'HealthApplication', 'FinanceApplication', 'SecurityApplication', 'BrowserApplication',
          'CommunicationApplication', 'DesktopEnhancementApplication', 'EntertainmentApplication', 'MultimediaApplication',
          'HomeApplication', 'UtilitiesApplication', 'ReferenceApplication',
        ],
      },
      { path: 'operatingSystem', level: 'recommended' },
    ],
  },
  {
    name: 'Review snippet: a review',
    // https://developers.google.com/search/docs/appearance/structured-data/review-snippet
    source: 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet',
    types: ['Review'],
    properties: [
      { path: 'author', level: 'required' },
      { path: 'author.name', level: 'required', note: 'a real name, under 100 characters' },
      { path: 'itemReviewed', level: 'required', topLevelOnly: true, note: 'left out when the review is nested in what it reviews' },
      { path: 'reviewRating', level: 'required' },
      { path: 'reviewRating.ratingValue', level: 'required', check: 'number' },
      { path: 'reviewRating.bestRating', level: 'recommended', check: 'number', note: '5 when left out' },
      { path: 'reviewRating.worstRating', level: 'recommended', check: 'number', note: '1 when left out' },
      { path: 'datePublished', level: 'recommended' },
    ],
  },
  {
    name: 'Review snippet: an aggregate rating',
    // https://developers.google.com/search/docs/appearance/structured-data/review-snippet
    source: 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet',
    types: ['AggregateRating'],
    properties: [
      { path: 'itemReviewed', level: 'required', topLevelOnly: true, note: 'left out when the rating is nested in what it rates' },
      { path: 'ratingValue', level: 'required', check: 'number' },
      { path: 'ratingCount', level: 'required', anyOf: ['ratingCount', 'reviewCount'], check: 'number' },
      { path: 'bestRating', level: 'recommended', check: 'number' },
      { path: 'worstRating', level: 'recommended', check: 'number' },
    ],
  },
  {
    name: 'Local business',
    // https://developers.google.com/search/docs/appearance/structured-data/local-business
    // Listed: LocalBusiness and the subtypes this site uses.
    source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
    types: ['LocalBusiness', 'ProfessionalService'],
    properties: [
      { path: 'name', level: 'required' },
      { path: 'address', level: 'required', note: 'a PostalAddress, with as many of its parts as possible' },
      { path: 'address.streetAddress', level: 'recommended' },
      { path: 'address.addressLocality', level: 'recommended' },
      { path: 'address.addressRegion', level: 'recommended' },
      { path: 'address.postalCode', level: 'recommended' },
      { path: 'address.addressCountry', level: 'recommended' },
      { path: 'geo.latitude', level: 'recommended', check: 'number' },
      { path: 'geo.longitude', level: 'recommended', check: 'number' },
      { path: 'telephone', level: 'recommended' },
      { path: 'url', level: 'recommended', check: 'url' },
      { path: 'openingHoursSpecification', level: 'recommended' },
      { path: 'priceRange', level: 'recommended', note: 'under 100 characters' },
      { path: 'department', level: 'recommended', note: 'for a business with departments of its own' },
      { path: 'aggregateRating', level: 'recommended', note: 'only for sites that collect reviews of other businesses' },
      { path: 'review', level: 'recommended', note: 'only for sites that collect reviews of other businesses' },
      // menu and servesCuisine are for food establishments only, which this site has none of.
    ],
  },
  {
    name: 'Site name',
    // https://developers.google.com/search/docs/appearance/site-names
    source: 'https://developers.google.com/search/docs/appearance/site-names',
    types: ['WebSite'],
    properties: [
      { path: 'name', level: 'required' },
      { path: 'url', level: 'required', check: 'url', note: 'the home page' },
      { path: 'alternateName', level: 'recommended', note: 'another name the site is known by' },
    ],
  },
];

/** Types that Google has no feature for; only the general guidelines apply to them. */
export const TYPES_WITHOUT_A_FEATURE: readonly string[] = [
  'WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'Service', 'CreativeWork',
];

/** The features that read a node of this type. */
export function featuresFor(type: string): GoogleFeature[] {
  return GOOGLE_FEATURES.filter((feature) => feature.types.includes(type));
}
