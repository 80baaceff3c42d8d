import { render, screen } from '@testing-library/react';
import shared from '../../../data/pages/shared.json';
import { ServiceSlideCard } from '../../../src/components/home/service-slide-card';
import { SkillBar } from '../../../src/components/home/skill-bar';
import { ABOUT } from '../../../src/lib/spoken-only';

/** The name of a card's link: its label (data/pages/shared.json), then which service for a screen reader. */
const linkName = (title: string) => `${shared.buttons.knowMore}${ABOUT} ${title}`;

test('a carousel card links to its service page, naming the service', () => {
  render(<ServiceSlideCard title="Search Engine Optimization" caption="Be found on Google." to="/services/3/SEO" />);
  expect(screen.getByRole('heading', { name: 'Search Engine Optimization' })).toBeInTheDocument();
  expect(screen.getByText('Be found on Google.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: linkName('Search Engine Optimization') })).toHaveAttribute('href', '/services/3/SEO');
});

test('a carousel card without a link leads home', () => {
  render(<ServiceSlideCard title="Public Relations" caption="Stories that earn trust." />);
  expect(screen.getByRole('link', { name: linkName('Public Relations') })).toHaveAttribute('href', '/');
});

test('a skill bar is a named progressbar with its value as text', () => {
  render(<SkillBar title="Coding" value={92} />);
  const bar = screen.getByRole('progressbar', { name: 'Coding' });
  expect(bar).toHaveAttribute('aria-valuenow', '92');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(screen.getByText('92%')).toBeVisible();
});
