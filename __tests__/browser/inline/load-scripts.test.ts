import { runInlineScript } from '../../support/inline-script';
import { TRUSTED_TYPES_POLICIES } from '../../../src/lib/trusted-types';

const SOURCES = ['/webpack-runtime.js', '/framework.js', '/app.js'];
const added = () => Array.from(document.querySelectorAll('script[src]')).map((script) => script.getAttribute('src'));

/** The loader as the build writes it at the end of a page, with the page's scripts in its attribute. */
const startScriptsAfterFirstPaint = (sources: string[]) => runInlineScript('loadScripts', { 'data-scripts': JSON.stringify(sources) });

let frames: FrameRequestCallback[];
beforeEach(() => {
  document.body.innerHTML = '';
  frames = [];
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Runs the frame callbacks queued so far, as the browser does once per frame. */
function nextFrame() {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
}

/** Runs the tasks queued so far, but not the ones they queue in turn. */
function nextTasks() {
  jest.runOnlyPendingTimers();
}

/** The frame that paints the pictures and the one after it, by which they are shown, then every task that follows. */
function paintAndSettle() {
  nextFrame();
  nextFrame();
  jest.runAllTimers();
}

/** Lets the promises already settled run their callbacks (timers are fake, microtasks are not). */
async function settledPromises() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function leadImage(complete: boolean): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: complete });
  document.body.appendChild(image);
  return image;
}

/** A page still loading, whose first picture has not arrived, with the loader started; returns the picture. */
function startOnLoadingPage(): HTMLImageElement {
  const image = leadImage(false);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startScriptsAfterFirstPaint(SOURCES);
  return image;
}

test('waits for the first picture, then a painted frame, then adds the bundles in order, once', () => {
  const image = startOnLoadingPage();
  paintAndSettle();
  expect(added()).toEqual([]);
  image.dispatchEvent(new Event('load'));
  expect(added()).toEqual([]);
  nextFrame();
  jest.runAllTimers();
  expect(added()).toEqual([]);
  nextFrame();
  expect(added()).toEqual([]);
  jest.runAllTimers();
  expect(added()).toEqual(SOURCES);
  window.dispatchEvent(new Event('load'));
  paintAndSettle();
  expect(added()).toEqual(SOURCES);
});

test('each bundle is added in a task of its own, after the frame has been painted', () => {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  nextFrame();
  nextFrame();
  expect(added()).toEqual([]);
  nextTasks();
  expect(added()).toEqual(SOURCES.slice(0, 1));
  nextTasks();
  expect(added()).toEqual(SOURCES.slice(0, 2));
  nextTasks();
  expect(added()).toEqual(SOURCES);
  expect(jest.getTimerCount()).toBe(0);
});

test('the bundles run in the order given', () => {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  paintAndSettle();
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
  expect(scripts.map((script) => script.async)).toEqual([false, false, false]);
});

test('a picture that has arrived but is still being decoded holds them back until it is decoded and shown', async () => {
  const image = leadImage(false);
  let decoded: () => void = () => undefined;
  image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startScriptsAfterFirstPaint(SOURCES);
  image.dispatchEvent(new Event('load'));
  paintAndSettle();
  expect(added()).toEqual([]);
  decoded();
  await settledPromises();
  expect(added()).toEqual([]);
  paintAndSettle();
  expect(added()).toEqual(SOURCES);
});

test('a picture that cannot be decoded does not hold them back', async () => {
  const image = leadImage(true);
  image.decode = () => Promise.reject(new Error('EncodingError'));
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  await settledPromises();
  paintAndSettle();
  expect(added()).toEqual(SOURCES);
});

describe('where the browser reports its largest paint', () => {
  let report: (entries: { element: Element | null }[]) => void;
  const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
  beforeEach(() => {
    class ReportingObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }, observer: ReportingObserver) => void) {
        report = (entries) => callback({ getEntries: () => entries }, this);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: ReportingObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, 'PerformanceObserver', original);
    else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  /** A first picture loaded and painted in two frames, 299 ms ago, and no report yet; returns it. */
  function paintedWithoutReport(): HTMLImageElement {
    const image = startOnLoadingPage();
    image.dispatchEvent(new Event('load'));
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(299);
    return image;
  }

  test('they start with the report that a first picture was shown, not when it was painted', () => {
    const image = paintedWithoutReport();
    report([{ element: document.body }]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    report([{ element: image }]);
    jest.runAllTimers();
    expect(added()).toEqual(SOURCES);
  });

  test('when the largest paint is another element, they start 300 ms after the pictures were painted', () => {
    paintedWithoutReport();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runAllTimers();
    expect(added()).toEqual(SOURCES);
  });
});

test('a picture that fails to load does not hold the scripts back', () => {
  const image = startOnLoadingPage();
  image.dispatchEvent(new Event('error'));
  paintAndSettle();
  expect(added()).toEqual(SOURCES);
});

test('the page load starts them even if a first picture never reports', () => {
  startOnLoadingPage();
  window.dispatchEvent(new Event('load'));
  paintAndSettle();
  expect(added()).toEqual(SOURCES);
});

test('with the pictures already there, they start after the next painted frame', () => {
  leadImage(true);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  jest.runAllTimers();
  expect(added()).toEqual([]);
  paintAndSettle();
  expect(added()).toEqual(SOURCES);
});

test('a page opened in a background tab adds them all at once', () => {
  jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  expect(added()).toEqual(SOURCES);
});

describe('where the page requires Trusted Types', () => {
  /** The browser's trustedTypes, reduced to what the loader uses: each policy it made, by name. */
  const made = new Map<string, { createScriptURL(address: string): string }>();
  beforeEach(() => {
    made.clear();
    Object.assign(window, {
      trustedTypes: {
        createPolicy(name: string, rules: { createScriptURL(address: string): string }) {
          made.set(name, rules);
          return { createScriptURL: (address: string) => rules.createScriptURL(address) };
        },
      },
    });
  });
  afterEach(() => delete (window as { trustedTypes?: unknown }).trustedTypes);

  test('the loader makes the policy the pages name, and gives each bundle its address through it', () => {
    leadImage(true);
    startScriptsAfterFirstPaint(SOURCES);
    paintAndSettle();
    expect([...made.keys()]).toEqual([TRUSTED_TYPES_POLICIES.pageScripts]);
    expect(added()).toEqual(SOURCES);
  });

  test("its policy refuses any address but one of the site's own bundles", () => {
    startScriptsAfterFirstPaint([]);
    const policy = made.get(TRUSTED_TYPES_POLICIES.pageScripts);
    expect(policy?.createScriptURL('/app-0123abcd.js')).toBe('/app-0123abcd.js');
    for (const address of ['https://example.com/app.js', '//example.com/app.js', '/app.js?x=1', 'data:text/javascript,1', '/sub/app.js', 'app.js']) {
      expect(() => policy?.createScriptURL(address)).toThrow(/not one of the site's bundles/);
    }
  });
});
