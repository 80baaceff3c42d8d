import type { CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './picture.module.css';

/**
 * A picture as a component takes it: the gatsbyImageData a query returned (the site's pages), or
 * a plain address (the content editor's preview, which shows the picture an entry names, or one
 * just chosen and not yet saved).
 */
export type PictureSource = IGatsbyImageData | string;

type PictureProps = {
  image: PictureSource;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Load at once (the largest picture at the top of a page); otherwise when scrolled near. */
  eager?: boolean;
};

/**
 * An image processed by sharp (gatsby-transformer-sharp's gatsbyImageData), as plain, valid
 * HTML: AVIF and WebP sources with their srcsets, a JPEG fallback, width and height set so the
 * space is reserved, and the browser's own lazy loading. No script is needed to show it. Given an
 * address, the same markup with that one file.
 */
export function Picture({ image, alt, className, style, eager = false }: PictureProps) {
  const priority = eager ? { fetchpriority: 'high' } : {};
  const loading = eager ? 'eager' : 'lazy';
  const pictureClass = `${styles.picture} ${className ?? ''}`;
  if (typeof image === 'string') {
    return (
      <picture className={pictureClass} style={style}>
        <img src={image} alt={alt} loading={loading} decoding="async" {...priority} />
      </picture>
    );
  }
  const { images, width, height, backgroundColor } = image;
  return (
    <picture className={pictureClass} style={style}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={backgroundColor ? { backgroundColor } : undefined}
        {...priority}
      />
    </picture>
  );
}
