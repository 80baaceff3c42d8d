/**
 * A first visit, as a visitor makes it: the page opened with nothing forced (sections rendered as
 * the browser renders them near the screen, motion as the device has it, the web font if it
 * arrives in time), then read down a screen at a time with the mouse wheel, to the end
 * (harness/read-down.ts). At the first screen and after each turn of the wheel, once the page
 * has settled, the text on the screen is checked (e2e/support/text-on-screen.ts): inside the
 * screen, not cut by its box, not over other text, and the page no wider than the screen. At the
 * end, once the network has settled, the page has asked no other host for anything
 * (e2e/support/other-hosts.ts): Chromium reads every canonical page so, and the 404 page.
 *
 * Written once for every engine (the first-visit-*.test.ts files beside this one run it); a variant has the
 * site from a server whose font files answer 404, so the pages show in the fallback font, as a slow
 * first visit often gets them (font-display: optional).
 */
import { SLIDER_PENDING_ATTRIBUTE } from '../../src/lib/carousel';
import { readDown } from '../../harness/read-down.ts';
import { requestsToOtherHosts } from '../support/other-hosts';
import { A_MISSING_PAGE, ONE_OF_EACH_SCREEN } from '../support/screens';
import { textOnScreenProblems } from '../support/text-on-screen';
import { newEngineVisitor, serveSiteWithout, type Engine, type Visitor } from '../support/visitor';

/**
 * The widths a visitor's screen may have, from the narrowest phone to a wide desktop: Chromium
 * reads one page of each kind at all of them, a file for the phones and one for the wider screens
 * (first-visit-chromium-*.test.ts), so that the two run side by side.
 */
export const PHONE_WIDTHS = [320, 375, 414] as const;
export const WIDER_WIDTHS = [768, 1024, 1280, 1920] as const;
/** The other engines read them on a phone and a laptop. */
export const PHONE_AND_LAPTOP = [375, 1280] as const;

/** One page of each kind, with the 404 screen. */
export const ONE_OF_EACH = [...ONE_OF_EACH_SCREEN, A_MISSING_PAGE];

/** The problems a page's failure lists, the first found (the rest are counted). */
const SHOWN_AT_MOST = 12;

/**
 * Opens `address` at `width` as a first visit and reads it down to its end with the wheel;
 * returns what was wrong with the text, once per problem, each saying where it was first seen,
 * and, once the network has settled, each request the page made to another host.
 */
export async function readThroughProblems(visitor: Visitor, address: string, width: number): Promise<string[]> {
  await visitor.open(address, width);
  const found = new Map<string, string>();
  const scrolling = await readDown(visitor, async (y) => {
    for (const problem of await visitor.run(textOnScreenProblems, SLIDER_PENDING_ATTRIBUTE)) if (!found.has(problem)) found.set(problem, `${problem} (${y} px down)`);
  });
  const problems = [...scrolling, ...found.values(), ...(await requestsToOtherHosts(visitor))];
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
      test.each(screens)('%s, read down a screen at a time: no text off the screen, cut or overlapping, no sideways scroll, no request to another host', async (path) => {
        const problems = await readThroughProblems(visitor, address(path), width);
        expect({ engine, width, path, problems }).toEqual({ engine, width, path, problems: [] });
      });
    });
  }
}
