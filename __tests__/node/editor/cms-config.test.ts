/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import type { CmsConfig, CollectionFile, Field, FileCollection } from '@sveltia/cms';
import { TEXT_LIMITS } from '../../../src/lib/text-limits';
import { COLLECTIONS } from '../../../src/node/data/data-schema';
import { cmsConfig, DATA_DIR, type CmsConfigInputs } from '../../../src/node/editor/cms-config';
import { cmsFields } from '../../../src/node/editor/cms-fields';

const ROOT = path.resolve(__dirname, '../../..');
const INPUTS: CmsConfigInputs = {
  settings: { repo: 'brightlane/website', branch: null, oauthBaseUrl: null },
  projectName: 'website',
  siteName: 'Brightlane Digital',
  siteUrl: 'https://www.example.com',
};
const config = cmsConfig(INPUTS);
const editorFiles = (config.collections as FileCollection[]).flatMap((collection) => collection.files as CollectionFile[]);
const editorFileOf = (file: string) => {
  const found = editorFiles.find((editorFile) => editorFile.file === `${DATA_DIR}/${file}`);
  if (!found) throw new Error(`no editor file for ${file}`);
  return found;
};

type AnyField = Field & Record<string, unknown>;
/** The fields an entry of the file has: the root list's item fields, or the object's fields. */
function entryFields(file: string): AnyField[] {
  const fields = editorFileOf(file).fields as AnyField[];
  return COLLECTIONS[file].list ? ((fields[0] as AnyField).fields as AnyField[]) : fields;
}
const dataOf = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, 'data', file), 'utf8'));
const entriesOf = (file: string): Record<string, unknown>[] =>
  (COLLECTIONS[file].list ? dataOf(file) : [dataOf(file)]) as Record<string, unknown>[];

test("the configuration is valid for the editor: it passes the CMS's own JSON Schema", () => {
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'));
  // Not strict: the CMS's schema has keywords of VS Code's own (markdownDescription).
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const valid = validate(JSON.parse(JSON.stringify(config)));
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  // The validator does catch a mistake in such a configuration.
  expect(validate({ ...config, backend: { ...config.backend, repository: 'x/y' } })).toBe(false);
});

test('every data file has exactly one editor file, in JSON, and nothing else is editable', () => {
  expect(editorFiles.map((editorFile) => editorFile.file).sort()).toEqual(Object.keys(COLLECTIONS).map((file) => `data/${file}`).sort());
  for (const editorFile of editorFiles) expect(editorFile.format).toBe('json');
  expect(new Set(editorFiles.map((editorFile) => editorFile.name)).size).toBe(editorFiles.length);
});

test('a list file is edited as one root list, summarised by title, with the number of entries the layout needs', () => {
  for (const [file, collection] of Object.entries(COLLECTIONS)) {
    const fields = editorFileOf(file).fields as AnyField[];
    if (!collection.list) {
      expect(fields.some((field) => field.root)).toBe(false);
      continue;
    }
    expect(fields).toHaveLength(1);
    const [list] = fields;
    expect(list).toMatchObject({ widget: 'list', root: true, label_singular: collection.item });
    expect(collection.item).toMatch(/^[A-Z]/);
    expect(list.summary).toMatch(/^\{\{fields\.(title|name|label)\}\}$/);
    const entries = entriesOf(file).length;
    if (collection.count?.exactly) expect(list).toMatchObject({ min: collection.count.exactly, max: collection.count.exactly });
    if (collection.count?.min) expect(list.min).toBe(collection.count.min);
    expect(entries).toBeGreaterThanOrEqual((list.min as number | undefined) ?? 0);
  }
});

/** The data paths a zod schema declares: `title`, `sections.*.items` … (walked here with zod's own API, not by the generator). */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [`${prefix}${key}`, ...schemaPaths(field, `${prefix}${key}.`).filter((p) => p !== `${prefix}${key}`)]);
  }
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) return schemaPaths(inner.element, `${prefix.replace(/\.$/, '')}.*.`);
  return [prefix.replace(/\.$/, '')].filter(Boolean);
}

/** The data paths the editor's fields write. */
function fieldPaths(fields: AnyField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    const sub = field.fields as AnyField[] | undefined;
    if (!sub) return [here];
    return [here, ...fieldPaths(sub, field.widget === 'list' ? `${here}.*.` : `${here}.`)];
  });
}

test.each(Object.keys(COLLECTIONS))('no drift in %s: every schema field has an editor field, and every editor field a schema field', (file) => {
  const collection = COLLECTIONS[file];
  const fromSchema = schemaPaths(collection.schema).sort();
  const fromEditor = fieldPaths(entryFields(file)).sort();
  expect(fromEditor).toEqual(fromSchema);
  expect(fromSchema.length).toBeGreaterThan(0);
});

