import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staticHtml } from '../../support/static-html';
import { Accordion, type AccordionItem } from '../../../src/components/ui/accordion';

const ITEMS: AccordionItem[] = [
  { key: '1', label: 'First question', content: <p>First answer</p> },
  { key: '2', label: 'Second question', content: <p>Second answer</p> },
  { key: '3', label: 'Third question', content: <p>Third answer</p> },
];

const header = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => header(name).getAttribute('aria-expanded');

test('headers are buttons in headings that control named regions', () => {
  render(<Accordion items={ITEMS} headingLevel="h3" idPrefix="faq" />);
  const button = header('First question');
  expect(button.closest('h3')).not.toBeNull();
  const panel = document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
  expect(panel).toHaveAttribute('role', 'region');
  expect(panel).toHaveAttribute('aria-labelledby', button.id);
  expect(panel).toHaveTextContent('First answer');
});

test('once running, every panel starts closed', () => {
  render(<Accordion items={ITEMS} />);
  expect(ITEMS.map((item) => expanded(item.label))).toEqual(['false', 'false', 'false']);
});

test('clicks: open one, open another (the first closes), close the open one', async () => {
  const user = userEvent.setup();
  render(<Accordion items={ITEMS} />);
  await user.click(header('First question'));
  expect(expanded('First question')).toBe('true');
  await user.click(header('Second question'));
  expect(expanded('Second question')).toBe('true');
  expect(expanded('First question')).toBe('false');
  await user.click(header('Second question'));
  expect(expanded('Second question')).toBe('false');
});

test('Enter and Space on a focused header toggle it', async () => {
  const user = userEvent.setup();
  render(<Accordion items={ITEMS} />);
  header('First question').focus();
  await user.keyboard('{Enter}');
  expect(expanded('First question')).toBe('true');
  await user.keyboard(' ');
  expect(expanded('First question')).toBe('false');
});

test('the static HTML holds every answer, open, for reading without JavaScript', () => {
  const page = staticHtml(<Accordion items={ITEMS} />);
  const headers = Array.from(page.querySelectorAll('button'));
  expect(headers.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true']);
  expect(page.textContent).toEqual(expect.stringContaining('First answer'));
  expect(page.textContent).toEqual(expect.stringContaining('Second answer'));
  expect(page.textContent).toEqual(expect.stringContaining('Third answer'));
});
