import { mockMedia, preferReducedMotion } from '../../support/match-media';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { staticHtml } from '../../support/static-html';
import { Carousel, type CarouselSlide } from '../../../src/components/ui/carousel';
import { SLIDER_PENDING_ATTRIBUTE } from '../../../src/lib/carousel';
import { SERVICE_CAROUSEL_BREAKPOINTS } from '../../../src/lib/constants';
import { CAROUSEL, LANDMARKS, SLIDE_KINDS } from '../../../src/lib/spoken-only';
import shared from '../../../data/pages/shared.json';

const SLIDES: CarouselSlide[] = ['Ada', 'Bola', 'Chidi'].map((name) => ({ id: name, label: name, content: <p>Quote from {name}</p> }));
const CARDS: CarouselSlide[] = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ({
  id: title,
  label: title,
  content: <a href={`/${title}`}>Read about {title}</a>,
}));
const AUTOPLAY_MS = 3000;

type Props = ComponentProps<typeof Carousel>;

/** The names of the controls: the pause button's label (data/pages/shared.json), and the words for screen readers (src/lib/spoken-only.ts). */
const PAUSE = `${shared.buttons.pause}${CAROUSEL.slideshow}`;
const PLAY = `${shared.buttons.play}${CAROUSEL.slideshow}`;
const previous = (kind: string) => `${CAROUSEL.previous} ${kind}`;
const next = (kind: string) => `${CAROUSEL.next} ${kind}`;
/** A dot's name ("Show testimonial 2 of 3: Bola"), or any dot's of that kind. */
const dot =
  (kind: string, n?: number) =>
  (name: string): boolean =>
    name.startsWith(`${CAROUSEL.show} ${kind} ${n === undefined ? '' : `${n} `}`);
const { testimonial: TESTIMONIAL, service: SERVICE } = SLIDE_KINDS;
const testimonials: Props = { label: LANDMARKS.testimonials, slideName: SLIDE_KINDS.testimonial, slides: SLIDES, autoplayMs: AUTOPLAY_MS, dots: true };
const services: Props = {
  label: LANDMARKS.serviceCarousel,
  slideName: SLIDE_KINDS.service,
  slides: CARDS,
  autoplayMs: AUTOPLAY_MS,
  breakpoints: SERVICE_CAROUSEL_BREAKPOINTS,
  gapPx: 20,
};

/** Renders, then waits for react-slick (loaded lazily) to take over. */
async function renderCarousel(props: Props = testimonials) {
  render(<Carousel {...props} />);
  await screen.findByRole('button', { name: (name) => name.endsWith(CAROUSEL.slideshow) });
  act(() => {
    jest.advanceTimersByTime(100); // react-slick starts on a timer of its own
  });
}

/** Which slide the dots say is showing, from 1. */
const currentDot = () =>
  screen.getAllByRole('button', { name: dot(TESTIMONIAL) }).findIndex((button) => button.getAttribute('aria-current') === 'true') + 1;

/** The slides (react-slick's, clones included) that are not inert: the ones in view. */
const liveSlides = () => Array.from(document.querySelectorAll<HTMLElement>('.slick-slide')).filter((slide) => !slide.hasAttribute('inert'));

/** Lets time pass in small steps, so React settles between react-slick's chained timers. */
function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) {
    act(() => {
      jest.advanceTimersByTime(Math.min(50, ms - passed));
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

test('it rotates by itself and offers a Pause button that stops it', async () => {
  await renderCarousel();
  expect(currentDot()).toBe(1);
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(2);

  fireEvent.click(screen.getByRole('button', { name: PAUSE }));
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(2);

  fireEvent.click(screen.getByRole('button', { name: PLAY }));
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(3);
});

test('under prefers-reduced-motion it starts paused, and Play is there for those who want it', async () => {
  preferReducedMotion(true);
  await renderCarousel();
  expect(screen.getByRole('button', { name: PLAY })).toBeInTheDocument();
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(1);
});

test('it pauses while a mouse is over the slides and goes on when the mouse leaves', async () => {
  await renderCarousel();
  const slide = screen.getByRole('group', { name: '1 of 3: Ada' });
  fireEvent.pointerOver(slide, { pointerType: 'mouse' });
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(1);
  fireEvent.pointerOut(slide, { pointerType: 'mouse', relatedTarget: document.body });
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(2);
});

test('a mouse resting on the controls does not hold it', async () => {
  await renderCarousel();
  fireEvent.pointerOver(screen.getByRole('button', { name: next(TESTIMONIAL) }), { pointerType: 'mouse' });
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(2);
});

test('it pauses while keyboard focus is inside, and goes on when focus leaves or moves to Pause', async () => {
  await renderCarousel();
  const second = screen.getByRole('button', { name: dot(TESTIMONIAL, 2) });
  act(() => second.focus());
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(1);
  act(() => second.blur());
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(2);

  act(() => screen.getByRole('button', { name: dot(TESTIMONIAL, 1) }).focus());
  wait(AUTOPLAY_MS * 2);
  expect(currentDot()).toBe(2);
  act(() => screen.getByRole('button', { name: PAUSE }).focus());
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(3);
});

test('a dot shows its slide, and rotation goes on after the click', async () => {
  await renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: dot(TESTIMONIAL, 3) }));
  wait(10);
  expect(currentDot()).toBe(3);
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(1);
});

