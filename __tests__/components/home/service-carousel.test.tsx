import { ServiceCarousel } from '../../../src/components/home/service-carousel';
import { staticHtml } from '../../support/static-html';

const cards = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => (
  <a key={title} href={`/${title}`}>
    {title}
  </a>
));

test('the static HTML holds every card, labelled, and no control that needs scripts', () => {
  const html = staticHtml(<ServiceCarousel label="Our services">{cards}</ServiceCarousel>);
  const region = html.querySelector('[role="region"]');
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  expect(region).toHaveAttribute('aria-label', 'Our services');
  const slides = [...html.querySelectorAll('[aria-roledescription="slide"]')];
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
  expect(html.querySelectorAll('a')).toHaveLength(5);
  expect(html.querySelectorAll('[aria-hidden="true"], [inert], button')).toHaveLength(0);
});
