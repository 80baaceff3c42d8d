import { render, screen, within } from '@testing-library/react';
import { CardSection } from '../../../src/components/ui/card-section';
import { CARD_STAGGER_MS } from '../../../src/lib/constants';

const cards = ['One', 'Two', 'Three', 'Four'];
const card = (title: string, revealDelayMs: number) => (
  <article key={title} data-delay={revealDelayMs}>
    <h3>{title}</h3>
  </article>
);

test('a section with its own heading is named by it, lists the cards under it and links to the rest', () => {
  render(
    <CardSection
      heading={{ id: 'work-title', eyebrow: 'Portfolio', title: 'My Work', lead: 'Built for real businesses.' }}
      items={cards}
      card={card}
      more={{ to: '/ourjobs', text: 'See More Jobs' }}
    />,
  );
  const section = screen.getByRole('region', { name: 'My Work' });
  expect(within(section).getByRole('heading', { level: 2, name: 'My Work' })).toBeInTheDocument();
  expect(within(section).getByText('Built for real businesses.')).toBeInTheDocument();
  expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(cards);
  expect(within(section).getByRole('link', { name: 'See More Jobs' })).toHaveAttribute('href', '/ourjobs');
});

test('a section under a page banner is named by its label, has no heading or link of its own, and staggers each row of three', () => {
  const { container } = render(<CardSection label="Projects" items={cards} card={card} tone="alt" />);
  const section = screen.getByRole('region', { name: 'Projects' });
  expect(section).toHaveClass('section', 'section-alt');
  expect(within(section).queryByRole('heading', { level: 2 })).toBeNull();
  expect(within(section).queryByRole('link')).toBeNull();
  expect([...container.querySelectorAll('article')].map((article) => article.dataset.delay)).toEqual([0, 1, 2, 0].map((step) => String(step * CARD_STAGGER_MS)));
});
