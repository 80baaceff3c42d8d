/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyOwnerEdits } from '../../tools/owner-edits/edits';
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
    const files = ['pricing-plans.json', 'counters.json', 'jobs.json', 'services.json', 'testimonials.json', 'faq.json', 'pages/home.json', 'pages/shared.json', 'pages/services.json'];
    const before = files.map(read);
    expect(applyOwnerEdits(dir)).toHaveLength(11);
    const [plans, counters, jobs, services, testimonials, faq, home, shared, servicesPage] = files.map(read);
    const titles = (list: { title: string }[]) => list.map((entry) => entry.title);
    expect(plans.map((plan: { price: string }) => plan.price)).not.toEqual(before[0].map((plan: { price: string }) => plan.price));
    expect(counters[0].value).toBe(before[1][0].value + 1);
    // The last job first, the others after it in their order, and one more job last.
    const jobsBefore = titles(before[2]);
    expect(titles(jobs).slice(0, -1)).toEqual([jobsBefore[jobsBefore.length - 1], ...jobsBefore.slice(0, -1)]);
    expect(fs.existsSync(path.join(dir, jobs[jobs.length - 1].image))).toBe(true);
    expect(titles(services).filter((title, index) => title !== before[3][index].title)).toHaveLength(1);
    expect(services.map((service: { slug: string }) => service.slug)).toEqual(before[3].map((service: { slug: string }) => service.slug));
    expect(testimonials).toHaveLength(before[4].length - 1);
    expect(testimonials[0].title).not.toBe(before[4][0].title);
    expect(titles(testimonials).slice(1)).toEqual(titles(before[4]).slice(1, -1));
    expect(faq[1].answer).not.toBe(before[5][1].answer);
    expect(home.hero.headline).not.toBe(before[6].hero.headline);
    expect(shared.buttons.knowMore).not.toBe(before[7].buttons.knowMore);
    expect(servicesPage.meta.description).not.toBe(before[8].meta.description);
    await expect(validateData(dir)).resolves.toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
