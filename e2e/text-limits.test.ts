/**
 * The length limits of the owner's texts (src/lib/text-limits.ts) hold on the layout: a text of
 * exactly the limit, in ordinary words, put where the page shows that kind of text, still fits as
 * the limit's reason says, on the narrowest screen it names, with the web font and with its
 * fallback (the font files refused, as on a first visit whose font has not come yet).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TEXT_LIMITS } from '../src/lib/text-limits';
import { PATHS } from '../src/lib/routes';
import { launchBrowser, TEST_CONTEXT } from './support/browser';

/** Ordinary words, as a page says them; a sample of any length is cut from them. */
const WORDS =
  'Grow your brand with websites, apps and campaigns that people trust, remember and share with friends every single day across Lagos and beyond, ';
const sample = (chars: number) => WORDS.repeat(Math.ceil(chars / WORDS.length) + 1).slice(0, chars).trimEnd().padEnd(chars, 's');

type Probe = {
  limit: keyof typeof TEXT_LIMITS;
  address: string;
  /** The element whose first text is replaced by the sample. */
  selector: string;
  width: number;
  height?: number;
  /** How many lines the text may take there; or, for the first screen, the element that must stay in view. */
  maxLines?: number;
  inView?: string;
};

const PROBES: readonly Probe[] = [
  { limit: 'greeting', address: PATHS.home, selector: 'section[aria-labelledby="hero-title"] p', width: 320, maxLines: 1 },
  { limit: 'headline', address: PATHS.home, selector: '#hero-title', width: 375, maxLines: 4 },
  { limit: 'headline', address: PATHS.inventory, selector: 'h1', width: 375, maxLines: 4 },
  { limit: 'heroLead', address: PATHS.home, selector: 'section[aria-labelledby="hero-title"] h1 + p', width: 1280, height: 800, inView: 'section[aria-labelledby="hero-title"] .button-row' },
  { limit: 'eyebrow', address: PATHS.home, selector: 'section[aria-labelledby="biography-title"] .eyebrow', width: 320, maxLines: 2 },
  { limit: 'heading', address: PATHS.home, selector: '#biography-title', width: 320, maxLines: 4 },
  { limit: 'pageTitle', address: PATHS.about, selector: 'h1', width: 320, maxLines: 3 },
  { limit: 'subtitle', address: PATHS.about, selector: 'section[aria-labelledby="page-title"] h1 + p', width: 320, maxLines: 6 },
  { limit: 'button', address: PATHS.home, selector: 'section[aria-labelledby="hero-title"] .button-row a:last-child', width: 320, maxLines: 2 },
  { limit: 'button', address: PATHS.about, selector: 'section[aria-labelledby="cta-title"] .button-row a:first-child', width: 320, maxLines: 2 },
  { limit: 'label', address: PATHS.contact, selector: 'label[for="contact-fullName"]', width: 320, maxLines: 1 },
  { limit: 'nav', address: PATHS.home, selector: 'footer nav li a', width: 320, maxLines: 1 },
  { limit: 'wayTitle', address: '/no-such-page', selector: 'nav[aria-labelledby="ways-on-title"] li a > span:first-of-type', width: 1280, maxLines: 2 },
  { limit: 'wayText', address: '/no-such-page', selector: 'nav[aria-labelledby="ways-on-title"] li a > span:last-of-type', width: 1280, maxLines: 2 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Puts `text` in place of the element's first text, and tells how many lines it takes and whether it stays inside its box. */
async function placed(page: Page, selector: string, text: string): Promise<{ lines: number; overflows: boolean }> {
  return page.locator(selector).first().evaluate((element, value) => {
    // (No filter function: the page runs no script of its own, so the walker could not call one.)
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Node[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node);
    const [first, ...others] = texts;
    if (!first) throw new Error('no text to replace');
    // Every other text of the element goes, so the sample is all it says.
    for (const other of others) other.textContent = '';
    first.textContent = value;
    const range = document.createRange();
    range.selectNodeContents(first);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    const box = element.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    return { lines: tops.size, overflows: text.right > Math.min(box.right, document.documentElement.clientWidth) + 1 || element.scrollWidth > element.clientWidth + 1 };
  }, text);
}

describe.each([
  ['the web font', false],
  ['the fallback font', true],
] as const)('with %s', (_font, withoutWebFont) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ ...TEST_CONTEXT, javaScriptEnabled: false });
    if (withoutWebFont) await context.route(/\.woff2$/, (route) => route.abort());
  });
  afterAll(async () => context.close());

  test.each(PROBES.map((probe) => [`${probe.limit} at ${probe.width} px (${probe.address} ${probe.selector})`, probe] as const))('%s', async (_name, probe) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: probe.width, height: probe.height ?? 800 });
    await page.goto(probe.address);
    await page.evaluate(() => document.fonts.ready);
    const { lines, overflows } = await placed(page, probe.selector, sample(TEXT_LIMITS[probe.limit].chars));
    expect({ overflows }).toEqual({ overflows: false });
    if (probe.maxLines !== undefined) expect(lines).toBeLessThanOrEqual(probe.maxLines);
    if (probe.inView) {
      const bottom = await page.locator(probe.inView).first().evaluate((element) => element.getBoundingClientRect().bottom);
      expect(bottom).toBeLessThanOrEqual(probe.height ?? 800);
    }
    await page.close();
  });
});
