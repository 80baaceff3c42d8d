/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateData, formatProblems } from '../../src/node/validate-data';

const DATA = path.resolve(__dirname, '../../data');

/** A throw-away copy of data/ with one file changed by `edit`. */
function brokenCopy(file: string, edit: (json: any) => unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  fs.cpSync(DATA, dir, { recursive: true });
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  const result = edit(json);
  fs.writeFileSync(full, JSON.stringify(result === undefined ? json : result, null, 2));
  return dir;
}

const cleanups: string[] = [];
function check(file: string, edit: (json: any) => unknown): string[] {
  const dir = brokenCopy(file, edit);
  cleanups.push(dir);
  return validateData(dir);
}
afterAll(() => cleanups.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('the data that ships is sound', () => {
  expect(validateData(DATA)).toEqual([]);
});

test('a missing required field names the file and the field', () => {
  expect(check('site.json', (site) => void delete site.emailAddress)).toEqual([
    'data/site.json: field "emailAddress": is required',
  ]);
});

test('a mistyped field names the entry and the field', () => {
  const problems = check('services.json', (services) => void (services[4].quoteLabel = 'Get Quotes'));
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^data\/services\.json: entry 5 \(id 5\), field "quoteLabel": /);
});

test('a misspelt field name is reported, not ignored', () => {
  const problems = check('jobs.json', (jobs) => {
    jobs[2].captoin = jobs[2].caption;
    delete jobs[2].caption;
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      'data/jobs.json: entry 3 ("JAMB Prep Pro"), field "caption": is required',
      'data/jobs.json: entry 3 ("JAMB Prep Pro"), field "captoin": is not a known field (check its spelling)',
    ]),
  );
});

test('a testimonial rating must be whole stars from 1 to 5', () => {
  expect(check('testimonials.json', (testimonials) => void (testimonials[1].rating = 6))).toEqual([
    'data/testimonials.json: entry 2 ("Tunde Bakare"), field "rating": must be 1 to 5',
  ]);
  expect(check('testimonials.json', (testimonials) => void (testimonials[0].rating = 4.5))).toEqual([
    'data/testimonials.json: entry 1 ("Adaeze Okafor"), field "rating": must be a whole number of stars',
  ]);
});

test('a wrong type is reported with the expected one', () => {
  const problems = check('counters.json', (counters) => void (counters[1].value = '20'));
  expect(problems).toEqual(['data/counters.json: entry 2, field "value": Expected number, received string']);
});

test('a duplicate id or slug is reported against the first', () => {
  const problems = check('services.json', (services) => void (services[3].slug = services[2].slug));
  expect(problems).toContain('data/services.json: entry 4 (id 4), field "slug": repeats the value "SEO" of entry 3');
});

test('ids out of order are reported', () => {
  const problems = check('services.json', (services) => void (services[1].id = 7));
  expect(problems).toEqual(
    expect.arrayContaining(['data/services.json: entry 2 (id 7), field "id": must be 2 (entries are numbered 1, 2, 3 … in order)']),
  );
});

test('an unknown category is reported', () => {
  const problems = check('jobs.json', (jobs) => void (jobs[0].category = 'Photography'));
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^data\/jobs\.json: entry 1 \("PeerAds"\), field "category": Invalid enum value\. Expected 'Web_Development' \| 'App_Development' \| 'Social_Media'/);
});

test('an image that does not exist is reported', () => {
  const problems = check('jobs.json', (jobs) => void (jobs[5].image = 'images/jobs/missing.jpg'));
  expect(problems).toEqual(['data/jobs.json: entry 6 ("Tressed"), field "image": the file "images/jobs/missing.jpg" does not exist']);
});

test('a link that is not https is reported', () => {
  const problems = check('jobs.json', (jobs) => void (jobs[0].link = 'http://peerads.example.com'));
  expect(problems).toEqual(['data/jobs.json: entry 1 ("PeerAds"), field "link": must start with https://']);
});

test('a wrong count is reported where the site depends on one', () => {
  expect(check('counters.json', (counters) => counters.slice(0, 3))).toEqual([
    'data/counters.json: must have exactly 4 entries, has 3',
  ]);
  expect(check('pricing-plans.json', (plans) => plans.map((plan: { popular: boolean }) => ({ ...plan, popular: true })))).toEqual([
    'data/pricing-plans.json: field "popular": exactly one entry must be true, 4 are',
  ]);
});

test('a file that is not JSON or not a list says so', () => {
  const dir = brokenCopy('faq.json', () => undefined);
  cleanups.push(dir);
  fs.writeFileSync(path.join(dir, 'faq.json'), '[{"key": "1",}]');
  expect(validateData(dir)).toEqual([expect.stringMatching(/^data\/faq\.json: is not valid JSON \(/)]);
  expect(check('toolkit.json', (toolkit) => toolkit[0])).toEqual(['data/toolkit.json: must be a list of entries, written [ { … }, { … } ]']);
});

test('the build message lists every problem', () => {
  expect(formatProblems(['data/a.json: x', 'data/b.json: y'])).toBe(
    'The content in data/ has 2 problem(s); fix them and build again:\n  - data/a.json: x\n  - data/b.json: y',
  );
});
