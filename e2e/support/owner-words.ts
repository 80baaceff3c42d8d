import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import * as spokenOnly from '../../src/lib/spoken-only';
import { escapeRegExp } from './screens';

/**
 * The promise of the README: every word a visitor reads is the owner's, in data/. These helpers
 * read what a page shows (its visible texts, its title and its description) and find each in the
 * data files, so a test (and the share in the docs) can say which words are still written in code.
 */

/** Every text of every data file, with its placeholders ({name}) as they are written. */
function dataTexts(dataDir: string): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'number') texts.push(String(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json') || file.startsWith(`schemas${path.sep}`)) continue;
    collect(JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')));
  }
  return texts;
}

/** The words that stay in code (src/lib/spoken-only.ts), as they may be read. */
function spokenOnlyTexts(): string[] {
  const values = Object.values(spokenOnly).flatMap((value) => (typeof value === 'object' ? Object.values(value) : [value]));
  return values.filter((value): value is string => typeof value === 'string').map((text) => text.trim());
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Tells whether a text a page shows comes from data/ (or is one of the few words of code). */
export function ownerWordsFinder(dataDir: string): (text: string) => boolean {
  const written = dataTexts(dataDir).map((text) => normal(text.replace(/\*/g, '')));
  // The parts between placeholders: a text shown in pieces (a highlighted word) is found in one of them.
  const pieces = written.flatMap((text) => text.split(/\{\w+\}/)).filter((piece) => piece.trim() !== '');
  // A text shown whole, its placeholders filled in.
  const patterns = written.filter((text) => /\{\w+\}/.test(text)).map((text) => new RegExp(`^${text.split(/\{\w+\}/).map(escapeRegExp).join('.+?')}$`, 'u'));
  const code = spokenOnlyTexts();
  return (shown) => {
    const text = normal(shown);
    return pieces.some((piece) => piece.includes(text)) || patterns.some((pattern) => pattern.test(text)) || code.includes(text);
  };
}

/** What a visitor reads on the page as loaded: each visible text (a word at least), its title and its description. */
export async function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, .visually-hidden')) continue;
      if (!parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    // The title joins the page's name and the business name: each is a text of its own.
    return texts.flatMap((text) => text.split(' · ')).map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}/u.test(text));
  });
}
