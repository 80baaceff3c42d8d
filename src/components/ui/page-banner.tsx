import type React from 'react';
import * as styles from './page-banner.module.css';

type PageBannerProps = {
  title: string;
  subtitle?: React.ReactNode;
  /** A small label above the title. */
  eyebrow?: string;
};

/** The title block at the top of inner pages, over the site banner image. */
export function PageBanner({ title, subtitle, eyebrow }: PageBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
    </section>
  );
}
