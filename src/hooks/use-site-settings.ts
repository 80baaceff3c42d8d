import { graphql, useStaticQuery } from 'gatsby';

export type SiteSettings = Queries.SiteSettingsQuery['siteJson'] & { siteUrl: string };

/** The owner's details from data/site.json, and the public address of the site. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        siteName
        tagline
        description
        location
        address
        whatsAppContact
        whatAppLeadingMessage
        phoneNumberContact
        emailAddress
        facebookLink
        twitterLink
        linkedInLink
        instagramLink
        mapEmbedUrl
        foundingYear
      }
    }
  `);
  if (!data.siteJson) throw new Error('data/site.json was not loaded');
  return { ...data.siteJson, siteUrl: data.site?.siteMetadata?.siteUrl ?? '' };
}
