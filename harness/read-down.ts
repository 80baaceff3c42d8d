/**
 * Reading a page down as a visitor does: a turn of the mouse wheel at a time (most of a screen),
 * waiting after each for the page to settle. Used by the first visits (e2e/journeys/first-visit.ts,
 * in every engine through the driver of e2e/support/visitor.ts) and by the screens for review
 * (tools/screens.ts, in Chromium). The two page-side functions are sent to the page as source:
 * each is self-contained.
 */

/** What reading a page down needs of a browser: running a page-side function, and the mouse wheel. */
export type WheelDriver = {
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  wheel(deltaY: number): Promise<void>;
};

/** What the page-side functions keep on the page's window between calls. */
type ScrollState = { __scrolls?: number; __scrollEnded?: boolean; __scrollWatch?: boolean };

/** Where the page is, how tall it is, and how tall the screen is (CSS px). */
type Position = { y: number; height: number; screen: number };

/** How far one turn of the wheel moves: most of a screen, so that every line is wholly on the screen at one stop at least. */
const STEP_OF_SCREEN = 0.85;

/** Page side: counts scroll events (of the page or of any box in it) from now on, and notes when scrolling has ended. */
function watchScrolling(): void {
  const state = window as unknown as ScrollState;
  state.__scrolls = 0;
  state.__scrollEnded = false;
  if (!state.__scrollWatch) {
    state.__scrollWatch = true;
    const options = { capture: true, passive: true };
    window.addEventListener('scroll', () => ((state.__scrolls = (state.__scrolls ?? 0) + 1), (state.__scrollEnded = false)), options);
    // Where the engine has it (not WebKit 2.50), the end of a scroll is an event of its own.
    window.addEventListener('scrollend', () => (state.__scrollEnded = true), options);
  }
}

/**
 * Page side: resolves once the page has settled after a turn of the wheel (or after loading, with
 * `scrolled` false): scrolling has ended (its scrollend event, or no scroll event for three
 * frames), what the scroll brought into view has had two frames to render and has started its
 * entrance, and the animations and transitions then moving text on the screen have finished.
 * Resolves with where the page is and how tall it is.
 */
function settle(scrolled: boolean): Promise<Position> {
  const state = window as unknown as ScrollState;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    let frames = 0;
    let quiet = 0;
    let last = state.__scrolls ?? 0;
    // A turn that moved nothing gives no scroll event: two seconds (120 frames) of nothing is that.
    while (scrolled && quiet < 3 && !state.__scrollEnded && !(last === 0 && frames >= 120)) {
      await frame();
      frames += 1;
      const now = state.__scrolls ?? 0;
      quiet = now === last && now > 0 ? quiet + 1 : 0;
      last = now;
    }
    await frame();
    await frame();
    // An entrance the scroll brought into view starts when the page's IntersectionObserver reports
    // it (src/browser/inline/entrances.ts: the top 90% of the screen), which a busy page may do some frames late:
    // wait until none that is due is still to start (at most two seconds).
    const entranceDue = () =>
      Array.from(document.querySelectorAll('[data-reveal-pending]:not([data-revealed])')).some((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight * 0.88;
      });
    for (let waited = 0; waited < 120 && entranceDue(); waited += 1) await frame();
    // What moves text on the screen now or within half a second: not an animation still long in its
    // delay, nor one of an element off the screen, nor a decoration without text.
    const movesText = (animation: Animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const timing = effect?.getComputedTiming();
      const target = effect?.target;
      if (!timing || !target || timing.endTime === Infinity || !(target.textContent ?? '').trim()) return false;
      const box = target.getBoundingClientRect();
      const soon = timing.progress !== null || Number(timing.localTime ?? 0) + 500 >= Number(timing.delay ?? 0);
      return soon && box.bottom > 0 && box.top < window.innerHeight;
    };
    const moving = () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.timeline === document.timeline && movesText(animation));
    // Until a frame after the last of them finished finds none moving (one may start as another ends).
    for (let round = 0, now = moving(); now.length > 0 && round < 5; round += 1, now = moving()) {
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      await frame();
    }
    await frame();
    return { y: Math.round(window.scrollY), height: document.documentElement.scrollHeight, screen: window.innerHeight };
  })();
}

/**
 * Reads the page open in `driver` down to its end: calls `atEachScreen(y)` once the page has
 * settled at the first screen and after each turn of the wheel. Resolves with what went wrong with
 * the scrolling itself (empty when nothing did). `driver.run(fn, ...args)` runs a page-side
 * function and resolves with its result; `driver.wheel(deltaY)` turns the wheel once.
 */
export async function readDown(driver: WheelDriver, atEachScreen: (y: number) => Promise<void> | void): Promise<string[]> {
  const problems: string[] = [];
  let at = await driver.run(settle, false);
  if (at.y !== 0) problems.push(`the page opened ${at.y} px down instead of at its top`);
  await atEachScreen(at.y);
  let still = 0;
  while (at.y + at.screen < at.height - 1) {
    await driver.run(watchScrolling);
    await driver.wheel(Math.round(at.screen * STEP_OF_SCREEN));
    const before = at.y;
    at = await driver.run(settle, true);
    if (at.y - before > at.screen) problems.push(`one turn of the wheel moved the page ${at.y - before} px, more than a screen, at ${before} px down: lines went unseen`);
    // A box under the pointer may take a turn or two before the page moves on (scroll chaining).
    still = at.y === before ? still + 1 : 0;
    if (still === 3) {
      problems.push(`the page stopped scrolling at ${at.y} px of ${at.height} px (three turns of the wheel moved it no further)`);
      break;
    }
    await atEachScreen(at.y);
  }
  // Gatsby restores a page's last scroll position from session storage: the next visit starts at the top.
  await driver.run(() => sessionStorage.clear());
  return problems;
}
