import type { CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './picture.module.css';

type PictureProps = {
  /** The gatsbyImageData a query returned for the image. */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Load at once (the largest picture at the top of a page); otherwise when scrolled near. */
  eager?: boolean;
};

/**
 * An image processed by gatsby-plugin-image, as plain, valid HTML: AVIF and WebP sources with
 * their srcsets, a JPEG fallback, width and height set so the space is reserved, and the
 * browser's own lazy loading. No script is needed to show it.
 */
export function Picture({ image, alt, className, style, eager = false }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  const priority = eager ? { fetchpriority: 'high' } : {};
  return (
    <picture className={`${styles.picture} ${className ?? ''}`} style={style}>
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
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={backgroundColor ? { backgroundColor } : undefined}
        {...priority}
      />
    </picture>
  );
}
