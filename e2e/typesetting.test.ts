import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PATHS } from '../src/lib/routes';
import { DESKTOP, launchBrowser, settle, TEST_CONTEXT } from './support/browser';
import { A_MISSING_PAGE, EVERY_CANONICAL_SCREEN, ONE_OF_EACH_SCREEN, readData } from './support/screens';

/**
 * How the text is set, measured line by line in the browser: the owner's email address and phone
 * number never break inside, a button's label that wraps is centred line by line and buttons
 * stacked on a phone are one width, and long text runs at a comfortable measure.
 */

const site = readData('site.json');
/** The narrowest screen the site is made for. */
const NARROWEST = { width: 320, height: 740 } as const;
/** The most characters a line of running text may average, a comfortable measure. */
const MEASURE_CHARS = 75;
/** The pages of long running text. */
const READING_PAGES = EVERY_CANONICAL_SCREEN.filter((path) => /^\/(services|ourjobs)\/\d/.test(path) || ([PATHS.about, PATHS.terms, PATHS.privacy] as string[]).includes(path));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * Page side: where one of `pieces` (an email address, a phone number) is shown on more than one
 * line, or reaches past the screen's edge: one problem each, with the words around it; and
 * whether the page has grown wider than the screen (a piece kept whole can push its box out).
 */
function piecesBroken(pieces: string[]): string[] {
  const root = document.documentElement;
  const problems: string[] = root.scrollWidth > root.clientWidth ? [`the page is ${root.scrollWidth - root.clientWidth} px wider than the screen`] : [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (node.parentElement?.closest('script, style, noscript, template')) continue;
    for (const piece of pieces) {
      for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + piece.length)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + piece.length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length === 0) continue;
        const tops = rects.map((rect) => rect.top).sort((a, b) => a - b);
        const where = `"${piece}" in <${node.parentElement?.tagName.toLowerCase()}> "${text.trim().slice(0, 60)}"`;
        if (tops[tops.length - 1] - tops[0] > rects[0].height / 2) problems.push(`${where} breaks across lines`);
        if (Math.max(...rects.map((rect) => rect.right)) > document.documentElement.clientWidth + 0.5) problems.push(`${where} reaches past the screen's edge`);
      }
    }
  }
  return problems;
}

/**
 * Page side: the buttons whose label takes more than one line and is not centred line by line
 * (each line's middle more than 2 px from the others', or, for a label alone in its button, from
 * the button's), and the rows of buttons stacked one under the other whose buttons differ in width.
 * Returns the problems and how many wrapped labels were measured.
 */
function buttonProblems(): { problems: string[]; wrapped: number } {
  const problems: string[] = [];
  let wrapped = 0;
  for (const button of Array.from(document.querySelectorAll<HTMLElement>('.button'))) {
    const box = button.getBoundingClientRect();
    if (box.width === 0) continue;
    const lines = new Map<number, { left: number; right: number }>();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0) continue;
        const top = Array.from(lines.keys()).find((known) => Math.abs(known - rect.top) < rect.height / 2) ?? rect.top;
        const line = lines.get(top) ?? { left: Infinity, right: -Infinity };
        lines.set(top, { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) });
      }
    }
    if (lines.size < 2) continue;
    wrapped += 1;
    const middles = Array.from(lines.values(), (line) => (line.left + line.right) / 2);
    const style = getComputedStyle(button);
    const contentMiddle = box.left + (parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) + box.width - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)) / 2;
    const alone = button.querySelector('svg') === null;
    const off = Math.max(...middles) - Math.min(...middles) > 2 || (alone && middles.some((middle) => Math.abs(middle - contentMiddle) > 2));
    if (off) problems.push(`"${button.textContent?.trim()}" wraps onto ${lines.size} lines that are not centred (their middles at ${middles.map(Math.round).join(', ')} px, the button's at ${Math.round(contentMiddle)} px)`);
  }
  for (const row of Array.from(document.querySelectorAll('.button-row'))) {
    const boxes = Array.from(row.children, (child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0);
    const stacked = new Set(boxes.map((rect) => Math.round(rect.top))).size > 1;
    const widths = boxes.map((rect) => Math.round(rect.width));
    if (stacked && Math.max(...widths) - Math.min(...widths) > 1) problems.push(`stacked buttons of different widths (${widths.join(', ')} px): ${row.textContent?.trim().slice(0, 80)}`);
  }
  return { problems, wrapped };
}

