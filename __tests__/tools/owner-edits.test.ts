/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyOwnerEdits } from '../../tools/owner-edits.cjs';
import { validateData } from '../../src/node/data/validate-data';

/**
 * `npm run test:owner-edits` runs the whole suite on an owner's typical edits; it proves something
 * only while the build accepts those edits and they change what they say. Checked here, on a copy
 * of data/, in the unit tests' time.
 */
test("the owner's typical edits change data/ and pass the build's data check", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-edits-data-'));
  try {
    fs.cpSync('data', dir, { recursive: true });
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const before = ['pricing-plans.json', 'counters.json', 'jobs.json', 'testimonials.json', 'faq.json'].map(read);
    expect(applyOwnerEdits(dir)).toHaveLength(5);
    const [plans, counters, jobs, testimonials, faq] = ['pricing-plans.json', 'counters.json', 'jobs.json', 'testimonials.json', 'faq.json'].map(read);
    expect(plans.map((plan: { price: string }) => plan.price)).not.toEqual(before[0].map((plan: { price: string }) => plan.price));
    expect(counters[0].value).toBe(before[1][0].value + 1);
    expect(jobs).toHaveLength(before[2].length + 1);
    expect(fs.existsSync(path.join(dir, jobs[jobs.length - 1].image))).toBe(true);
    expect(testimonials).toHaveLength(before[3].length - 1);
    expect(faq[1].answer).not.toBe(before[4][1].answer);
    await expect(validateData(dir)).resolves.toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