test('a field without a label, or a rule without a message, stops the generator, naming the field', () => {
  expect(() => cmsFields(z.toJSONSchema(z.object({ title: z.string() })), 'data/example.json')).toThrow('data/example.json: title: has no label');
  const code = z.string().regex(/^\d+$/).meta({ title: 'Code' });
  expect(() => cmsFields(z.toJSONSchema(z.object({ code })), 'data/example.json')).toThrow('data/example.json: code: has a pattern but no message');
  const when = z.iso.date().meta({ title: 'Date', message: 'must be a date' });
  expect(() => cmsFields(z.toJSONSchema(z.object({ when })), 'data/example.json')).toThrow('data/example.json: when: has a format the form cannot check (date)');
});

/** Every field of an entry, at any depth, with the value it holds in the shipped data. */
function* fieldValues(fields: AnyField[], entry: Record<string, unknown>, where: string): Generator<[AnyField, unknown, string]> {
  for (const field of fields) {
    const value = entry[field.name];
    yield [field, value, `${where}.${field.name}`];
    if (field.widget === 'list' && Array.isArray(value) && field.fields) {
      for (const [index, item] of value.entries()) yield* fieldValues(field.fields as AnyField[], item as Record<string, unknown>, `${where}.${field.name}[${index}]`);
    }
  }
}

const matches = (field: AnyField, value: string) => {
  const [pattern] = field.pattern as [string, string];
  return new RegExp(pattern).test(value);
};

test("the form accepts every value of the shipped data, so the owner can save a file without touching what is already right", () => {
  const refused: string[] = [];
  for (const file of Object.keys(COLLECTIONS)) {
    entriesOf(file).forEach((entry, index) => {
      for (const [field, value, where] of fieldValues(entryFields(file), entry, `${file}[${index}]`)) {
        if (value === undefined) {
          if (field.required !== false) refused.push(`${where}: required but missing`);
          continue;
        }
        const item = field.field as AnyField | undefined;
        const values = Array.isArray(value) && item ? (value as unknown[]) : [value];
        const rules = item ?? field;
        for (const one of values) {
          if (rules.pattern && typeof one === 'string' && !matches(rules, one)) refused.push(`${where}: "${one}" fails ${String(rules.pattern)}`);
          if (rules.widget === 'number' && ((rules.min !== undefined && (one as number) < (rules.min as number)) || (rules.max !== undefined && (one as number) > (rules.max as number)))) {
            refused.push(`${where}: ${String(one)} is out of range`);
          }
          if (typeof rules.maxlength === 'number' && typeof one === 'string' && one.length > rules.maxlength) refused.push(`${where}: too long`);
        }
        if (field.widget === 'select') {
          const chosen = Array.isArray(value) ? value : [value];
          for (const one of chosen) if (!(field.options as unknown[]).includes(one)) refused.push(`${where}: "${String(one)}" is not an option`);
        }
        if (field.widget === 'list' && Array.isArray(value)) {
          if (field.min !== undefined && value.length < (field.min as number)) refused.push(`${where}: too few`);
          if (field.max !== undefined && value.length > (field.max as number)) refused.push(`${where}: too many`);
        }
      }
    });
  }
  expect(refused).toEqual([]);
});

