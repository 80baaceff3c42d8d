import fs from 'node:fs';
import path from 'node:path';
import type { BuiltPage } from '../pages/built-pages';
import { DigestRecord, digestOf } from './digest-record';

/**
 * The loop that passes each page of the build through the steps that rewrite its HTML. A step that
 * does not find in a page what it must change stops the build, naming the step and the page: a
 * Gatsby release that writes its pages differently fails loudly, not silently.
 */

/**
 * One post-build step: rewrites a page's HTML. When the page lacks what the step must change, it
 * throws a PageStepError saying what it looked for. `inputs` names what the step writes into the
 * page from elsewhere (the stylesheets' and scripts' file names): when they change, the page is
 * rewritten even if Gatsby kept it.
 */
export type PageStep = { name: string; inputs: (page: BuiltPage) => string; rewrite: (html: string, page: BuiltPage) => string };

export class PageStepError extends Error {}

/** Where the steps remember what they wrote, so that a page Gatsby did not write again is left alone. */
const RECORD_FILE = 'post-build-pages.json';

export type StepsOutcome = { rewritten: number; unchanged: number; problems: string[] };

/**
 * Passes every page of the build through the steps, in order, and writes it back. A page whose
 * HTML is still what the steps wrote last time (Gatsby kept it from the build before), with the
 * same inputs, is skipped. A missing page or a step's PageStepError is a problem; the caller
 * stops the build on any.
 */
export function runPageSteps(publicDir: string, cacheDir: string, pages: readonly BuiltPage[], steps: readonly PageStep[]): StepsOutcome {
  const record = new DigestRecord(cacheDir, RECORD_FILE);
  const outcome: StepsOutcome = { rewritten: 0, unchanged: 0, problems: [] };
  const inputsOf = (page: BuiltPage) => steps.map((step) => `${step.name}: ${step.inputs(page)}`).join('\n');
  for (const page of pages) {
    const target = path.join(publicDir, page.file);
    if (!fs.existsSync(target)) {
      outcome.problems.push(`page ${page.path}: Gatsby wrote no ${page.file}`);
      continue;
    }
    const html = fs.readFileSync(target, 'utf8');
    const inputs = inputsOf(page);
    const written = record.last(page.file);
    if (written === digestOf(html + inputs)) {
      record.note(page.file, written);
      outcome.unchanged += 1;
      continue;
    }
    let rewritten = html;
    try {
      for (const step of steps) {
        try {
          rewritten = step.rewrite(rewritten, page);
        } catch (error) {
          if (error instanceof PageStepError) throw new PageStepError(`${step.name}: page ${page.path} (public/${page.file}): ${error.message}`);
          throw error;
        }
      }
    } catch (error) {
      if (!(error instanceof PageStepError)) throw error;
      outcome.problems.push(error.message);
      continue;
    }
    fs.writeFileSync(target, rewritten);
    record.note(page.file, digestOf(rewritten + inputs));
    outcome.rewritten += 1;
  }
  record.save();
  return outcome;
}
