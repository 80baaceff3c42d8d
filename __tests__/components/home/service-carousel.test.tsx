/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ServiceCarousel } from '../../../src/components/home/service-carousel';

const cards = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => (
  <a key={title} href={`/${title}`}>
    {title}
  </a>
));

test('the server renders every card, labelled, with no controls that need scripts', () => {
  const html = renderToString(<ServiceCarousel label="Our services">{cards}</ServiceCarousel>);
  expect(html).toMatch(/role="region" aria-roledescription="carousel" aria-label="Our services"/);
  const labels = [...html.matchAll(/aria-roledescription="slide" aria-label="([^"]+)"/g)].map((match) => match[1]);
  expect(labels).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
  expect(html.match(/<a /g)).toHaveLength(5);
  expect(html).not.toMatch(/aria-hidden="true"|inert|<button/);
});
