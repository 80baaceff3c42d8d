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

const MORE_LINKS = [
  { label: 'About Us', to: PATHS.about },
  { label: 'Inventory Software', to: PATHS.inventory },
  { label: 'Terms of Service', to: PATHS.terms },
  { label: 'Privacy Policy', to: PATHS.privacy },
] as const;

export function Footer() {
  const site = useSiteSettings();
  const socials = [
    { label: 'Facebook', href: site.facebookLink, Icon: FaFacebookF },
    { label: 'Twitter', href: site.twitterLink, Icon: FaXTwitter },
    { label: 'Instagram', href: site.instagramLink, Icon: FaInstagram },
    { label: 'LinkedIn', href: site.linkedInLink, Icon: FaLinkedinIn },
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
          <ul className={styles.socials} aria-label="Social media">
            {socials.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden="true" focusable="false" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.list}>
            {[...NAV_LINKS, ...MORE_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Get in touch</h2>
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
      <div className={`container ${styles.bottom}`}>
        <p>
          © {COPYRIGHT_YEAR} {site.siteName}. All rights reserved.
        </p>
        <p>Designed and built by {site.name}.</p>
      </div>
    </footer>
  );
}
