/**
 * The order jest starts the test files in. jest starts the files that took longest last time
 * first; with no earlier run to go by (a fresh clone, as in CI) it starts the largest files first.
 * But the longest files are small ones: the visitor journeys and first visits, which read pages at
 * a visitor's pace in real browsers. Started last, they would run on after every other file has
 * finished. So, with no timings for every file: the browser files before the unit files (a browser
 * file waits on its pages most of the time; the unit files keep the cores busy at the end), and
 * among the browser files the content editor's first (the longest file of all beside the others:
 * 388 s in a fresh clone's CI, where it started after the journeys and ended last), then those in
 * e2e/journeys/; otherwise jest's own order.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const EDITOR = `${path.sep}e2e${path.sep}admin.test.ts`;
const JOURNEYS = `${path.sep}e2e${path.sep}journeys${path.sep}`;

function rank(test) {
  if (test.path.endsWith(EDITOR)) return 0;
  if (test.path.includes(JOURNEYS)) return 1;
  return test.context.config.displayName?.name === 'unit' ? 3 : 2;
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.every((test) => test.duration != null)) return sorted;
    return sorted
      .map((test, index) => ({ test, index }))
      .sort((a, b) => rank(a.test) - rank(b.test) || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = LongestFirst;