const field = (file: string, name: string) => {
  const found = entryFields(file).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${file} has no field ${name}`);
  return found;
};

test('the usual mistakes are caught in the form, with a message that says what to do', () => {
  const link = field('jobs.json', 'link');
  expect(matches(link, 'http://job-one.example.com')).toBe(false);
  expect(matches(link, 'job-one.example.com')).toBe(false);
  expect(matches(link, 'https://job-one.example.com')).toBe(true);
  expect((link.pattern as string[])[1]).toContain('https://');
  expect(field('site.json', 'facebookLink')).toMatchObject({ type: 'url' });

  const slug = field('services.json', 'slug');
  expect(matches(slug, 'Public Relations')).toBe(false);
  expect((slug.pattern as string[])[1]).toBe('May contain only letters, digits, "_" and "-".');

  expect(matches(field('site.json', 'whatsAppContact'), '+234 000 000 0000')).toBe(false);
  expect(matches(field('legal/privacy_policy.json', 'lastUpdated'), '2025-01-31')).toBe(false);
  expect(field('site.json', 'emailAddress')).toMatchObject({ type: 'email' });

  expect(field('jobs.json', 'category')).toMatchObject({ widget: 'select', options: ['Web_Development', 'App_Development', 'Social_Media'] });
  expect(field('jobs.json', 'tag')).toMatchObject({ widget: 'select', multiple: true, min: 1 });
  expect(field('jobs.json', 'content')).toMatchObject({ widget: 'list', min: 4, max: 4, label_singular: 'Paragraph', field: { widget: 'text', label: 'Paragraph' } });
  expect(field('services.json', 'icon')).toMatchObject({ widget: 'select' });
  expect(field('skill-bars.json', 'value')).toMatchObject({ widget: 'number', value_type: 'int', min: 0, max: 100 });
  expect(field('pricing-plans.json', 'popular')).toMatchObject({ widget: 'boolean' });
  expect(field('pricing-plans.json', 'popular').hint).toMatch(/exactly one plan/i);
});

/** Every field of the editor at any depth, with where it is. */
const allFields = (fields: AnyField[], where: string): [AnyField, string][] =>
  fields.flatMap((f) => [[f, `${where}.${f.name}`] as [AnyField, string], ...allFields((f.fields as AnyField[] | undefined) ?? [], `${where}.${f.name}`)]);

test('required and optional as the schema says: only the bulleted list of a legal section may be left out', () => {
  const optional = editorFiles.flatMap((editorFile) => allFields(editorFile.fields as AnyField[], editorFile.file)).filter(([f]) => f.required === false);
  expect(optional.map(([, where]) => where).sort()).toEqual([
    'data/legal/privacy_policy.json.sections.items',
    'data/legal/terms_and_condition.json.sections.items',
  ]);
  expect(optional.every(([f]) => f.widget === 'list')).toBe(true);
  expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
});

test('labels and hints come from the schema, in plain words', () => {
  expect(field('site.json', 'whatsAppContact')).toMatchObject({ label: 'WhatsApp number', hint: 'Digits only, with the country code: 2340000000000.' });
  expect(field('services.json', 'desc')).toMatchObject({ label: 'Description', widget: 'text' });
  expect(field('services.json', 'title')).toMatchObject({ label: 'Title', widget: 'string' });
  for (const file of Object.keys(COLLECTIONS)) {
    for (const f of entryFields(file)) {
      expect(f.label).toMatch(/^[A-Z]/);
      expect(f.hint).toMatch(/^[A-Z0-9].*\.$/);
    }
  }
});

test('pictures are added under data/images/<the file’s folder>/ and stored the way the existing entries store them', () => {
  const withPictures = Object.keys(COLLECTIONS).filter((file) => entryFields(file).some((f) => f.widget === 'image'));
  expect(withPictures.sort()).toEqual(['jobs.json', 'process-steps.json', 'services.json', 'testimonials.json']);
  for (const file of withPictures) {
    const { images } = COLLECTIONS[file];
    expect(editorFileOf(file)).toMatchObject({ media_folder: `/data/${images}`, public_folder: `./${images}` });
    expect(field(file, 'image')).toMatchObject({ choose_url: false, accept: 'image/jpeg,image/png' });
    for (const entry of entriesOf(file)) expect(entry.image).toMatch(new RegExp(`^${images}/[^/]+\\.(jpe?g|png)$`));
  }
  expect(config.media_libraries).toMatchObject({ stock_assets: false });
});

test('the repository comes from the settings; without one, the sign-in screen names the local folder', () => {
  expect(config.backend).toEqual({ name: 'github', repo: 'brightlane/website' });
  const unset: CmsConfig = cmsConfig({ ...INPUTS, settings: { repo: null, branch: 'main', oauthBaseUrl: 'https://auth.example.workers.dev' } });
  expect(unset.backend).toEqual({ name: 'github', repo: 'set-CMS_GITHUB_REPO/website', branch: 'main', base_url: 'https://auth.example.workers.dev' });
  expect(config.app_title).toBe('Brightlane Digital · Content');
});

test("the form of a page's words refuses what the build refuses: an unknown placeholder, a second highlight, a text over its limit", () => {
  const hero = entryFields('pages/home.json').find((field) => field.name === 'hero') as AnyField & { fields: (AnyField & { maxlength?: number })[] };
  const headline = hero.fields.find((field) => field.name === 'headline');
  if (!headline || !Array.isArray(headline.pattern)) throw new Error('pages/home.json: hero.headline has no pattern in the form');
  expect(headline.maxlength).toBe(TEXT_LIMITS.headline.chars);
  const accepts = (text: string) => new RegExp(String(headline.pattern?.[0]), 'u').test(text);
  expect(accepts('*Web Design* for {name} since {foundingYear}')).toBe(true);
  expect(accepts('Web design for {nme}')).toBe(false);
  expect(accepts('*Web* design *that* sells')).toBe(false);
});
