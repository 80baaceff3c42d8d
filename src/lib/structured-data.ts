import type {
  AboutPageLeaf,
  BreadcrumbListLeaf,
  CollectionPageLeaf,
  ContactPageLeaf,
  CreativeWorkLeaf,
  FAQPageLeaf,
  GeoCoordinatesLeaf,
  IdReference,
  ProfessionalServiceLeaf,
  ServiceLeaf,
  SoftwareApplicationLeaf,
  WebPageLeaf,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts';
import { breadcrumbTrail, type Crumb, type SectionNames } from './breadcrumbs';
import { RATING_SCALE } from './constants';
import { markerOf } from './map-links';
import { absoluteUrl, parentPath, PATHS } from './routes';

/**
 * JSON-LD for crawlers (schema.org, typed with schema-dts). Every page has a page node whose @id
 * is its canonical URL; the business, the website and the things a page is about have @ids of
 * their own, and other nodes refer to them by @id instead of repeating them.
 */

const CONTEXT = 'https://schema.org';

/** The @id of the business (defined on the home page). */
const businessId = (siteUrl: string): string => `${absoluteUrl(siteUrl, PATHS.home)}#business`;
const websiteId = (siteUrl: string): string => `${absoluteUrl(siteUrl, PATHS.home)}#website`;
const breadcrumbId = (siteUrl: string, path: string): string => `${absoluteUrl(siteUrl, path)}#breadcrumb`;
const ref = (id: string): IdReference => ({ '@id': id });

/** What a page node says about its page: where it is and what it is called. */
export type PageFacts = { path: string; name: string; description: string };

/** The fields every page node shares; pages below the home page point at their breadcrumbs. */
function pageNode(siteUrl: string, page: PageFacts) {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    '@id': url,
    url,
    name: page.name,
    description: page.description,
    inLanguage: 'en',
    isPartOf: ref(websiteId(siteUrl)),
    ...(parentPath(page.path) !== undefined && { breadcrumb: ref(breadcrumbId(siteUrl, page.path)) }),
  };
}

/** The business's details from data/site.json, and the public address of the site. */
export type BusinessFacts = Pick<
  Queries.SiteJson,
  | 'name'
  | 'siteName'
  | 'description'
  | 'location'
  | 'address'
  | 'phoneNumberContact'
  | 'emailAddress'
  | 'foundingYear'
  | 'facebookLink'
  | 'twitterLink'
  | 'linkedInLink'
  | 'instagramLink'
  | 'mapEmbedUrl'
> & { siteUrl: string };

/** The office's coordinates as structured data, from the marker of the embedded map, if it has one. */
export function mapMarker(mapUrl: string): GeoCoordinatesLeaf | undefined {
  const marker = markerOf(mapUrl);
  return marker && { '@type': 'GeoCoordinates', ...marker };
}

/** The business itself: a ProfessionalService (a kind of LocalBusiness) in Lagos. */
export function businessLd(site: BusinessFacts): WithContext<ProfessionalServiceLeaf> {
  const [locality, country] = site.location.split(',').map((part) => part.trim());
  const geo = mapMarker(site.mapEmbedUrl);
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': businessId(site.siteUrl),
    name: site.siteName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, PATHS.home),
    logo: absoluteUrl(site.siteUrl, '/icons/icon-512x512.png'),
    image: absoluteUrl(site.siteUrl, '/og/home.jpg'),
    telephone: site.phoneNumberContact,
    email: site.emailAddress,
    foundingDate: String(site.foundingYear),
    founder: { '@type': 'Person', name: site.name },
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: locality, addressCountry: country },
    ...(geo && { geo }),
    areaServed: country,
    sameAs: [site.facebookLink, site.twitterLink, site.linkedInLink, site.instagramLink],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: site.phoneNumberContact,
        email: site.emailAddress,
        areaServed: country,
        availableLanguage: ['English'],
      },
    ],
  };
}

/** The website, published by the business. */
export function websiteLd(site: Pick<BusinessFacts, 'siteUrl' | 'siteName' | 'description'>): WithContext<WebSiteLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(site.siteUrl),
    name: site.siteName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, PATHS.home),
    publisher: ref(businessId(site.siteUrl)),
    inLanguage: 'en',
  };
}

/**
 * A plain page node; `mainEntity` names what the page is about when that is described in a
 * block of its own on the page (a service, a portfolio project).
 */
export function webPageLd(siteUrl: string, page: PageFacts, mainEntity?: string): WithContext<WebPageLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    ...pageNode(siteUrl, page),
    ...(mainEntity !== undefined && { mainEntity: ref(mainEntity) }),
  };
}

/** The About page, about the business. */
export function aboutPageLd(siteUrl: string, page: PageFacts): WithContext<AboutPageLeaf> {
  return { '@context': CONTEXT, '@type': 'AboutPage', ...pageNode(siteUrl, page), about: ref(businessId(siteUrl)) };
}

