import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import type Slider from 'react-slick';
import { FiChevronLeft, FiChevronRight, FiPause, FiPlay } from 'react-icons/fi';
import { useInertWhenHidden } from '../../hooks/use-inert-when-hidden';
import { usePrefersReducedMotion } from '../../hooks/use-reduced-motion';
import { useSlidesToShow } from '../../hooks/use-slides-to-show';
import { carouselSettings, shouldAutoplay, slideLabel } from '../../lib/carousel';
import {
  SERVICE_CAROUSEL_AUTOPLAY_MS,
  SERVICE_CAROUSEL_BREAKPOINTS,
  SERVICE_CAROUSEL_SPACING_PX,
} from '../../lib/constants';
import * as styles from './service-carousel.module.css';

/** Keyboard focus pauses the carousel; a click or a tap that focuses a slide does not. */
function hasVisibleFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** react-slick loads after the page is interactive; until then the cards sit in a plain row. */
const LazySlider = lazy(() => import('react-slick'));

type ServiceCarouselProps = {
  /** What the carousel holds, for assistive technology ("Our services"). */
  label: string;
  /** One card per slide. */
  children: ReactElement[];
};

/**
 * A looping card carousel: 1, 2 or 3 cards per view by viewport width, a new card every few
 * seconds (also after the visitor uses the arrows or swipes), paused while hovered, while a card
 * has keyboard focus, on request, and from the start when the visitor asks for less motion.
 *
 * The server renders the cards as a horizontally scrollable row, sized by the same breakpoints in
 * CSS, so the page reads fully without JavaScript and does not jump when react-slick takes over.
 * Slides out of view are inert: no hidden link can take focus.
 */
export function ServiceCarousel({ label, children }: ServiceCarouselProps) {
  const slidesToShow = useSlidesToShow(SERVICE_CAROUSEL_BREAKPOINTS);
  const reducedMotion = usePrefersReducedMotion();
  const enhanced = slidesToShow !== null;
  const sliderRef = useRef<Slider>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** The visitor's own choice; until they make one, less motion means paused. */
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = pausedByVisitor ?? reducedMotion;
  const playing = enhanced && shouldAutoplay({ paused, hovered, focused });

  // A new card every interval; the count restarts whenever the carousel moves, for whatever reason.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => sliderRef.current?.slickNext(), SERVICE_CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, current]);

  useInertWhenHidden(viewportRef, '.slick-slide', enhanced);

  const count = children.length;
  const slides = children.map((child, index) => (
    <div key={child.key ?? index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={slideLabel(index, count)}>
      {child}
    </div>
  ));
  const row = <div className={styles.row}>{slides}</div>;

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--carousel-gap': `${SERVICE_CAROUSEL_SPACING_PX}px` } as CSSProperties}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        aria-live={playing ? 'off' : 'polite'}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
        onFocus={(event) => setFocused(hasVisibleFocus(event.target))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {slidesToShow !== null ? (
          <Suspense fallback={row}>
            <LazySlider ref={sliderRef} {...carouselSettings(slidesToShow, count)} beforeChange={(_from, to) => setCurrent(to)}>
              {slides}
            </LazySlider>
          </Suspense>
        ) : (
          row
        )}
      </div>
      <div className={styles.controls}>
        {enhanced && (
          <>
            <button type="button" className={styles.control} onClick={() => sliderRef.current?.slickPrev()}>
              <FiChevronLeft aria-hidden="true" focusable="false" />
              <span className="visually-hidden">Previous</span>
            </button>
            <button type="button" className={styles.control} onClick={() => setPausedByVisitor(!paused)}>
              {paused ? <FiPlay aria-hidden="true" focusable="false" /> : <FiPause aria-hidden="true" focusable="false" />}
              <span className="visually-hidden">{paused ? 'Start automatic sliding' : 'Pause automatic sliding'}</span>
            </button>
            <button type="button" className={styles.control} onClick={() => sliderRef.current?.slickNext()}>
              <FiChevronRight aria-hidden="true" focusable="false" />
              <span className="visually-hidden">Next</span>
            </button>
          </>
        )}
      </div>
    </div>
  );
}
