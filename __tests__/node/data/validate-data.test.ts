/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEXT_LIMITS } from '../../../src/lib/text-limits';
import { validateData, formatProblems } from '../../../src/node/data/validate-data';
import { dataFixture } from '../../support/data-fixture';
import { dataFolders, fixturePicture } from '../../support/data-folder';

const DATA = path.resolve(__dirname, '../../../data');
const dataFolder = dataFolders();

/** Parsed JSON that a test edits freely, any field of any entry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = any;

/** The problems the build finds in the fixture with one file changed by `edit` (what it returns, if anything, replaces the file). */
async function check(file: string, edit: (json: EditableJson) => unknown): Promise<string[]> {
  const files: Record<string, EditableJson> = dataFixture();
  const result = edit(files[file]);
  if (result !== undefined) files[file] = result;
  return validateData(await dataFolder(files));
}

test('the data that ships is sound', async () => {
  await expect(validateData(DATA)).resolves.toEqual([]);
});

test('the fixture the rules below are checked on is sound as it is', async () => {
  await expect(validateData(await dataFolder())).resolves.toEqual([]);
});

test('a missing required field names the file and the field', async () => {
  expect(await check('site.json', (site) => void delete site.emailAddress)).toEqual([
    'data/site.json: field "emailAddress": is required',
  ]);
});

test('a mistyped field names the entry and the field, as the example in data/README.md shows', async () => {
  const example = /```\n(data\/services\.json: entry (\d+) \(id \d+\), field "quoteLabel": .*)\n```/.exec(fs.readFileSync(path.join(DATA, 'README.md'), 'utf8'));
  if (!example) throw new Error('data/README.md has no example of a mistyped "quoteLabel" in data/services.json');
  const entry = Number(example[2]);
  const problems = await check('services.json', (services) => {
    // As many services as the example needs (copies of the first), the one it names with the label mistyped.
    for (let id = services.length + 1; id <= entry; id += 1) services.push({ ...services[0], id, slug: `Service_${id}`, title: `Service ${id}` });
    services[entry - 1].quoteLabel = 'Get Quotes';
  });
  expect(problems).toEqual([example[1]]);
});

test('a misspelt field name is reported, not ignored', async () => {
  const problems = await check('jobs.json', (jobs) => {
    jobs[2].captoin = jobs[2].caption;
    delete jobs[2].caption;
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      'data/jobs.json: entry 3 ("Job Three"), field "caption": is required',
      'data/jobs.json: entry 3 ("Job Three"), field "captoin": is not a known field (check its spelling)',
    ]),
  );
});

test('a testimonial rating must be whole stars from 1 to 5', async () => {
  expect(await check('testimonials.json', (testimonials) => void (testimonials[1].rating = 6))).toEqual([
    'data/testimonials.json: entry 2 ("Customer Two"), field "rating": must be 1 to 5',
  ]);
  expect(await check('testimonials.json', (testimonials) => void (testimonials[0].rating = 4.5))).toEqual([
    'data/testimonials.json: entry 1 ("Customer One"), field "rating": must be a whole number of stars',
  ]);
});

test('a wrong type is reported with the expected one', async () => {
  const problems = await check('counters.json', (counters) => void (counters[1].value = '20'));
  expect(problems).toEqual(['data/counters.json: entry 2, field "value": Invalid input: expected number, received string']);
});

test('a duplicate id or slug, in any letter case, is reported against the first', async () => {
  const problems = await check('services.json', (services) => void (services[2].slug = services[1].slug.toLowerCase()));
  expect(problems).toEqual(['data/services.json: entry 3 (id 3), field "slug": repeats the value "service_two" of entry 2']);
});

test('ids out of order are reported', async () => {
  const problems = await check('services.json', (services) => void (services[1].id = 7));
  expect(problems).toEqual(
    expect.arrayContaining(['data/services.json: entry 2 (id 7), field "id": must be 2 (entries are numbered 1, 2, 3 … in order)']),
  );
});

test('an unknown category is reported', async () => {
  const problems = await check('jobs.json', (jobs) => void (jobs[0].category = 'Photography'));
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^data\/jobs\.json: entry 1 \("Job One"\), field "category": Invalid option: expected one of "Web_Development"\|"App_Development"\|"Social_Media"$/);
});

test('an image that does not exist is reported', async () => {
  const problems = await check('jobs.json', (jobs) => void (jobs[3].image = 'images/jobs/missing.jpg'));
  expect(problems).toEqual(['data/jobs.json: entry 4 ("Job Four"), field "image": the file "images/jobs/missing.jpg" does not exist']);
});

