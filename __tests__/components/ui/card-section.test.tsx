import { render, screen, within } from '@testing-library/react';
import home from '../../../data/pages/home.json';
import { CardSection } from '../../../src/components/ui/card-section';
import { CARD_STAGGER_MS } from '../../../src/lib/constants';
import { LANDMARKS } from '../../../src/lib/spoken-only';
import { filled } from '../../support/page-words';

const cards = ['One', 'Two', 'Three', 'Four'];
const card = (title: string, revealDelayMs: number) => (
  <article key={title} data-delay={revealDelayMs}>
    <h3>{title}</h3>
  </article>
);

test('a section with its own heading is named by it, lists the cards under it and links to the rest', () => {
  // The home page's jobs section, in the words of data/pages/home.json.
  const texts = home.jobs;
  render(<CardSection heading={{ id: 'work-title', ...texts }} items={cards} card={card} more={{ to: '/ourjobs', text: texts.moreButton }} />);
  const section = screen.getByRole('region', { name: filled(texts.title) });
  expect(within(section).getByRole('heading', { level: 2, name: filled(texts.title) })).toBeInTheDocument();
  expect(within(section).getByText(filled(texts.eyebrow))).toBeInTheDocument();
  expect(within(section).getByText(filled(texts.lead))).toBeInTheDocument();
  expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(cards);
  expect(within(section).getByRole('link', { name: texts.moreButton })).toHaveAttribute('href', '/ourjobs');
});

test('a section under a page banner is named by its label, has no heading or link of its own, and staggers each row of three', () => {
  const { container } = render(<CardSection label={LANDMARKS.projects} items={cards} card={card} tone="alt" />);
  const section = screen.getByRole('region', { name: LANDMARKS.projects });
  expect(section).toHaveClass('section', 'section-alt');
  expect(within(section).queryByRole('heading', { level: 2 })).toBeNull();
  expect(within(section).queryByRole('link')).toBeNull();
  expect([...container.querySelectorAll('article')].map((article) => article.dataset.delay)).toEqual([0, 1, 2, 0].map((step) => String(step * CARD_STAGGER_MS)));
});
