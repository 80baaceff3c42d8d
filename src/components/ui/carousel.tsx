import { CAROUSEL } from '../../lib/spoken-only';
import { useSharedTexts } from '../../hooks/use-shared-texts';
import type React from 'react';
import { lazy, Suspense, useCallback, useId, useEffect, useMemo, useRef, useState } from 'react';
import type Slider from 'react-slick';
import { FiArrowLeft, FiArrowRight, FiPause, FiPlay } from 'react-icons/fi';
import { useInertWhenHidden } from '../../hooks/use-inert-when-hidden';
import { usePrefersReducedMotion } from '../../hooks/use-reduced-motion';
import { useSlidesToShow } from '../../hooks/use-slides-to-show';
import {
  carouselSettings,
  ONE_PER_VIEW,
  shouldAutoplay,
  slideLabel,
  SLIDER_PENDING_ATTRIBUTE,
  wrapIndex,
  type CarouselBreakpoint,
} from '../../lib/carousel';
import * as styles from './carousel.module.css';

/** react-slick loads after the page is interactive, in a script of its own; until then the slides sit in a plain row. */
const LazySlider = lazy(() => import('react-slick'));

export type CarouselSlide = {
  /** A stable key. */
  id: string;
  /** A short name for the slide, for its group label and its dot ("Adaeze Okafor"). */
  label: string;
  content: React.ReactNode;
};

type CarouselProps = {
  /** What the carousel holds ("Customer testimonials"); names its region. */
  label: string;
  /** What one slide is called in control names ("testimonial" gives "Next testimonial"). */
  slideName: string;
  slides: readonly CarouselSlide[];
  /** How long each view stays before the next one, in ms. */
  autoplayMs: number;
  /**
   * Slides per view from each minimum viewport width (one by default). Give the root the same
   * numbers as `--per-view` in CSS media queries (through `className`), so the row shown before
   * the slider starts already looks like it.
   */
  breakpoints?: readonly CarouselBreakpoint[];
  /** Space between slides in px (the site's 24 px step by default). */
  gapPx?: number;
  /** A dot per slide, to show any of them. */
  dots?: boolean;
  /**
   * Where Previous and Next go: beside Pause in the control row (default), or, as large decorative
   * arrows, beside the slides from medium screens up (phones then swipe, or use the dots).
   */
  arrows?: 'toolbar' | 'beside';
  className?: string;
};

/** True when focus arrived from the keyboard (a mouse click on a control should not stop the show). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A react-slick carousel that behaves well for everyone:
 * - the static HTML is a plain list of every slide, readable without JavaScript (a row that
 *   scrolls sideways); once scripts run it is laid out as the slider's first view, so swapping in
 *   the slider (loaded lazily, after the page is interactive) moves nothing;
 * - slides per view follow the viewport from the first client render (window.matchMedia, not
 *   react-slick's `responsive`, which ignores the first load);
 * - it moves on every `autoplayMs`, also after the visitor uses the arrows, the dots or swipes;
 *   it pauses while a mouse is over the slides or keyboard focus is inside, and a visible
 *   Pause/Play button stops it for good; with prefers-reduced-motion it starts paused;
 * - slides out of view and infinite-loop clones are inert, so nothing hidden takes focus.
 * The controls exist only once the slider runs (their row keeps its height from the first paint).
 */
