import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './moving-images.module.css';

export type MovingImage = { key: string; image: IGatsbyImageData | undefined };

type MovingImagesProps = {
  images: readonly MovingImage[];
};

/**
 * Decoration: two rows of thumbnails that drift in opposite directions as the page scrolls by
 * (a CSS scroll-driven animation of transform only; browsers without it show still rows, and so
 * does every browser when the visitor asks for less motion). Hidden from assistive technology.
 */
export function MovingImages({ images }: MovingImagesProps) {
  const rows = [0, 1].map((row) => images.filter((_, index) => index % 2 === row));
  return (
    <div className={styles.reel} aria-hidden="true">
      {rows.map((row, rowIndex) => (
        <div key={rowIndex} className={styles.row}>
          <div className={rowIndex === 0 ? styles.trackLeft : styles.trackRight}>
            {[...row, ...row].map(
              (item, index) =>
                item.image && <GatsbyImage key={`${item.key}-${index}`} image={item.image} alt="" className={styles.tile} />,
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
