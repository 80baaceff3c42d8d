import { graphql, type PageProps } from 'gatsby';
import { ContactDetails } from '../components/contact/contact-details';
import { ContactForm } from '../components/contact/contact-form';
import { ContactMap } from '../components/contact/contact-map';
import { Seo } from '../components/seo/seo';
import { PageBanner } from '../components/ui/page-banner';
import { useSiteSettings } from '../hooks/use-site-settings';
import { EMAIL_SETTINGS } from '../lib/email-config';
import { PATHS } from '../lib/routes';
import { breadcrumbLd, contactPageLd } from '../lib/structured-data';
import * as styles from '../components/contact/contact.module.css';

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = useSiteSettings();
  const serviceTypes = data.allServiceTypesJson.nodes.map((node) => node.title);
  const structuredData = [
    breadcrumbLd(site.siteUrl, [{ name: 'Contact Us', path: PATHS.contact }]),
    contactPageLd(site.siteUrl, { name: 'Contact Us', path: PATHS.contact }),
  ];
  return (
    <>
      <Seo
        title="Contact Us"
        description={`Talk to ${site.siteName} about your website, app, SEO, PR or reputation project: send a message, call, email or chat on WhatsApp.`}
        canonicalPath={PATHS.contact}
        structuredData={structuredData}
      />
      <PageBanner
        eyebrow="Get in touch"
        title="Contact Us"
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
