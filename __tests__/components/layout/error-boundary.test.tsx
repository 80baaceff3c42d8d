import { render, screen } from '@testing-library/react';
import shared from '../../../data/pages/shared.json';
import { ErrorBoundary } from '../../../src/components/layout/error-boundary';
import { filled } from '../../support/page-words';

function Broken(): JSX.Element {
  throw new Error('boom');
}

test('a screen that fails to render shows the fallback with a way home', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { level: 1, name: filled(shared.errorScreen.title) })).toBeInTheDocument();
  expect(screen.getByText(filled(shared.errorScreen.text))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: filled(shared.buttons.home) })).toHaveAttribute('href', '/');
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});

test('a screen that renders is shown as it is', () => {
  render(
    <ErrorBoundary>
      <p>All good</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText('All good')).toBeInTheDocument();
});
