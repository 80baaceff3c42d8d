import { withPageTexts } from '../../support/static-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { Header } from '../../../src/components/layout/header';
import { dataFixture } from '../../support/data-fixture';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(withPageTexts({ site: { siteMetadata: { siteUrl: 'https://example.com' } }, siteJson: dataFixture()['site.json'] }));
});

test('the toggle opens the menu, and a picked link or Escape closes it', () => {
  render(<Header />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const menu = document.getElementById('site-menu') as HTMLElement;
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', 'site-menu');

  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(menu).toHaveAttribute('data-open', 'true');
  fireEvent.click(screen.getByRole('link', { name: 'Services' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  fireEvent.click(toggle);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('a tap on the dimmed page behind the open menu (the list, outside its links) closes it', () => {
  render(<Header />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  fireEvent.click(toggle);
  fireEvent.click(screen.getByRole('list'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'false');
});

test('the links point at the canonical addresses', () => {
  render(<Header />);
  const hrefs = ['Home', 'Services', 'My Portfolios', 'Contact'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
  expect(hrefs).toEqual(['/', '/services', '/ourjobs', '/contact']);
  expect(screen.getByRole('link', { name: /Chat with me/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/));
});