test('a link that is not https is reported', async () => {
  const problems = await check('jobs.json', (jobs) => void (jobs[0].link = 'http://job-one.example.com'));
  expect(problems).toEqual(['data/jobs.json: entry 1 ("Job One"), field "link": must start with https://']);
});

test('an address that is not one is reported with its own message; a missing one is required', async () => {
  expect(await check('site.json', (site) => void (site.emailAddress = 'hello at example.com'))).toEqual([
    'data/site.json: field "emailAddress": must be an email address',
  ]);
  expect(await check('site.json', (site) => void (site.twitterLink = 'twitter.com/example'))).toEqual([
    'data/site.json: field "twitterLink": must be a full address',
    'data/site.json: field "twitterLink": must start with https://',
  ]);
  expect(await check('site.json', (site) => void delete site.twitterLink)).toEqual(['data/site.json: field "twitterLink": is required']);
});

test('a wrong count is reported where the site depends on one', async () => {
  expect(await check('counters.json', (counters) => counters.slice(0, 3))).toEqual([
    'data/counters.json: must have exactly 4 entries, has 3',
  ]);
  expect(await check('pricing-plans.json', (plans) => plans.map((plan: { popular: boolean }) => ({ ...plan, popular: true })))).toEqual([
    'data/pricing-plans.json: field "popular": exactly one entry must be true, 2 are',
  ]);
});

test('a file that is not JSON names the line and column where it goes wrong', async () => {
  const dir = await dataFolder();
  fs.writeFileSync(path.join(dir, 'faq.json'), '[\n  { "key": "1", "label": "Q", "answer": "A", }\n]\n');
  expect(await validateData(dir)).toEqual(['data/faq.json: line 2, column 46: is not valid JSON (Expected double-quoted property name)']);
  // An error JavaScript reports without any position (a value in single quotes) is placed too.
  fs.writeFileSync(path.join(dir, 'faq.json'), "[\n  { \"key\": \"1\", \"label\": 'Q' }\n]\n");
  expect(await validateData(dir)).toEqual(["data/faq.json: line 2, column 26: is not valid JSON (Unexpected token ''')"]);
  fs.writeFileSync(path.join(dir, 'faq.json'), '[\n  { "key": "1"');
  expect(await validateData(dir)).toEqual(['data/faq.json: line 2, column 15: is not valid JSON (Expected \',\' or \'}\' after property value)']);
});

test('a file that is not a list, or an object file that is not an object, says so in one message', async () => {
  expect(await check('toolkit.json', (toolkit) => toolkit[0])).toEqual(['data/toolkit.json: must be a list of entries, written [ { … }, { … } ]']);
  expect(await check('site.json', () => null)).toEqual(['data/site.json: must be one object, written { "field": … }, found null']);
});

test('a null or non-object entry gives one short message for that entry, and nothing else', async () => {
  const problems = await check('services.json', (services) => {
    services.splice(1, 0, null);
    services.splice(3, 0, 'Service Four');
    services.splice(5, 0, [1, 2]);
    return services;
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      'data/services.json: entry 2: must be an object, written { "field": … }, found null',
      'data/services.json: entry 4: must be an object, written { "field": … }, found the text "Service Four"',
      'data/services.json: entry 6: must be an object, written { "field": … }, found a list [ … ]',
    ]),
  );
  expect(problems.filter((problem) => /entry (2|4|6):/.test(problem))).toHaveLength(3);
});

test.each(['skills.json', 'highlights.json', 'testimonials.json', 'faq.json', 'service-types.json', 'pricing-plans.json'])(
  'an empty %s is reported: the site needs at least one entry',
  async (file) => {
    expect(await check(file, () => [])).toEqual(expect.arrayContaining([`data/${file}: must have at least 1 entry, has 0`]));
  },
);

