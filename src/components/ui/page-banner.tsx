import type React from 'react';
import * as styles from './page-banner.module.css';

type PageBannerProps = {
  title: string;
  subtitle?: React.ReactNode;
  /** A small label above the title. */
  eyebrow?: string;
  /** A class for the block that holds the words, to line them up with the page's own columns. */
  innerClassName?: string;
};

/** Phones get the 960 px wide banner, larger screens the full one; WebP where the browser takes it. */
const BANNER = '/images/site/banner1';
const PHONE = '(max-width: 959px)';

/**
 * The title block at the top of inner pages, over the site banner image. The picture is a real
 * element (not a CSS background) so the browser finds it at once: it is the first large paint.
 */
export function PageBanner({ title, subtitle, eyebrow, innerClassName = '' }: PageBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      <picture className={styles.backdrop}>
        <source media={PHONE} type="image/webp" srcSet={`${BANNER}-960.webp`} />
        <source media={PHONE} srcSet={`${BANNER}-960.jpg`} />
        <source type="image/webp" srcSet={`${BANNER}.webp`} />
        <img src={`${BANNER}.jpg`} alt="" width={2400} height={800} decoding="async" {...{ fetchpriority: 'high' }} />
      </picture>
      <div className={`container ${styles.inner} ${innerClassName}`}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
    </section>
  );
}
