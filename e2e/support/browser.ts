import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { findHeadlessShell, CHROMIUM_ARGS } from '../../harness/chromium.ts';
import { siteOrigin } from '../../harness/ports.ts';

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Debian's Chromium, its headless shell (harness/chromium.ts); `extraArgs` add to the usual flags. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = findHeadlessShell();
  if (!executablePath) throw new Error('Chromium\'s headless shell was not found: install Debian\'s "chromium-headless-shell" package or set CHROMIUM_HEADLESS_SHELL_PATH.');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

/**
 * Options every test context starts from. The pages' Content-Security-Policy would refuse what the
 * tests themselves add to a page (axe-core's script), so it is set aside here;
 * e2e/content-security-policy.test.ts checks the pages with it enforced.
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

/**
 * Every part of the page as a visitor who has scrolled through it has it: every entrance revealed
 * and every animation finished. For the checks that read the whole page at once (axe-core, the
 * keyboard walk, the computed styles). What a visitor sees on arrival, with nothing revealed
 * ahead of time, is e2e/journeys/first-visit.ts's to check.
 */
export async function settle(page: Page): Promise<void> {
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