/** Page side: a probe, a button in the page's first row of buttons whose label is long enough to wrap on a phone. */
function addWrappingProbe(): void {
  const row = document.querySelector('main .button-row');
  if (!row) throw new Error('no row of buttons on the page');
  const probe = document.createElement('a');
  probe.className = 'button button-primary';
  probe.href = '#';
  probe.textContent = 'A label long enough to wrap onto a second line on a phone';
  row.append(probe);
}

/**
 * Page side: the average number of characters in the lines of the page's paragraphs (in <main>),
 * leaving out each paragraph's last line, which ends where the text does. Counted a word at a time.
 */
function charactersPerLine(): { average: number; lines: number } {
  let characters = 0;
  let lines = 0;
  for (const paragraph of Array.from(document.querySelectorAll('main p'))) {
    const lineChars = new Map<number, number>();
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+\s*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].trimEnd().length);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const top = Array.from(lineChars.keys()).find((known) => Math.abs(known - rect.top) < rect.height / 2) ?? rect.top;
        lineChars.set(top, (lineChars.get(top) ?? 0) + match[0].replace(/\s+$/, ' ').length);
      }
    }
    const counts = Array.from(lineChars.entries()).sort(([a], [b]) => a - b).map(([, count]) => count);
    for (const count of counts.slice(0, -1)) {
      characters += count;
      lines += 1;
    }
  }
  return { average: lines === 0 ? 0 : Math.round((characters / lines) * 10) / 10, lines };
}

/** The pages where the owner's email address or phone number is shown, the 404 page too. */
const CONTACT_PIECES_SHOWN = [...ONE_OF_EACH_SCREEN, A_MISSING_PAGE];

describe.each([
  ['the web font', false],
  ['the fallback font', true],
] as const)(`at ${NARROWEST.width} px, with %s`, (_font, withoutWebFont) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ ...TEST_CONTEXT, viewport: NARROWEST });
    if (withoutWebFont) await context.route(/\.woff2$/, (route) => route.abort());
    page = await context.newPage();
    // The web font (font-display: optional) is shown from the first paint once it is in the cache.
    await page.goto(PATHS.home);
    await page.evaluate(() => document.fonts.ready);
  });
  afterAll(async () => context?.close());

  async function open(path: string): Promise<void> {
    await page.goto(path);
    await settle(page);
    const webFont = await page.evaluate(() => Array.from(document.fonts).some((face) => face.family.includes('Plus Jakarta Sans') && face.status === 'loaded'));
    expect({ path, webFont }).toEqual({ path, webFont: !withoutWebFont });
  }

  test.each(CONTACT_PIECES_SHOWN)('%s: the email address and the phone number each keep to one line, inside the screen', async (path) => {
    await open(path);
    expect(await page.evaluate(piecesBroken, [site.emailAddress, site.phoneNumberContact])).toEqual([]);
  });

  test.each(CONTACT_PIECES_SHOWN)('%s: a button label that wraps is centred line by line; stacked buttons are one width', async (path) => {
    await open(path);
    expect((await page.evaluate(buttonProblems)).problems).toEqual([]);
  });

  test('a label that wraps onto a second line is centred line by line', async () => {
    await open(PATHS.home);
    await page.evaluate(addWrappingProbe);
    const { problems, wrapped } = await page.evaluate(buttonProblems);
    expect(wrapped).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe(`at ${DESKTOP.width} px`, () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ ...TEST_CONTEXT, viewport: DESKTOP });
    page = await context.newPage();
    // Measured in the web font, from the cache once the first page has fetched it.
    await page.goto(PATHS.home);
    await page.evaluate(() => document.fonts.ready);
  });
  afterAll(async () => context?.close());

  test.each(READING_PAGES)(`%s: the paragraphs' lines average ${MEASURE_CHARS} characters or fewer`, async (path) => {
    await page.goto(path);
    await settle(page);
    const { average, lines } = await page.evaluate(charactersPerLine);
    expect(lines).toBeGreaterThan(0);
    expect({ path, average }).toEqual({ path, average: Math.min(average, MEASURE_CHARS) });
  });
});