export function Carousel({
  label,
  slideName,
  slides,
  autoplayMs,
  breakpoints = ONE_PER_VIEW,
  gapPx,
  dots = false,
  arrows = 'toolbar',
  className = '',
}: CarouselProps) {
  const { buttons } = useSharedTexts();
  /** Null in the static HTML and while hydrating it. */
  const perView = useSlidesToShow(breakpoints);
  const reducedMotion = usePrefersReducedMotion();
  /** The slider has mounted: from here on this is a carousel. */
  const [ready, setReady] = useState(false);
  /** The visitor's own Pause/Play choice; until they make one, less motion means paused. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const sliderRef = useRef<Slider>(null);
  const stageId = useId();
  const count = slides.length;

  const playing = choice === null ? !reducedMotion : choice === 'play';
  const rotating = ready && shouldAutoplay({ paused: !playing, hovered, focused });

  // The carousel keeps the time itself (react-slick's own autoplay stops for good after a click
  // and cannot be paused and resumed reliably). Every change of slide restarts the wait.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => sliderRef.current?.slickNext(), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, autoplayMs, current]);

  useInertWhenHidden(stageRef, '.slick-slide', ready);

  const onInit = useCallback(() => setReady(true), []);
  const onBeforeChange = useCallback((_from: number, to: number) => setCurrent(wrapIndex(to, count)), [count]);

  const onFocus = (event: React.FocusEvent) => {
    setFocused(event.target !== pauseRef.current && isKeyboardFocus(event.target));
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // The slides are the same elements from one render to the next unless the slides or the view
  // change: Pause, hover, focus and the current dot re-render the controls, never the slider.
  const stage = useMemo(() => {
    // Marked as the stand-in it is: with scripts, the slider's first view until the slider starts.
    const list = (
      <ul className={styles.list} {...{ [SLIDER_PENDING_ATTRIBUTE]: '' }}>
        {slides.map((slide) => (
          <li key={slide.id} className={styles.slide}>
            {slide.content}
          </li>
        ))}
      </ul>
    );
    if (perView === null) return list;
    return (
      <Suspense fallback={list}>
        <LazySlider ref={sliderRef} {...carouselSettings(perView, count)} onInit={onInit} beforeChange={onBeforeChange}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, count, slide.label)}
            >
              {slide.content}
            </div>
          ))}
        </LazySlider>
      </Suspense>
    );
  }, [slides, perView, count, onInit, onBeforeChange]);

  const arrow = (direction: 'previous' | 'next') => {
    const Drawing = direction === 'previous' ? FiArrowLeft : FiArrowRight;
    return (
      <button
        type="button"
        className={`${styles.arrow} ${direction === 'previous' ? styles.previous : styles.next}`}
        aria-controls={stageId}
        onClick={() => (direction === 'previous' ? sliderRef.current?.slickPrev() : sliderRef.current?.slickNext())}
      >
        <Drawing aria-hidden="true" focusable="false" />
        <span className="visually-hidden">
          {direction === 'previous' ? CAROUSEL.previous : CAROUSEL.next} {slideName}
        </span>
      </button>
    );
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${arrows === 'beside' ? styles.beside : ''} ${className}`}
      style={gapPx === undefined ? undefined : ({ '--carousel-gap': `${gapPx}px` } as React.CSSProperties)}
      role="region"
      aria-roledescription={ready ? 'carousel' : undefined}
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        ref={stageRef}
        id={stageId}
        className={styles.stage}
        aria-live={ready ? (rotating ? 'off' : 'polite') : undefined}
        onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        {stage}
      </div>
      <div className={styles.controls}>
        {ready && (
          <>
            {arrow('previous')}
            <button ref={pauseRef} type="button" className={styles.pause} onClick={() => setChoice(playing ? 'pause' : 'play')}>
              {playing ? <FiPause aria-hidden="true" focusable="false" /> : <FiPlay aria-hidden="true" focusable="false" />}
              {playing ? buttons.pause : buttons.play}
              <span className="visually-hidden">{CAROUSEL.slideshow}</span>
            </button>
            {dots && (
              <ul className={styles.dots}>
                {slides.map((slide, index) => (
                  <li key={slide.id}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-current={index === current ? 'true' : undefined}
                      aria-controls={stageId}
                      aria-label={`${CAROUSEL.show} ${slideName} ${slideLabel(index, count, slide.label)}`}
                      onClick={() => sliderRef.current?.slickGoTo(index)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {arrow('next')}
          </>
        )}
      </div>
    </div>
  );
}
