import fs from 'node:fs';
import path from 'node:path';
import {
  carouselSettings,
  minWidthQuery,
  ONE_PER_VIEW,
  shouldAutoplay,
  slideLabel,
  slidesToShowWhere,
  wrapIndex,
} from '../../src/lib/carousel';
import { SERVICE_CAROUSEL_BREAKPOINTS } from '../../src/lib/constants';

/** What window.matchMedia answers in a viewport `width` pixels wide. */
const matchesAt = (width: number) => (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1]);

describe('cards per view by viewport width', () => {
  test.each([
    [280, 1],
    [320, 1],
    [375, 1],
    [599, 1],
    [600, 2],
    [700, 2],
    [839, 2],
    [840, 3],
    [1024, 3],
    [1920, 3],
  ])('%i px wide shows %i', (width, slides) => {
    expect(slidesToShowWhere(matchesAt(width), SERVICE_CAROUSEL_BREAKPOINTS)).toBe(slides);
  });

  test('gives the same answer whatever order the breakpoints come in', () => {
    const shuffled = [...SERVICE_CAROUSEL_BREAKPOINTS].reverse();
    for (const width of [375, 700, 1024]) {
      expect(slidesToShowWhere(matchesAt(width), shuffled)).toBe(slidesToShowWhere(matchesAt(width), SERVICE_CAROUSEL_BREAKPOINTS));
    }
    expect(minWidthQuery(600)).toBe('(min-width: 600px)');
  });

  test('a carousel shows one slide per view unless told otherwise', () => {
    for (const width of [0, 375, 1920]) expect(slidesToShowWhere(matchesAt(width), ONE_PER_VIEW)).toBe(1);
  });

  test('the server-rendered row of the service carousel uses the same breakpoints in CSS', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/components/home/what-we-offer.module.css'), 'utf8');
    for (const { minWidth, slidesToShow } of SERVICE_CAROUSEL_BREAKPOINTS.slice(1)) {
      expect(css).toMatch(new RegExp(`@media \\(min-width: ${minWidth}px\\) \\{\\s*\\.carousel \\{\\s*--per-view: ${slidesToShow};`));
    }
  });
});

describe('carousel settings', () => {
  test('loop one card at a time, never showing more cards than there are', () => {
    expect(carouselSettings(3, 11)).toMatchObject({ slidesToShow: 3, slidesToScroll: 1, infinite: true, autoplay: false });
    expect(carouselSettings(3, 2)).toMatchObject({ slidesToShow: 2, infinite: false });
  });

  test('slides are named by their place and their name', () => {
    expect(slideLabel(0, 5, 'Ada')).toBe('1 of 5: Ada');
    expect(slideLabel(4, 5, 'Eze')).toBe('5 of 5: Eze');
  });

  test('an index past either end of the loop stands for the slide at the other end', () => {
    expect([-1, 0, 4, 5, 6].map((index) => wrapIndex(index, 5))).toEqual([4, 0, 4, 0, 1]);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  test('autoplay runs only when nothing holds it', () => {
    expect(shouldAutoplay({ paused: false, hovered: false, focused: false })).toBe(true);
    expect(shouldAutoplay({ paused: true, hovered: false, focused: false })).toBe(false);
    expect(shouldAutoplay({ paused: false, hovered: true, focused: false })).toBe(false);
    expect(shouldAutoplay({ paused: false, hovered: false, focused: true })).toBe(false);
  });
});
