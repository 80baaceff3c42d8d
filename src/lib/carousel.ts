import type { Settings } from 'react-slick';
import { CAROUSEL_SLIDE_SPEED_MS } from './constants';

/**
 * The attribute on a carousel's list of slides as the static HTML has it: with scripts, laid out
 * as the slider's first view until the slider starts and takes its place. A slide wholly outside
 * that list is not on the screen for a visitor (the first visits' text check reads it).
 */
export const SLIDER_PENDING_ATTRIBUTE = 'data-slider-pending';

/** How many cards a carousel shows from a minimum viewport width up. */
export type CarouselBreakpoint = { readonly minWidth: number; readonly slidesToShow: number };

/** One slide per view at every width: a carousel's default. */
export const ONE_PER_VIEW: readonly CarouselBreakpoint[] = [{ minWidth: 0, slidesToShow: 1 }];

/** The media query of a breakpoint; CSS uses the same "min-width" rules. */
export function minWidthQuery(minWidth: number): string {
  return `(min-width: ${minWidth}px)`;
}

/** The cards per view of the widest breakpoint that applies (the narrowest one below them all). */
function widestApplying(breakpoints: readonly CarouselBreakpoint[], applies: (minWidth: number) => boolean): number {
  const sorted = [...breakpoints].sort((a, b) => b.minWidth - a.minWidth);
  const widest = sorted.find((breakpoint) => applies(breakpoint.minWidth)) ?? sorted[sorted.length - 1];
  return widest?.slidesToShow ?? 1;
}

/** Cards per view given which media queries match (in the browser: window.matchMedia). */
export function slidesToShowWhere(matches: (query: string) => boolean, breakpoints: readonly CarouselBreakpoint[]): number {
  return widestApplying(breakpoints, (minWidth) => matches(minWidthQuery(minWidth)));
}

/**
 * react-slick settings for a looping card carousel. Autoplay is driven by the carousel itself
 * (a timer that survives clicks and swipes, and pauses on hover, keyboard focus or request), and
 * so are the arrows and dots (buttons beside the pause control), so slick's own are off.
 */
export function carouselSettings(slidesToShow: number, slideCount: number): Settings {
  return {
    slidesToShow: Math.min(slidesToShow, slideCount),
    slidesToScroll: 1,
    infinite: slideCount > slidesToShow,
    speed: CAROUSEL_SLIDE_SPEED_MS,
    // An arrow click or swipe during a slide's movement still counts.
    waitForAnimate: false,
    arrows: false,
    dots: false,
    autoplay: false,
    pauseOnHover: false,
    pauseOnFocus: false,
    swipe: true,
    accessibility: true,
  };
}

/** Whether autoplay should be running now. */
export function shouldAutoplay(state: { paused: boolean; hovered: boolean; focused: boolean }): boolean {
  return !state.paused && !state.hovered && !state.focused;
}

/** The accessible label of slide `index` (from 0) of `count`, named `name`: "2 of 5: Adaeze Okafor". */
export function slideLabel(index: number, count: number, name: string): string {
  return `${index + 1} of ${count}: ${name}`;
}

/**
 * The slide an index stands for in a loop of `count` slides (react-slick may report the clone
 * before the first slide as -1, or the one after the last as `count`).
 */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}
