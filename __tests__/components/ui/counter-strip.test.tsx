import { withPageTexts } from '../../support/static-query';
import { act, render, screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { CounterStrip } from '../../../src/components/ui/counter-strip';
import { preferReducedMotion } from '../../support/match-media';

const COUNTERS = [
  { label: 'Experience', value: 5, unit: 'years' },
  { label: 'Clients', value: 20, unit: 'satisfied' },
  { label: 'Finish', value: 50, unit: 'projects' },
  { label: 'Partnerships', value: 14, unit: 'strategic' },
];

type Report = { isIntersecting: boolean; intersectionRatio: number };

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  private targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  report(report: Report) {
    const entries = this.targets.map((target) => ({ ...report, target }) as unknown as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
  static reportAll(report: Report) {
    act(() => FakeObserver.all.forEach((observer) => observer.report(report)));
  }
}

function numbers(): string[] {
  return screen.getAllByRole('listitem').map((item) => within(item).getByText(/^\d+$/).textContent ?? '');
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.all = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  preferReducedMotion(false);
  (useStaticQuery as jest.Mock).mockReturnValue(withPageTexts({ allCountersJson: { nodes: COUNTERS } }));
});

afterEach(() => {
  jest.useRealTimers();
});

test('the first render shows the final figures with their units and labels', () => {
  render(<CounterStrip />);
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['5 yearsExperience', '20 satisfiedClients', '50 projectsFinish', '14 strategicPartnerships']);
});

test('counts up from 0 with an ease-out when 70% of a figure comes into view', () => {
  render(<CounterStrip />);
  expect(FakeObserver.all[0].options?.threshold).toEqual([0, 0.7]);
  FakeObserver.reportAll({ isIntersecting: false, intersectionRatio: 0 });
  expect(numbers()).toEqual(['0', '0', '0', '0']);

  FakeObserver.reportAll({ isIntersecting: true, intersectionRatio: 0.4 });
  act(() => jest.advanceTimersByTime(500));
  expect(numbers()).toEqual(['0', '0', '0', '0']);

  FakeObserver.reportAll({ isIntersecting: true, intersectionRatio: 0.75 });
  act(() => jest.advanceTimersByTime(1000));
  const halfway = numbers().map(Number);
  expect(halfway[2]).toBeGreaterThan(25);
  expect(halfway[2]).toBeLessThan(50);

  act(() => jest.advanceTimersByTime(1100));
  expect(numbers()).toEqual(['5', '20', '50', '14']);

  // Once only: leaving and coming back does not count again.
  FakeObserver.reportAll({ isIntersecting: false, intersectionRatio: 0 });
  FakeObserver.reportAll({ isIntersecting: true, intersectionRatio: 1 });
  expect(numbers()).toEqual(['5', '20', '50', '14']);
});

test('a figure already on screen after hydration keeps its final number', () => {
  render(<CounterStrip />);
  FakeObserver.reportAll({ isIntersecting: true, intersectionRatio: 0.3 });
  act(() => jest.advanceTimersByTime(100));
  expect(numbers()).toEqual(['5', '20', '50', '14']);
});

test('with reduced motion the final numbers stay, even off screen', () => {
  preferReducedMotion(true);
  render(<CounterStrip />);
  FakeObserver.reportAll({ isIntersecting: false, intersectionRatio: 0 });
  FakeObserver.reportAll({ isIntersecting: true, intersectionRatio: 1 });
  expect(numbers()).toEqual(['5', '20', '50', '14']);
});

test('each number keeps the width of its final value', () => {
  render(<CounterStrip />);
  expect(screen.getByText('50')).toHaveStyle({ minWidth: '2ch' });
  expect(screen.getByText('5')).toHaveStyle({ minWidth: '1ch' });
});
