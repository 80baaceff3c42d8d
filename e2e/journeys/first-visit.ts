/**
 * A first visit, as a visitor makes it: the page opened with nothing forced (sections rendered as
 * the browser renders them near the screen, motion as the device has it, the web font if it
 * arrives in time), then read down a screen at a time with the mouse wheel, to the end. At the
 * first screen and after each turn of the wheel, once the page has settled, the text on the screen
 * is checked (e2e/support/text-on-screen.ts): inside the screen, not cut by its box, not over other
 * text, and the page no wider than the screen.
 *
 * Written once for every engine (first-visit-*.test.ts beside this file run it); a variant has the
 * site from a server whose font files answer 404, so the pages show in the fallback font, as a slow
 * first visit often gets them (font-display: optional).
 */
import { A_MISSING_PAGE, ONE_OF_EACH_SCREEN } from '../support/screens';
import { textOnScreenProblems } from '../support/text-on-screen';
import { newEngineVisitor, serveSiteWithout, type Engine, type Visitor } from '../support/visitor';

/** The widths a visitor's screen may have, from the narrowest phone to a wide desktop. */
export const EVERY_WIDTH = [320, 375, 414, 768, 1024, 1280, 1920] as const;
export const PHONE_AND_LAPTOP = [375, 1280] as const;

/** One page of each kind, with the 404 screen. */
export const ONE_OF_EACH = [...ONE_OF_EACH_SCREEN, A_MISSING_PAGE];

/** How far one turn of the wheel moves: most of a screen, so every line is wholly on screen at one step at least. */
const STEP_OF_SCREEN = 0.85;

/** The problems a page's failure lists, the first found (the rest are counted). */
const SHOWN_AT_MOST = 12;

/** Page side: counts scroll events (of the page or of any box in it) from now on, and notes when scrolling has ended. */
function watchScrolling(): void {
  const state = window as unknown as { __scrolls?: number; __scrollEnded?: boolean; __scrollWatch?: boolean };
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
 * `scrolled` false): scrolling has ended (its scrollend event, or no scroll event for three frames), what the scroll
 * brought into view has had two frames to render and start its entrance, and the animations and
 * transitions running then have finished (endless ones and those driven by scrolling aside).
 * Resolves with where the page is and how tall it is, and whether it scrolled at all.
 */
function settle(scrolled: boolean): Promise<{ y: number; height: number; screen: number; moved: boolean }> {
  const state = window as unknown as { __scrolls?: number; __scrollEnded?: boolean };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    let frames = 0;
    let quiet = 0;
    let last = state.__scrolls ?? 0;
    // A wheel turn that moved nothing gives no scroll event: two seconds (120 frames) of nothing is that.
    while (scrolled && quiet < 3 && !state.__scrollEnded && !(last === 0 && frames >= 120)) {
      await frame();
      frames += 1;
      const now = state.__scrolls ?? 0;
      quiet = now === last && now > 0 ? quiet + 1 : 0;
      last = now;
    }
    await frame();
    await frame();
    // What moves text on the screen now or within half a second: not a delayed fallback (reveal-fallback in
    // global.css) of a part still off the screen, nor a decoration without text.
    const movesText = (animation: Animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const timing = effect?.getComputedTiming();
      const target = effect?.target;
      if (!timing || !target || timing.endTime === Infinity || !(target.textContent ?? '').trim()) return false;
      const box = target.getBoundingClientRect();
      const soon = timing.progress !== null || Number(timing.localTime ?? 0) + 500 >= Number(timing.delay ?? 0);
      return soon && box.bottom > 0 && box.top < window.innerHeight;
    };
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.timeline === document.timeline && movesText(animation));
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await frame();
    return {
      y: Math.round(window.scrollY),
      height: document.documentElement.scrollHeight,
      screen: window.innerHeight,
      moved: (state.__scrolls ?? 0) > 0,
    };
  })();
}

/**
 * Opens `address` at `width` as a first visit and reads it down to its end with the wheel;
 * returns what was wrong with the text, once per problem, each saying where it was seen.
 */
export async function readThroughProblems(visitor: Visitor, address: string, width: number): Promise<string[]> {
  await visitor.open(address, width);
  let at = await visitor.run(settle, false);
  const found = new Map<string, string>();
  const note = (problems: string[]) => {
    for (const problem of problems) if (!found.has(problem)) found.set(problem, `${problem} (${at.y} px down)`);
  };
  if (at.y !== 0) note([`the page opened ${at.y} px down instead of at its top`]);
  note(await visitor.run(textOnScreenProblems));
  let still = 0;
  while (at.y + at.screen < at.height - 1) {
    await visitor.run(watchScrolling);
    await visitor.wheel(Math.round(at.screen * STEP_OF_SCREEN));
    const before = at.y;
    at = await visitor.run(settle, true);
    if (at.y - before > at.screen) note([`one turn of the wheel moved the page ${at.y - before} px, more than a screen: lines were skipped`]);
    // A box under the pointer may take a turn or two of the wheel before the page moves on (scroll chaining).
    still = at.y === before ? still + 1 : 0;
    if (still === 3) {
      note([`the page stopped scrolling at ${at.y} px of ${at.height} px (three turns of the wheel moved it no further)`]);
      break;
    }
    note(await visitor.run(textOnScreenProblems));
  }
  // Gatsby restores a page's last scroll position from session storage: the next visit starts afresh.
  await visitor.run(() => sessionStorage.clear());
  const problems = [...found.values()];
  return problems.length > SHOWN_AT_MOST ? [...problems.slice(0, SHOWN_AT_MOST), `and ${problems.length - SHOWN_AT_MOST} more`] : problems;
}

type Plan = {
  /** The pages' addresses. */
  screens: readonly string[];
  widths: readonly number[];
  /** In the fallback font: the site from a server whose font files answer 404. */
  fallbackFont?: boolean;
};

/** The first visits of each plan in `engine`, one browser for them all. */
export function describeFirstVisits(engine: Engine, ...plans: Plan[]): void {
  let visitor: Visitor;
  let fontless: Awaited<ReturnType<typeof serveSiteWithout>> | undefined;
  beforeAll(async () => {
    visitor = await newEngineVisitor(engine);
    if (plans.some((plan) => plan.fallbackFont)) fontless = await serveSiteWithout({ withoutWebFont: true });
  });
  afterAll(async () => {
    await visitor?.close();
    await fontless?.stop();
  });

  for (const { screens, widths, fallbackFont = false } of plans) {
    const address = (path: string) => (fallbackFont ? `${fontless?.origin ?? ''}${path}` : path);
    describe.each(widths)(`${engine}, ${fallbackFont ? 'the fallback font' : 'the web font as it arrives'}, at %i px`, (width) => {
      test.each(screens)('%s, read down a screen at a time: no text off the screen, cut or overlapping, no sideways scroll', async (path) => {
        const problems = await readThroughProblems(visitor, address(path), width);
        expect({ engine, width, path, problems }).toEqual({ engine, width, path, problems: [] });
      });
    });
  }
}
