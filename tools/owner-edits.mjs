#!/usr/bin/env node
/**
 * `npm run test:owner-edits`: the whole test command on the edits an owner typically makes at
 * /admin. In a copy of the project (tools/project-copy.cjs) it changes one price, one counter,
 * adds one job with a picture of its own, removes one testimonial and rewords one answer, then
 * runs `npm test` there (extra arguments go to it, as to `npm test`: `-- e2e/inventory`). The
 * tests read what the owner may change from data/, so they must pass on these edits as on
 * today's data.
 *
 * The copy stays in the system's temporary folder between runs (its cache keeps later builds
 * warm); each run copies the project over it again and makes the edits anew.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { copyProject, PROJECT_ROOT } = require('./project-copy.cjs');

const COPY = path.join(os.tmpdir(), `owner-edits-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}`);

/** Reads a data file of the copy, lets `edit` change it, and writes it back as the editor does. */
function editData(file, edit) {
  const target = path.join(COPY, 'data', file);
  const value = JSON.parse(fs.readFileSync(target, 'utf8'));
  const edited = edit(value);
  fs.writeFileSync(target, `${JSON.stringify(edited, null, 2)}\n`);
}

function expect(condition, message) {
  if (!condition) throw new Error(`Cannot make the owner's edits: ${message}`);
}

/** The edits, each what a form at /admin saves. */
const EDITS = [
  [
    'pricing-plans.json: the second plan costs more',
    () =>
      editData('pricing-plans.json', (plans) => {
        expect(plans.length >= 2, 'data/pricing-plans.json has fewer than two plans');
        expect(plans[1].price !== '$35/mo', 'the second plan already costs $35/mo');
        plans[1].price = '$35/mo';
        return plans;
      }),
  ],
  [
    'counters.json: one more year of experience',
    () =>
      editData('counters.json', (counters) => {
        counters[0].value += 1;
        return counters;
      }),
  ],
  [
    'jobs.json: one more job, last, with its own picture',
    () => {
      const picture = 'images/jobs/owner-added-job.jpg';
      editData('jobs.json', (jobs) => {
        const model = jobs[jobs.length - 1];
        fs.copyFileSync(path.join(COPY, 'data', model.image), path.join(COPY, 'data', picture));
        return [
          ...jobs,
          {
            ...model,
            title: 'Okada Courier',
            subTitle: 'Same-day delivery booking app',
            caption: 'A booking app for a Lagos courier firm: riders, routes and receipts in one place.',
            image: picture,
            link: 'https://okada-courier.example.com',
            tag: ['App', 'Payment Gateway'],
            category: 'App_Development',
          },
        ];
      });
    },
  ],
  [
    'testimonials.json: one testimonial fewer',
    () =>
      editData('testimonials.json', (testimonials) => {
        expect(testimonials.length >= 2, 'data/testimonials.json has fewer than two testimonials');
        return testimonials.slice(0, -1);
      }),
  ],
  [
    'faq.json: the second answer reworded',
    () =>
      editData('faq.json', (faq) => {
        faq[1].answer = `Yes, with as many locations as you run. ${faq[1].answer}`;
        return faq;
      }),
  ],
];

console.log(`Copying the project to ${COPY}…`);
copyProject(COPY);
for (const [name, edit] of EDITS) {
  edit();
  console.log(`  edited ${name}`);
}
console.log(`\n▶ npm test in the copy${process.argv.length > 2 ? ` (${process.argv.slice(2).join(' ')})` : ''}`);
const test = spawnSync(process.execPath, ['scripts/test.mjs', ...process.argv.slice(2)], { cwd: COPY, stdio: 'inherit' });
if (test.error) throw test.error;
if (test.status !== 0) {
  console.error(`\n✖ npm test failed on the owner's edits (copy: ${COPY})`);
  process.exit(test.status ?? 1);
}
console.log("\n✔ npm test passed on the owner's edits");