test('the arrows move one slide either way, and rotation goes on after them', async () => {
  await renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: next(TESTIMONIAL) }));
  wait(10);
  expect(currentDot()).toBe(2);
  fireEvent.click(screen.getByRole('button', { name: previous(TESTIMONIAL) }));
  wait(10);
  expect(currentDot()).toBe(1);
  fireEvent.click(screen.getByRole('button', { name: previous(TESTIMONIAL) }));
  wait(10);
  expect(currentDot()).toBe(3);
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(1);
});

test('only the slide in view can be reached: the others and the loop clones are inert', async () => {
  await renderCarousel();
  const slides = Array.from(document.querySelectorAll<HTMLElement>('.slick-slide'));
  expect(slides.length).toBeGreaterThan(SLIDES.length); // the loop clones are there
  expect(liveSlides()).toHaveLength(1);
  expect(liveSlides()[0]).toHaveTextContent('Quote from Ada');
  wait(AUTOPLAY_MS + 600);
  await act(async () => {}); // the MutationObserver reports in a microtask
  expect(liveSlides()).toHaveLength(1);
  expect(liveSlides()[0]).toHaveTextContent('Quote from Bola');
});

test('controls, slides and the region have accessible names; dots only where asked for', async () => {
  await renderCarousel();
  expect(screen.getByRole('region', { name: LANDMARKS.testimonials })).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getByRole('button', { name: previous(TESTIMONIAL) })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: next(TESTIMONIAL) })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '1 of 3: Ada' })).toHaveAttribute('aria-roledescription', 'slide');
  expect(screen.getAllByRole('button', { name: dot(TESTIMONIAL) })).toHaveLength(SLIDES.length);
});

test.each([
  [375, 1],
  [700, 2],
  [1024, 3],
])('at %i px the slides in view follow the breakpoints from the first load: %i', async (width, perView) => {
  mockMedia({ width });
  await renderCarousel(services);
  expect(screen.getByRole('button', { name: previous(SERVICE) })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: next(SERVICE) })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: dot(SERVICE) })).toBeNull();
  expect(liveSlides().map((slide) => slide.textContent)).toEqual(CARDS.slice(0, perView).map((card) => `Read about ${card.label}`));
});

test.each([
  ['testimonials', testimonials, 'li p', ['Quote from Ada', 'Quote from Bola', 'Quote from Chidi']],
  ['service cards', services, 'li a', ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => `Read about ${title}`)],
])('the static HTML of the %s is a labelled list of every slide, with no slider and no control', (_name, props, content, texts) => {
  const page = staticHtml(<Carousel {...props} />);
  const region = page.querySelector('[role="region"]');
  expect(region).toHaveAttribute('aria-label', props.label);
  expect(region).not.toHaveAttribute('aria-roledescription');
  expect(Array.from(page.querySelectorAll(content)).map((slide) => slide.textContent)).toEqual(texts);
  expect(page.querySelectorAll('li')).toHaveLength(props.slides.length);
  expect(page.querySelector('.slick-slider, [aria-hidden="true"], [inert], button')).toBeNull();
  // Marked as the stand-in for the slider's first view that it is (the first visits' text check reads the mark).
  expect(page.querySelectorAll(`ul[${SLIDER_PENDING_ATTRIBUTE}]`)).toHaveLength(1);
});

test('once the slider has started, no list is marked as waiting for it', async () => {
  await renderCarousel();
  expect(document.querySelector(`[${SLIDER_PENDING_ATTRIBUTE}]`)).toBeNull();
});

test('the gap between slides is the one asked for', () => {
  const page = staticHtml(<Carousel {...services} />);
  expect(page.querySelector<HTMLElement>('[role="region"]')?.style.getPropertyValue('--carousel-gap')).toBe('20px');
});
