import { runInlineScript } from '../../support/inline-script';

/** The script as the build inlines it at the end of every page. */
const renderAhead = () => runInlineScript('renderAhead');

const laidOut = () => Array.from(document.querySelectorAll('[data-laid-out]'), (element) => element.id || element.tagName.toLowerCase());

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.removeAttribute('data-laid-out');
  document.body.innerHTML = `
    <section id="first" class="section">On screen</section>
    <div id="plain">Not a section</div>
    <section id="second" class="section"><section id="part" class="render-ahead">A part of a long section</section></section>
    <section id="done" class="section" data-laid-out>Laid out already</section>`;
});

afterEach(() => jest.useRealTimers());

test('after the first frame, the waiting sections are laid out top down, one per task, then the root is marked', () => {
  const measured: string[] = [];
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    measured.push(this.id);
    return {} as DOMRect;
  });
  renderAhead();
  expect(laidOut()).toEqual(['done']);
  // The frame, then the task posted from it: the first section.
  jest.advanceTimersToNextTimer();
  jest.advanceTimersToNextTimer();
  expect(laidOut()).toEqual(['first', 'done']);
  expect(measured).toEqual(['first']);
  jest.advanceTimersToNextTimer();
  expect(laidOut()).toEqual(['first', 'second', 'done']);
  jest.runAllTimers();
  expect(measured).toEqual(['first', 'second', 'part']);
  expect(laidOut()).toEqual(['html', 'first', 'second', 'part', 'done']);
});
