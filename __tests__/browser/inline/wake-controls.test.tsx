import { withPageTexts } from '../../support/static-query';
import { act, fireEvent } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { runInlineScript } from '../../support/inline-script';
import { staticHtml } from '../../support/static-html';
import { Accordion, type AccordionItem } from '../../../src/components/ui/accordion';
import { Header } from '../../../src/components/layout/header';
import { dataFixture } from '../../support/data-fixture';

const ITEMS: AccordionItem[] = [
  { key: '1', label: 'First question', content: <p>First answer</p> },
  { key: '2', label: 'Second question', content: <p>Second answer</p> },
  { key: '3', label: 'Third question', content: <p>Third answer</p>, disabled: true },
];

let roots: Root[] = [];

beforeAll(() => {
  // As in the head of every page: once, before the body.
  runInlineScript('wakeControls');
});

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(withPageTexts({ site: { siteMetadata: { siteUrl: 'https://example.com' } }, siteJson: dataFixture()['site.json'] }));
  document.documentElement.classList.add('js');
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
});

/** The page as the build writes it, before any bundle has run. */
function staticPage(element: ReactElement): HTMLElement {
  const container = staticHtml(element);
  document.body.appendChild(container);
  return container;
}

/**
 * React takes the page over, as the bundle does once it has loaded. React's development build
 * warns that the attributes the early script changed differ from its first render: that is the
 * point (the production build keeps them, and the component then renders the same state).
 */
function takeOver(container: HTMLElement, element: ReactElement): void {
  const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    act(() => {
      roots.push(hydrateRoot(container, element));
    });
    for (const [message] of warnings.mock.calls) expect(String(message)).toMatch(/did not match/);
  } finally {
    warnings.mockRestore();
  }
}

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name) as HTMLButtonElement;
const expanded = () => ITEMS.map((item) => button(item.label).getAttribute('aria-expanded'));
const panelsOpen = () => ITEMS.map((item) => document.getElementById(button(item.label).getAttribute('aria-controls') ?? '')?.getAttribute('data-open'));

describe('the accordion before its scripts', () => {
  const accordion = <Accordion items={ITEMS} idPrefix="faq" />;

  test('one answer open at a time; a click on the open one closes it; Enter (a click on a button) toggles', () => {
    staticPage(accordion);
    fireEvent.click(button('First question'));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(panelsOpen()).toEqual(['true', 'false', 'false']);
    expect(document.querySelector('[data-early-control="accordion"]')).toHaveAttribute('data-enhanced');
    fireEvent.click(button('Second question'));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    fireEvent.click(button('Second question'));
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(panelsOpen()).toEqual(['false', 'false', 'false']);
  });

  test('a disabled item ignores clicks', () => {
    staticPage(accordion);
    fireEvent.click(button('First question'));
    fireEvent.click(button('Third question'));
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });

  test('React takes over with the answer the visitor opened, and from then on only React answers', () => {
    const container = staticPage(accordion);
    fireEvent.click(button('Second question'));
    takeOver(container, accordion);
    const root = document.querySelector('[data-early-control="accordion"]');
    expect(root).toHaveAttribute('data-taken-over');
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(panelsOpen()).toEqual(['false', 'true', 'false']);
    act(() => void fireEvent.click(button('First question')));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    act(() => void fireEvent.click(button('First question')));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  test('untouched, React takes over with every answer closed', () => {
    const container = staticPage(accordion);
    takeOver(container, accordion);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });
});

describe('the menu before its scripts', () => {
  const toggle = () => document.querySelector('header button[aria-controls="site-menu"]') as HTMLButtonElement;
  const menuOpen = () => [toggle().getAttribute('aria-expanded'), document.getElementById('site-menu')?.getAttribute('data-open')];

  test('the toggle opens and closes it; a link or Escape closes it', () => {
    staticPage(<Header />);
    fireEvent.click(toggle());
    expect(menuOpen()).toEqual(['true', 'true']);
    fireEvent.click(toggle());
    expect(menuOpen()).toEqual(['false', 'false']);
    fireEvent.click(toggle());
    const link = document.querySelector('#site-menu a') as HTMLAnchorElement;
    // The link goes on to its page: the script only closes the menu.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(menuOpen()).toEqual(['false', 'false']);
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuOpen()).toEqual(['false', 'false']);
    expect(toggle()).toHaveFocus();
  });

  test('a tap on the dimmed page behind it (the list, outside its links) closes it', () => {
    staticPage(<Header />);
    fireEvent.click(toggle());
    fireEvent.click(document.getElementById('site-menu') as HTMLElement);
    expect(menuOpen()).toEqual(['false', 'false']);
  });

  test('React takes over with the menu open when the visitor opened it, then closes it on a link', () => {
    const container = staticPage(<Header />);
    fireEvent.click(toggle());
    takeOver(container, <Header />);
    expect(document.querySelector('header nav')).toHaveAttribute('data-taken-over');
    expect(menuOpen()).toEqual(['true', 'true']);
    act(() => void fireEvent.click(toggle()));
    expect(menuOpen()).toEqual(['false', 'false']);
    act(() => void fireEvent.click(toggle()));
    expect(menuOpen()).toEqual(['true', 'true']);
    act(() => void fireEvent.click(document.querySelector('#site-menu a') as HTMLAnchorElement));
    expect(menuOpen()).toEqual(['false', 'false']);
  });
});