/** The contact page, about the business (whose contact points businessLd lists). */
export function contactPageLd(siteUrl: string, page: PageFacts): WithContext<ContactPageLeaf> {
  return { '@context': CONTEXT, '@type': 'ContactPage', ...pageNode(siteUrl, page), about: ref(businessId(siteUrl)) };
}

/** A list page (the services, the portfolio): every item in order, each with its page's absolute URL. */
export function collectionPageLd(siteUrl: string, page: PageFacts, items: readonly Crumb[]): WithContext<CollectionPageLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    ...pageNode(siteUrl, page),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(siteUrl, item.path),
      })),
    },
  };
}

/**
 * Home › … › the page itself, with absolute URLs: `page` is the canonical path and the name of the
 * page (src/lib/breadcrumbs.ts walks up from it). Every page but the home page has one.
 */
export function breadcrumbLd(siteUrl: string, page: Crumb, names: SectionNames): WithContext<BreadcrumbListLeaf> {
  const trail = breadcrumbTrail(page.path, page.name, names);
  if (trail.length === 0) throw new Error(`The page at ${page.path} has no breadcrumbs: it is the home page`);
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    '@id': breadcrumbId(siteUrl, page.path),
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: ref(absoluteUrl(siteUrl, crumb.path)),
    })),
  };
}

/** The @id of what a page is mainly about ("…/services/3/SEO#service"). */
export const mainEntityId = (siteUrl: string, path: string, kind: 'service' | 'work' | 'software'): string =>
  `${absoluteUrl(siteUrl, path)}#${kind}`;

/** One service, offered by the business, with what it includes. */
export function serviceLd(
  siteUrl: string,
  path: string,
  service: Pick<Queries.ServicesJson, 'title' | 'desc' | 'offerings'>,
): WithContext<ServiceLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': mainEntityId(siteUrl, path, 'service'),
    name: service.title,
    serviceType: service.title,
    description: service.desc,
    url: absoluteUrl(siteUrl, path),
    provider: ref(businessId(siteUrl)),
    ...(service.offerings.length > 0 && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: `${service.title}: what is included`,
        itemListElement: service.offerings.map((offering) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: offering } })),
      },
    }),
  };
}

/** One portfolio project, made by the business; `image` is the path of its picture in the build. */
export function creativeWorkLd(
  siteUrl: string,
  path: string,
  job: Pick<Queries.JobsJson, 'title' | 'subTitle' | 'caption' | 'link' | 'tag'>,
  image: string | undefined,
): WithContext<CreativeWorkLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    '@id': mainEntityId(siteUrl, path, 'work'),
    name: job.title,
    headline: `${job.title}: ${job.subTitle}`,
    description: job.caption,
    url: absoluteUrl(siteUrl, path),
    sameAs: job.link,
    keywords: job.tag.join(', '),
    ...(image !== undefined && { image: absoluteUrl(siteUrl, image) }),
    creator: ref(businessId(siteUrl)),
  };
}

/** "$29/mo" -> 29; "$0" -> 0. */
export function priceAmount(price: string): number {
  const amount = Number(price.replace(/[^\d.]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}

/** The mean of the ratings, to one decimal place. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) throw new Error('An average rating needs at least one rating');
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

/** What the software page says about the software, besides its plans and its customers' reviews. */
export type SoftwareFacts = { name: string; description: string; path: string };

/** The inventory software: one offer per pricing plan, and the testimonials as rated reviews. */
export function softwareApplicationLd(
  siteUrl: string,
  app: SoftwareFacts,
  plans: readonly Pick<Queries.PricingPlansJson, 'name' | 'price' | 'features'>[],
  reviews: readonly Pick<Queries.TestimonialsJson, 'title' | 'caption' | 'rating'>[],
): WithContext<SoftwareApplicationLeaf> {
  const url = absoluteUrl(siteUrl, app.path);
  const scale = { bestRating: RATING_SCALE.best, worstRating: RATING_SCALE.worst };
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    '@id': mainEntityId(siteUrl, app.path, 'software'),
    name: app.name,
    description: app.description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web browser, Android, iOS',
    publisher: ref(businessId(siteUrl)),
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: priceAmount(plan.price),
      priceCurrency: 'USD',
      description: plan.features.join(', '),
      url,
    })),
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.title },
      reviewBody: review.caption,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
    })),
    ...(reviews.length > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: averageRating(reviews.map((review) => review.rating)),
        reviewCount: reviews.length,
        ...scale,
      },
    }),
  };
}

/**
 * A page of questions and answers (the software page): the page node is the FAQPage; `about`
 * names what the page is about when that has a block of its own.
 */
export function faqPageLd(
  siteUrl: string,
  page: PageFacts,
  faqs: readonly Pick<Queries.FaqJson, 'label' | 'answer'>[],
  about?: string,
): WithContext<FAQPageLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    ...pageNode(siteUrl, page),
    ...(about !== undefined && { about: ref(about) }),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.label,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
