import type { Locator, Page } from 'playwright-core';
import { readData, shown } from './screens';

/** The counter strip, named by its heading (data/pages/shared.json). */
export function counterStrip(page: Page): Locator {
  return page.getByRole('region', { name: shown(readData('pages/shared.json').countersTitle) });
}

/** How a figure reads when it shows `value`: "5 years experience". */
export function counterText(value: number, counter: { unit: string; label: string }): string {
  return `${value} ${counter.unit} ${counter.label}`.toLowerCase();
}

/** Each figure of the counter strip as a reader sees it, e.g. "5 years experience" (any case). */
export async function counterTexts(page: Page): Promise<string[]> {
  const texts = await counterStrip(page).getByRole('listitem').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim().toLowerCase());
}

/** Waits until the counters read exactly `expected` (one entry per figure). */
export async function waitForCounters(page: Page, expected: readonly string[], timeout = 5000): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const items = Array.from(document.querySelectorAll<HTMLElement>('[aria-labelledby="counters-title"] li')).map((item) =>
        item.innerText.replace(/\s+/g, ' ').trim().toLowerCase(),
      );
      return JSON.stringify(items) === JSON.stringify(wanted);
    },
    expected,
    { timeout },
  );
}

/** Two frames: effects and observers that react to a change have had their turn. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until the figure labelled `counter.label` shows a number between 0 and its final value. */
export async function waitForCountingUp(page: Page, counter: { label: string; value: number }): Promise<void> {
  await page.waitForFunction(({ label, value }) => {
    const figure = Array.from(document.querySelectorAll<HTMLElement>('[aria-labelledby="counters-title"] li')).find((item) =>
      item.innerText.toLowerCase().includes(label.toLowerCase()),
    );
    const shown = Number.parseInt(figure?.innerText ?? '', 10);
    return shown > 0 && shown < value;
  }, counter);
}

/** Waits until the page's scripts have taken over its first screen (the header's menu button is React's). */
export async function waitForScripts(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('header button');
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Scrolls as a visitor nearing `target`: its top ends up just below the bottom of the screen,
 * close enough for scripts to take its part of the page over (src/browser/hydrate-on-view.ts).
 */
export async function approach(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - window.innerHeight - 100));
  });
}

/** The text a visitor reads in each element matched by `target` once it is on screen. */
export function readTexts(target: Locator): Promise<string[]> {
  return target.allInnerTexts();
}

/** The text a visitor reads in the one element matched by `target`. */
export function readText(target: Locator): Promise<string> {
  return target.innerText();
}
