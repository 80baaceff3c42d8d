import { graphql, type PageProps } from 'gatsby';
import { ContactDetails } from '../components/contact/contact-details';
import { ContactForm } from '../components/contact/contact-form';
import { ContactMap } from '../components/contact/contact-map';
import { Seo } from '../components/seo/seo';
import { PageBanner } from '../components/ui/page-banner';
import { useSiteSettings } from '../hooks/use-site-settings';
import { EMAIL_SETTINGS } from '../lib/email-config';
import { PAGE_TITLES } from '../lib/breadcrumbs';
import { PATHS } from '../lib/routes';
import { breadcrumbLd, contactPageLd } from '../lib/structured-data';
import * as styles from '../components/contact/contact.module.css';

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = useSiteSettings();
  const serviceTypes = data.allServiceTypesJson.nodes.map((node) => node.title);
  const page = {
    path: PATHS.contact,
    name: PAGE_TITLES.contact,
    description: `Talk to ${site.siteName} about your website, app, SEO, PR or reputation project: send a message, call, email or chat on WhatsApp.`,
  };
  const structuredData = [contactPageLd(site.siteUrl, page), breadcrumbLd(site.siteUrl, page)];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <PageBanner
        eyebrow="Get in touch"
        title={page.name}
        subtitle="Tell us where your brand is today and where you want it to be. We will come back with a clear plan and an honest quote."
      />
      <section className="container section" aria-label="Write to us">
        <p className={`lead ${styles.intro}`}>
          Whether you need a new website or app, a campaign that gets people talking, or help protecting your name
          online, start here. Send us a message, call us or chat on WhatsApp: a real person reads every message and
          replies within one working day.
        </p>
        <div className={styles.layout}>
          <div className={`card ${styles.formCard}`}>
            <ContactForm serviceTypes={serviceTypes} emailConfig={EMAIL_SETTINGS.config} />
          </div>
          <ContactDetails />
        </div>
      </section>
      <ContactMap />
    </>
  );
}

export const query = graphql`
  query ContactPage {
    allServiceTypesJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
      }
    }
  }
`;
