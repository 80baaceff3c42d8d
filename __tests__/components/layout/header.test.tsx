import { withPageTexts } from '../../support/static-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import shared from '../../../data/pages/shared.json';
import { Header } from '../../../src/components/layout/header';
import { fillPlaceholders, ownerValues } from '../../../src/lib/placeholders';
import { MENU } from '../../../src/lib/spoken-only';
import { dataFixture } from '../../support/data-fixture';

const site = dataFixture()['site.json'];
/** A label of the top bar (data/pages/shared.json) as the header shows it, with this test's owner details. */
const label = (text: string) => fillPlaceholders(text, ownerValues(site));

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(withPageTexts({ site: { siteMetadata: { siteUrl: 'https://example.com' } }, siteJson: site }));
});

test('the toggle opens the menu, and a picked link or Escape closes it', () => {
  render(<Header />);
  const toggle = screen.getByRole('button', { name: MENU });
  const menu = document.getElementById('site-menu') as HTMLElement;
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', 'site-menu');

  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(menu).toHaveAttribute('data-open', 'true');
  fireEvent.click(screen.getByRole('link', { name: label(shared.nav.services) }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  fireEvent.click(toggle);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('a tap on the dimmed page behind the open menu (the list, outside its links) closes it', () => {
  render(<Header />);
  const toggle = screen.getByRole('button', { name: MENU });
  fireEvent.click(toggle);
  fireEvent.click(screen.getByRole('list'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'false');
});

test('the links point at the canonical addresses', () => {
  render(<Header />);
  const { nav } = shared;
  const hrefs = [nav.home, nav.services, nav.jobs, nav.contact].map((name) => screen.getByRole('link', { name: label(name) }).getAttribute('href'));
  expect(hrefs).toEqual(['/', '/services', '/ourjobs', '/contact']);
  expect(screen.getByRole('link', { name: (name) => name.startsWith(label(nav.chatButton)) })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/));
});
