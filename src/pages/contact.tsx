import { usePlaceholders } from '../hooks/use-placeholders';
import { useSharedTexts } from '../hooks/use-shared-texts';
import { LANDMARKS } from '../lib/spoken-only';
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
  const shared = useSharedTexts();
  const fill = usePlaceholders();
  const texts = data.pageContactJson;
  if (!texts) throw new Error('data/pages/contact.json was not loaded');
  const serviceTypes = data.allServiceTypesJson.nodes.map((node) => node.title);
  const page = { path: PATHS.contact, name: fill(texts.banner.title), description: fill(texts.meta.description) };
  const structuredData = [contactPageLd(site.siteUrl, page), breadcrumbLd(site.siteUrl, page, shared.sections)];
  return (
    <>
      <Seo title={page.name} description={page.description} canonicalPath={page.path} structuredData={structuredData} />
      <PageBanner eyebrow={fill(texts.banner.eyebrow)} title={page.name} subtitle={fill(texts.banner.subtitle)} />
      <section className="container section" aria-label={LANDMARKS.writeToUs}>
        <p className={`lead ${styles.intro}`}>{fill(texts.intro)}</p>
        <div className={styles.layout}>
          <div className={`card ${styles.formCard}`}>
            <ContactForm serviceTypes={serviceTypes} emailConfig={EMAIL_SETTINGS.config} texts={texts.form} writeToUs={texts.writeToUs} />
          </div>
          <ContactDetails texts={texts.details} />
        </div>
      </section>
      <ContactMap texts={texts.map} />
    </>
  );
}

export const query = graphql`
  query ContactPage {
    pageContactJson {
      meta {
        ...PageMetaFields
      }
      banner {
        ...PageBannerFields
      }
      intro
      form {
        title
        note
        labels {
          fullName
          phone
          email
          serviceType
          serviceTypeChoose
          subject
          message
        }
        errors {
          fullName
          phone
          email
          serviceType
          subject
          message
          tooLong
          phoneFormat
          emailFormat
        }
        send
        sending
        noScript
        sent
        sentText
        sentNoConfirmation
        failed
        kept
        chatInstead
        failures {
          network
          forbidden
          tooMany
          headless
          other
        }
      }
      writeToUs {
        title
        text
        chatButton
        emailButton
      }
      details {
        title
        text
        labels {
          phone
          email
          office
        }
        chatButton
      }
      map {
        eyebrow
        title
        showButton
        directionsButton
        openButton
        frameTitle
      }
    }
    allServiceTypesJson(sort: { fields: { position: ASC } }) {
      nodes {
        title
      }
    }
  }
`;
