import { collectServerParts, HYDRATE_ON_VIEW_ATTRIBUTE, untilNearView } from '../../src/browser/hydrate-on-view';
import { installFakeIntersectionObserver, type Watcher } from '../support/intersection-observer';

let watchers: Watcher[];

/** Tells every live observer that `target` came into (or near) view. */
function comeIntoView(target: Element) {
  for (const watcher of watchers.filter((w) => !w.disconnected && w.targets.includes(target))) {
    watcher.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => {
  watchers = installFakeIntersectionObserver();
  document.body.innerHTML = `
    <main>
      <div ${HYDRATE_ON_VIEW_ATTRIBUTE}=":R1:"><section id="one">One</section></div>
      <div ${HYDRATE_ON_VIEW_ATTRIBUTE}=":R2:"><section id="two">Two</section><p id="two-more">More</p></div>
    </main>`;
  collectServerParts();
});

test('a server-rendered part waits until one of its boxes nears the screen', async () => {
  const wait = untilNearView(':R2:');
  expect(wait).toBeInstanceOf(Promise);
  expect(await settled(wait!)).toBe(false);
  comeIntoView(document.getElementById('two-more')!);
  expect(await settled(wait!)).toBe(true);
  expect(watchers[0].disconnected).toBe(true);
});

test('focus or a touch inside wakes it at once', async () => {
  const wait = untilNearView(':R1:')!;
  document.getElementById('one')!.dispatchEvent(new Event('focusin', { bubbles: true }));
  expect(await settled(wait)).toBe(true);
});

test('a part that replaces its markup also wakes at the first keyboard focus anywhere; others do not', async () => {
  const carousel = untilNearView(':R1:', { wakeOnAnyFocus: true })!;
  const plain = untilNearView(':R2:')!;
  const elsewhere = document.createElement('a');
  document.body.prepend(elsewhere);
  elsewhere.dispatchEvent(new Event('focusin', { bubbles: true }));
  expect(await settled(carousel)).toBe(true);
  expect(await settled(plain)).toBe(false);
});

test('a part that replaces its markup does not wait when the focus moved before React took over', () => {
  const link = document.createElement('a');
  link.href = '#one';
  document.body.prepend(link);
  link.focus();
  expect(untilNearView(':R2:')).toBeInstanceOf(Promise);
  expect(untilNearView(':R1:', { wakeOnAnyFocus: true })).toBeNull();
  link.blur();
});

test('each mark is used once: a later render of the same part does not wait', () => {
  expect(untilNearView(':R1:')).not.toBeNull();
  expect(untilNearView(':R1:')).toBeNull();
});

test('parts the server did not render (after a navigation) never wait', () => {
  expect(untilNearView(':R9:')).toBeNull();
});

test('without IntersectionObserver nothing waits', () => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  expect(untilNearView(':R1:')).toBeNull();
});
