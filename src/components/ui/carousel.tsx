import type React from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import { FiArrowLeft, FiArrowRight, FiPause, FiPlay } from 'react-icons/fi';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePrefersReducedMotion } from '../../hooks/use-reduced-motion';
import { CAROUSEL_SLIDE_SPEED_MS } from '../../lib/constants';
import * as styles from './carousel.module.css';

export type CarouselSlide = {
  /** A stable key. */
  id: string;
  /** A short name for the slide, used by its dot and its group label ("Adaeze Okafor"). */
  label: string;
  content: React.ReactNode;
};

/** react-slick settings a carousel may choose; motion, arrows and dots belong to the wrapper. */
export type CarouselSettings = Omit<
  Settings,
  | 'autoplay'
  | 'autoplaySpeed'
  | 'pauseOnHover'
  | 'pauseOnFocus'
  | 'pauseOnDotsHover'
  | 'arrows'
  | 'prevArrow'
  | 'nextArrow'
  | 'dots'
  | 'infinite'
  | 'children'
>;

type CarouselProps = {
  /** What the carousel holds ("Customer testimonials"); names its region. */
  label: string;
  /** What one slide is called in control names ("testimonial" gives "Next testimonial"). */
  slideName: string;
  slides: readonly CarouselSlide[];
  /** How long each view stays before the next one, in ms. */
  autoplayMs: number;
  settings?: CarouselSettings;
  className?: string;
};

/** True when focus arrived from the keyboard (a mouse click on an arrow should not stop the show). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Slides out of view (and react-slick's clones) can be neither focused nor read: they are inert. */
function syncInertSlides(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.toggleAttribute('inert', !slide.classList.contains('slick-active'));
  });
}

type ArrowProps = CustomArrowProps & { direction: 'previous' | 'next'; slideName: string; controls: string };

/** react-slick clones this with its own props; only onClick is used (CSS decides when arrows show). */
function Arrow({ direction, slideName, controls, onClick }: ArrowProps) {
  const Drawing = direction === 'previous' ? FiArrowLeft : FiArrowRight;
  return (
    <button
      type="button"
      className={`${styles.arrow} ${direction === 'previous' ? styles.previous : styles.next}`}
      onClick={onClick}
      aria-controls={controls}
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} ${slideName}`}
    >
      <Drawing aria-hidden="true" focusable="false" />
    </button>
  );
}

/**
 * A react-slick carousel that behaves well for everyone:
 * - the static HTML is a plain list of every slide (readable without JavaScript); once scripts run
 *   it is laid out as the slider's first view, so swapping in the slider moves nothing;
 * - it rotates every `autoplayMs`, pauses while a mouse is over it or keyboard focus is inside,
 *   and goes on after a click; a visible Pause/Play button stops it for good;
 * - with prefers-reduced-motion it starts paused;
 * - slides out of view and infinite-loop clones are inert, so nothing hidden takes focus.
 * Without JavaScript the controls are hidden. Slides of equal height; `--carousel-gap` on the
 * root sets the space between them and `--per-view` the slides in view before the slider starts.
 */
export function Carousel({ label, slideName, slides, autoplayMs, settings = {}, className = '' }: CarouselProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState(settings.initialSlide ?? 0);
  const rootRef = useRef<HTMLDivElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const sliderRef = useRef<Slider>(null);
  const stageId = useId();

  const playing = choice === null ? !reducedMotion : choice === 'play';
  const rotating = hydrated && playing && !hovered && !focused;
  const count = slides.length;

  // The wrapper keeps the time itself (react-slick's own autoplay cannot be paused and resumed
  // reliably from outside). Every change of slide, by the timer or the visitor, restarts the wait.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => sliderRef.current?.slickNext(), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, autoplayMs, current]);

  useEffect(() => {
    const root = rootRef.current;
    if (!hydrated || !root) return undefined;
    syncInertSlides(root);
    const observer = new MutationObserver(() => syncInertSlides(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [hydrated]);

  const { beforeChange } = settings;
  const onBeforeChange = useCallback(
    (from: number, to: number) => {
      setCurrent(((to % count) + count) % count);
      beforeChange?.(from, to);
    },
    [beforeChange, count],
  );

  const onFocus = (event: React.FocusEvent) => {
    setFocused(event.target !== pauseRef.current && isKeyboardFocus(event.target));
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${className}`}
      role="region"
      aria-roledescription={hydrated ? 'carousel' : undefined}
      aria-label={label}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div id={stageId} className={styles.stage} aria-live={hydrated && !rotating ? 'polite' : 'off'}>
        {hydrated ? (
          <Slider
            ref={sliderRef}
            speed={CAROUSEL_SLIDE_SPEED_MS}
            {...settings}
            autoplay={false}
            pauseOnHover={false}
            pauseOnFocus={false}
            pauseOnDotsHover={false}
            infinite
            dots={false}
            arrows
            prevArrow={<Arrow direction="previous" slideName={slideName} controls={stageId} />}
            nextArrow={<Arrow direction="next" slideName={slideName} controls={stageId} />}
            beforeChange={onBeforeChange}
          >
            {slides.map((slide, index) => (
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}: ${slide.label}`}
              >
                {slide.content}
              </div>
            ))}
          </Slider>
        ) : (
          <ul className={styles.list}>
            {slides.map((slide) => (
              <li key={slide.id} className={styles.slide}>
                {slide.content}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.controls}>
        <button
          ref={pauseRef}
          type="button"
          className={styles.pause}
          onClick={() => setChoice(playing ? 'pause' : 'play')}
        >
          {playing ? <FiPause aria-hidden="true" focusable="false" /> : <FiPlay aria-hidden="true" focusable="false" />}
          {playing ? 'Pause' : 'Play'}
          <span className="visually-hidden"> slideshow</span>
        </button>
        <ul className={styles.dots}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                className={styles.dot}
                aria-current={index === current ? 'true' : undefined}
                aria-controls={stageId}
                aria-label={`Show ${slideName} ${index + 1} of ${count}: ${slide.label}`}
                onClick={() => sliderRef.current?.slickGoTo(index)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