describe('images', () => {
  /** The problems the build finds in the fixture whose first job names `image`, after `prepare` set up the folder. */
  const withImage = async (image: string, prepare: (dir: string) => void | Promise<void> = () => undefined) => {
    const files = dataFixture();
    files['jobs.json'][0].image = image;
    const dir = await dataFolder(files);
    await prepare(dir);
    return validateData(dir);
  };

  test('a text file named .jpg is not an image', async () => {
    const problems = await withImage('images/jobs/notes.jpg', (dir) => fs.writeFileSync(path.join(dir, 'images/jobs/notes.jpg'), 'not a picture'));
    expect(problems).toEqual([
      'data/jobs.json: entry 1 ("Job One"), field "image": "images/jobs/notes.jpg" is not an image that can be read (it should be a JPEG or PNG file)',
    ]);
  });

  test('a folder named .jpg is not an image file', async () => {
    const problems = await withImage('images/jobs/album.jpg', (dir) => fs.mkdirSync(path.join(dir, 'images/jobs/album.jpg')));
    expect(problems).toEqual(['data/jobs.json: entry 1 ("Job One"), field "image": "images/jobs/album.jpg" is a folder, not an image file']);
  });

  test('another format under a .jpg name is named', async () => {
    const problems = await withImage('images/jobs/moving.jpg', (dir) =>
      fs.writeFileSync(path.join(dir, 'images/jobs/moving.jpg'), Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')),
    );
    expect(problems).toEqual(['data/jobs.json: entry 1 ("Job One"), field "image": "images/jobs/moving.jpg" is a gif image; use a JPEG or PNG file']);
  });

  test.each(['../static/images/site/banner1.jpg', 'images/../../static/images/site/banner1.jpg'])('%s, a path out of data/, is refused even when the file exists', async (image) => {
    const problems = await withImage(image, async (dir) => {
      fs.mkdirSync(path.join(dir, '../static/images/site'), { recursive: true });
      fs.writeFileSync(path.join(dir, '../static/images/site/banner1.jpg'), await fixturePicture('banner1.jpg'));
    });
    expect(problems).toEqual([`data/jobs.json: entry 1 ("Job One"), field "image": "${image}" is outside data/; write a path inside it, like "images/jobs/picture.jpg"`]);
  });

  test('a link inside data/ that leads out of it is refused', async () => {
    const problems = await withImage('images/jobs/linked.jpg', async (dir) => {
      fs.writeFileSync(path.join(dir, '../secret.jpg'), await fixturePicture('secret.jpg'));
      fs.symlinkSync(path.join(dir, '../secret.jpg'), path.join(dir, 'images/jobs/linked.jpg'));
    });
    expect(problems).toEqual([
      'data/jobs.json: entry 1 ("Job One"), field "image": "images/jobs/linked.jpg" leads outside data/ (a link); put the picture itself in data/images/',
    ]);
  });

  test('a picture the pages take by its fixed name is checked too', async () => {
    const dir = await dataFolder();
    fs.writeFileSync(path.join(dir, 'images/home/hero.jpg'), '<html>not a picture</html>');
    expect(await validateData(dir)).toEqual([
      'data/images/home/hero.jpg (the home page picture): "images/home/hero.jpg" is not an image that can be read (it should be a JPEG or PNG file)',
    ]);
  });
});

test('the build message lists every problem', async () => {
  expect(formatProblems(['data/a.json: x', 'data/b.json: y'])).toBe(
    'The content in data/ has 2 problem(s); fix them and build again:\n  - data/a.json: x\n  - data/b.json: y',
  );
});

describe('the words of the pages (data/pages/)', () => {
  test('a placeholder the field does not know stops the build, naming the file and the field', async () => {
    expect(await check('pages/home.json', (home) => void (home.hero.greeting = 'Hi, I am {nme}'))).toEqual([
      expect.stringMatching(/^data\/pages\/home\.json: field "hero\.greeting": may use only these placeholders in braces: \{name\}, /),
    ]);
  });

  test('a placeholder another field knows is still refused where it means nothing', async () => {
    // {plan} is the plan's name in a plan's button; in the home page's headline it has no value.
    expect(await check('pages/home.json', (home) => void (home.hero.headline = 'Start the {plan} today'))).toEqual([
      expect.stringContaining('data/pages/home.json: field "hero.headline": may use only these placeholders'),
    ]);
    expect(await check('pages/inventory.json', (inventory) => void (inventory.pricing.choose = 'Start {plan}'))).toEqual([]);
  });

  test('a text longer than its limit is refused, with the limit and its reason', async () => {
    const limit = TEXT_LIMITS.headline.chars;
    expect(await check('pages/home.json', (home) => void (home.hero.headline = 'w'.repeat(limit + 1)))).toEqual([
      `data/pages/home.json: field "hero.headline": must be at most ${limit} characters (${TEXT_LIMITS.headline.why})`,
    ]);
    expect(await check('pages/home.json', (home) => void (home.hero.headline = 'w'.repeat(limit)))).toEqual([]);
  });

  test('a headline highlights one run of words at most', async () => {
    expect(await check('pages/home.json', (home) => void (home.hero.headline = '*Web* design *that* sells'))).toEqual([
      expect.stringContaining('data/pages/home.json: field "hero.headline": may highlight one run of words'),
    ]);
  });

  test('a missing page text is required, as any field', async () => {
    expect(await check('pages/shared.json', (shared) => void delete shared.footer.credit)).toEqual(['data/pages/shared.json: field "footer.credit": is required']);
  });
});
