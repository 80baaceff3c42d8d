import { absoluteUrl } from './routes';

/**
 * JSON-LD for crawlers (schema.org). Each builder takes plain values so pages and tests can use
 * it alike; the business is referred to by its @id everywhere else.
 */

type Site = {
  siteUrl: string;
  siteName: string;
  name: string;
  description: string;
  location: string;
  address: string;
  phoneNumberContact: string;
  emailAddress: string;
  foundingYear: number;
  facebookLink: string;
  twitterLink: string;
  linkedInLink: string;
  instagramLink: string;
};

const CONTEXT = 'https://schema.org';
const businessId = (siteUrl: string) => `${absoluteUrl(siteUrl, '/')}#business`;

export function businessLd(site: Site) {
  const [locality, country] = site.location.split(',').map((part) => part.trim());
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': businessId(site.siteUrl),
    name: site.siteName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, '/icons/icon-512x512.png'),
    image: absoluteUrl(site.siteUrl, '/og/home.jpg'),
    telephone: site.phoneNumberContact,
    email: site.emailAddress,
    foundingDate: String(site.foundingYear),
    founder: { '@type': 'Person', name: site.name },
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: locality, addressCountry: country },
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

export function websiteLd(site: Pick<Site, 'siteUrl' | 'siteName' | 'description'>) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.siteName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, '/'),
    publisher: { '@id': businessId(site.siteUrl) },
    inLanguage: 'en',
  };
}

/** Home > … > the page itself. */
export function breadcrumbLd(siteUrl: string, trail: readonly { name: string; path: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export function serviceLd(siteUrl: string, service: { title: string; desc: string; path: string; offerings: readonly string[] }) {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.desc,
    url: absoluteUrl(siteUrl, service.path),
    provider: { '@id': businessId(siteUrl) },
    areaServed: 'Nigeria',
    ...(service.offerings.length > 0 && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: `${service.title}: what is included`,
        itemListElement: service.offerings.map((offering) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: offering } })),
      },
    }),
  };
}

export function creativeWorkLd(
  siteUrl: string,
  job: { title: string; subTitle: string; caption: string; path: string; link: string; tags: readonly string[]; image?: string },
) {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    name: job.title,
    headline: `${job.title}: ${job.subTitle}`,
    description: job.caption,
    url: absoluteUrl(siteUrl, job.path),
    sameAs: job.link,
    keywords: job.tags.join(', '),
    ...(job.image && { image: absoluteUrl(siteUrl, job.image) }),
    creator: { '@id': businessId(siteUrl) },
  };
}

/** "$29/mo" -> 29; "$0" -> 0. */
export function priceAmount(price: string): number {
  const amount = Number(price.replace(/[^\d.]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}

export function softwareApplicationLd(
  siteUrl: string,
  app: { name: string; description: string; path: string; plans: readonly { name: string; price: string; features: readonly string[] }[] },
) {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: app.name,
    description: app.description,
    url: absoluteUrl(siteUrl, app.path),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web browser, Android, iOS',
    publisher: { '@id': businessId(siteUrl) },
    offers: app.plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: priceAmount(plan.price),
      priceCurrency: 'USD',
      description: plan.features.join(', '),
      url: absoluteUrl(siteUrl, app.path),
    })),
  };
}

export function faqPageLd(faqs: readonly { label: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.label,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** The contact page, about the business (whose contact points businessLd lists). */
export function contactPageLd(siteUrl: string, page: { name: string; path: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'ContactPage',
    name: page.name,
    url: absoluteUrl(siteUrl, page.path),
    about: { '@id': businessId(siteUrl) },
  };
}
