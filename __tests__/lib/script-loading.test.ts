import { startScriptsAfterFirstPaint } from '../../src/lib/script-loading';

const SOURCES = ['/webpack-runtime.js', '/framework.js', '/app.js'];
const added = () => Array.from(document.querySelectorAll('script[src]')).map((script) => script.getAttribute('src'));

let frames: FrameRequestCallback[];
beforeEach(() => {
  document.body.innerHTML = '';
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});
afterEach(() => jest.restoreAllMocks());

/** Runs the frame callbacks queued so far, as the browser does once per frame. */
function nextFrame() {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
}

function leadImage(complete: boolean): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: complete });
  document.body.appendChild(image);
  return image;
}

test('waits for the first picture, then two frames, then adds the bundles in order, once', () => {
  const image = leadImage(false);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startScriptsAfterFirstPaint(SOURCES);
  nextFrame();
  expect(added()).toEqual([]);
  image.dispatchEvent(new Event('load'));
  expect(added()).toEqual([]);
  nextFrame();
  expect(added()).toEqual([]);
  nextFrame();
  expect(added()).toEqual(SOURCES);
  window.dispatchEvent(new Event('load'));
  nextFrame();
  nextFrame();
  expect(added()).toEqual(SOURCES);
});

test('the bundles are fetched together but run in the order given', () => {
  jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  const scripts = Array.from(document.querySelectorAll('script'));
  expect(scripts.map((script) => script.async)).toEqual([false, false, false]);
});

test('a picture that fails to load does not hold the scripts back', () => {
  const image = leadImage(false);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startScriptsAfterFirstPaint(SOURCES);
  image.dispatchEvent(new Event('error'));
  nextFrame();
  nextFrame();
  expect(added()).toEqual(SOURCES);
});

test('the page load starts them even if a first picture never reports', () => {
  leadImage(false);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  startScriptsAfterFirstPaint(SOURCES);
  window.dispatchEvent(new Event('load'));
  nextFrame();
  nextFrame();
  expect(added()).toEqual(SOURCES);
});

test('with the pictures already there, they start after the next painted frame', () => {
  leadImage(true);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  expect(added()).toEqual([]);
  nextFrame();
  nextFrame();
  expect(added()).toEqual(SOURCES);
});

test('a page opened in a background tab starts them at once', () => {
  jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  startScriptsAfterFirstPaint(SOURCES);
  expect(added()).toEqual(SOURCES);
});
