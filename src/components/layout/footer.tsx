import { LANDMARKS, SOCIAL_NAMES } from '../../lib/spoken-only';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { Link } from 'gatsby';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter } from 'react-icons/fa6';
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { COPYRIGHT_YEAR } from '../../lib/constants';
import { PATHS } from '../../lib/routes';
import { telHref } from '../../lib/tel-link';
import { LogoMark } from './logo-mark';
import { NAV_LINKS } from './nav-links';
import * as styles from './footer.module.css';

/** The footer's links after the top bar's, with their labels' names in data/pages/shared.json ("footer"). */
const MORE_LINKS = [
  { key: 'about', to: PATHS.about },
  { key: 'inventory', to: PATHS.inventory },
  { key: 'terms', to: PATHS.terms },
  { key: 'privacy', to: PATHS.privacy },
] as const;

export function Footer() {
  const site = useSiteSettings();
  const { nav, footer } = useSharedTexts();
  const fill = usePlaceholders();
  const links = [...NAV_LINKS.map((link) => ({ label: nav[link.key], to: link.to })), ...MORE_LINKS.map((link) => ({ label: footer[link.key], to: link.to }))];
  const socials = [
    { label: SOCIAL_NAMES.facebook, href: site.facebookLink, Icon: FaFacebookF },
    { label: SOCIAL_NAMES.twitter, href: site.twitterLink, Icon: FaXTwitter },
    { label: SOCIAL_NAMES.instagram, href: site.instagramLink, Icon: FaInstagram },
    { label: SOCIAL_NAMES.linkedIn, href: site.linkedInLink, Icon: FaLinkedinIn },
  ];
  return (
    <footer className={`dark ${styles.footer}`}>
      <div className={`container ${styles.columns}`}>
        <div>
          <p className={styles.brand}>
            <LogoMark size={40} />
            <span>{site.siteName}</span>
          </p>
          <p className={styles.tagline}>{site.tagline}</p>
          <ul className={styles.socials} aria-label={LANDMARKS.socials}>
            {socials.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden="true" focusable="false" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={LANDMARKS.footer}>
          <h2 className={styles.heading}>{fill(footer.exploreTitle)}</h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{fill(footer.contactTitle)}</h2>
          <address className={styles.contact}>
            <p>
              <FiPhone aria-hidden="true" />
              <a href={telHref(site.phoneNumberContact)}>{site.phoneNumberContact}</a>
            </p>
            <p>
              <FiMail aria-hidden="true" />
              <a href={`mailto:${site.emailAddress}`}>{site.emailAddress}</a>
            </p>
            <p>
              <FiMapPin aria-hidden="true" />
              <span>{site.address}</span>
            </p>
          </address>
        </div>
      </div>
      {/* The divider on a box inside the container: as wide as the columns' content above it. */}
      <div className="container">
        <div className={styles.bottom}>
          <p>{fill(footer.copyright, { year: COPYRIGHT_YEAR })}</p>
          <p>{fill(footer.credit)}</p>
        </div>
      </div>
    </footer>
  );
}
