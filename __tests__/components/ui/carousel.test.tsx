import { preferReducedMotion } from '../../support/match-media';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { staticHtml } from '../../support/static-html';
import { Carousel, type CarouselSlide } from '../../../src/components/ui/carousel';

const SLIDES: CarouselSlide[] = ['Ada', 'Bola', 'Chidi'].map((name) => ({ id: name, label: name, content: <p>Quote from {name}</p> }));
const AUTOPLAY_MS = 3000;

function renderCarousel() {
  render(<Carousel label="Customer testimonials" slideName="testimonial" slides={SLIDES} autoplayMs={AUTOPLAY_MS} />);
  act(() => {
    jest.advanceTimersByTime(100); // react-slick starts on a timer of its own
  });
}

/** Which slide the dots say is showing, from 1. */
const currentDot = () =>
  screen.getAllByRole('button', { name: /^Show testimonial/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

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

test('it rotates by itself and offers a Pause button that stops it', () => {
  renderCarousel();
  expect(currentDot()).toBe(1);
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(2);

  fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(2);

  fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(3);
});

test('under prefers-reduced-motion it starts paused, and Play is there for those who want it', () => {
  preferReducedMotion(true);
  renderCarousel();
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(1);
});

test('it pauses while a mouse is over it and goes on when the mouse leaves', () => {
  renderCarousel();
  const region = screen.getByRole('region', { name: 'Customer testimonials' });
  fireEvent.pointerOver(region, { pointerType: 'mouse' });
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(1);
  fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(2);
});

test('it pauses while keyboard focus is inside, and goes on when focus leaves', () => {
  renderCarousel();
  const dot = screen.getByRole('button', { name: /^Show testimonial 2/ });
  act(() => dot.focus());
  wait(AUTOPLAY_MS * 3);
  expect(currentDot()).toBe(1);
  act(() => dot.blur());
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(2);
});

test('a dot shows its slide, and rotation goes on after the click', () => {
  renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: /^Show testimonial 3/ }));
  wait(10);
  expect(currentDot()).toBe(3);
  wait(AUTOPLAY_MS + 600);
  expect(currentDot()).toBe(1);
});

test('only the slide in view can be reached: the others and the loop clones are inert', async () => {
  renderCarousel();
  const slides = Array.from(document.querySelectorAll<HTMLElement>('.slick-slide'));
  expect(slides.length).toBeGreaterThan(SLIDES.length); // the loop clones are there
  const live = slides.filter((slide) => !slide.hasAttribute('inert'));
  expect(live).toHaveLength(1);
  expect(live[0]).toHaveTextContent('Quote from Ada');
  wait(AUTOPLAY_MS + 600);
  await act(async () => {}); // the MutationObserver reports in a microtask
  const liveAfter = slides.filter((slide) => slide.isConnected && !slide.hasAttribute('inert'));
  expect(liveAfter).toHaveLength(1);
  expect(liveAfter[0]).toHaveTextContent('Quote from Bola');
});

test('arrows and slides have accessible names', () => {
  renderCarousel();
  expect(screen.getByRole('button', { name: 'Previous testimonial' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '1 of 3: Ada' })).toBeInTheDocument();
});

test('the static HTML is a plain list of every slide, with no slider markup', () => {
  const page = staticHtml(<Carousel label="Customer testimonials" slideName="testimonial" slides={SLIDES} autoplayMs={AUTOPLAY_MS} />);
  expect(Array.from(page.querySelectorAll('li p')).map((quote) => quote.textContent)).toEqual([
    'Quote from Ada',
    'Quote from Bola',
    'Quote from Chidi',
  ]);
  expect(page.querySelector('.slick-slider, [aria-hidden="true"] p, [inert]')).toBeNull();
});
