import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.cjs';
import { siteOrigin } from './ports.cjs';

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Debian's Chromium, headless; `extraArgs` add to the usual flags. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium was not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

/**
 * Options every test context starts from. The pages' Content-Security-Policy would refuse what the
 * tests themselves add to a page (axe-core's script, the style that renders every section), so
 * it is set aside here; e2e/deploy.test.ts checks the pages with it enforced.
 */
export const TEST_CONTEXT: BrowserContextOptions = { viewport: DESKTOP, baseURL: siteOrigin, bypassCSP: true };

/** A fresh visitor: new storage, the given screen size. */
export async function newVisitor(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...TEST_CONTEXT, ...options });
  const page = await context.newPage();
  return { context, page };
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const RENDER_EVERY_SECTION = '* { content-visibility: visible !important; }';
const RENDER_EVERY_SECTION_MARK = 'data-render-every-section';

/**
 * Runs `read` with every section rendered. The browser skips sections away from the screen
 * (content-visibility, see .section in global.css): their innerText is empty and their height is
 * an estimate until a visitor nears them.
 *
 * Only for a test that reads the page's content (its text, its links, the size of a part far down),
 * as a visitor who has scrolled to it would have it; each use says why. Never for what a visitor
 * sees on arrival: forcing the sections to render changes the very layout a first visit gets
 * (e2e/journeys/first-visit.ts looks at that, with nothing forced).
 */
export async function withEverySectionRendered<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await renderEverySection(page);
  try {
    return await read();
  } finally {
    await page.locator(`style[${RENDER_EVERY_SECTION_MARK}]`).evaluateAll((styles) => styles.forEach((style) => style.remove()));
  }
}

/** Adds the style through a locator, which works with JavaScript disabled too. */
function renderEverySection(page: Page): Promise<void> {
  return page.locator('head').evaluate(
    (head, [css, mark]) => {
      const style = document.createElement('style');
      style.setAttribute(mark, '');
      style.textContent = css;
      head.append(style);
    },
    [RENDER_EVERY_SECTION, RENDER_EVERY_SECTION_MARK],
  );
}

/**
 * Every part of the page as a visitor who has scrolled through it has it: every section rendered
 * (see withEverySectionRendered), every entrance revealed and every animation finished. For the
 * checks that read the whole page's content at once (axe-core, the keyboard walk, the computed
 * styles); the style it adds stays until the next page.
 */
export async function settle(page: Page): Promise<void> {
  await renderEverySection(page);
  await page.evaluate(async () => {
    document.querySelectorAll('[data-reveal]').forEach((element) => element.setAttribute('data-revealed', ''));
    await new Promise(requestAnimationFrame);
    // Animations tied to scrolling (scroll timelines) end only when scrolled past: not waited for.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline && animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe-core's WCAG 2.x A/AA rules on the settled page; returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The canonical link of the page, as a path. */
export async function canonicalPath(page: Page): Promise<string | null> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return href === null ? null : new URL(href).pathname;
}
