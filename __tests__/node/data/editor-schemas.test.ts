/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { COLLECTIONS } from '../../../src/node/data/data-schema';
import { editorSchemaMappings, editorSchemas, schemaFileOf } from '../../../src/node/data/editor-schemas';
import { dataFixture } from '../../support/data-fixture';

const ROOT = path.resolve(__dirname, '../../..');
const DATA = path.join(ROOT, 'data');

test('the committed JSON Schemas in data/schemas are those the zod schema gives (a build rewrites them)', () => {
  for (const [file, text] of editorSchemas()) {
    const target = path.join(DATA, file);
    expect(fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : `${file} is missing`).toBe(text);
  }
  const committed = fs.readdirSync(path.join(DATA, 'schemas')).map((name) => `schemas/${name}`);
  expect(committed.sort()).toEqual([...editorSchemas().keys()].sort());
});

test('the editor settings map every data file to its schema', () => {
  const settings = JSON.parse(fs.readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8')) as { 'json.schemas': unknown };
  expect(settings['json.schemas']).toEqual(editorSchemaMappings());
});

test('a schema carries the rules of its file: required fields, no unknown field, enums, patterns and counts', () => {
  const services = JSON.parse(editorSchemas().get(schemaFileOf('services.json')) ?? '{}');
  expect(services.type).toBe('array');
  expect(services.minItems).toBe(COLLECTIONS['services.json'].count?.min);
  expect(services.items.additionalProperties).toBe(false);
  expect(services.items.required).toEqual(expect.arrayContaining(['id', 'slug', 'title', 'image', 'quoteLabel']));
  expect(services.items.properties.quoteLabel.enum).toEqual(['Get a Quote', 'Get Quote']);
  const site = JSON.parse(editorSchemas().get(schemaFileOf('site.json')) ?? '{}');
  expect(site.type).toBe('object');
  expect(site.properties.facebookLink).toMatchObject({ format: 'uri', pattern: expect.stringMatching(/https/) });
  const counters = JSON.parse(editorSchemas().get(schemaFileOf('counters.json')) ?? '{}');
  expect([counters.minItems, counters.maxItems]).toEqual([4, 4]);
});

test('each field carries its label and hint as title and description, which editors show on hover', () => {
  const services = JSON.parse(editorSchemas().get(schemaFileOf('services.json')) ?? '{}');
  expect(services).toMatchObject({ title: 'Services', items: { title: 'Service' } });
  expect(services.items.properties.slug).toMatchObject({ title: 'Address name', description: expect.stringMatching(/page address/) });
  expect(services.items.properties.content.items).toMatchObject({ title: 'Paragraph' });
  const schemaTexts = [...editorSchemas().values()].join('\n');
  // Only the editor reads them; a field may still be called "message" (the contact form's).
  expect(schemaTexts).not.toMatch(/"long":|"message": "/);
});

/** A validator of the draft a schema declares, in strict mode, with the standard formats. */
function strictValidator(schema: { $schema?: string }) {
  const drafts: Record<string, typeof Ajv> = {
    'https://json-schema.org/draft/2020-12/schema': Ajv2020,
    'http://json-schema.org/draft-07/schema#': Ajv,
  };
  const Validator = drafts[schema.$schema ?? ''];
  if (!Validator) throw new Error(`no validator for the draft "${String(schema.$schema)}"`);
  const ajv = new Validator({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

const committedSchemaOf = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, schemaFileOf(file)), 'utf8'));
const dataOf = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));

test.each(Object.keys(COLLECTIONS))('the schema of %s compiles in ajv 8 (strict, Unicode patterns), and the shipped file passes it', (file) => {
  const validate = strictValidator(committedSchemaOf(file));
  validate(dataOf(file));
  expect(validate.errors ?? []).toEqual([]);
});

test('a field added on one side only is caught, in the data or in the schema, and so is a broken rule', () => {
  const validate = strictValidator(committedSchemaOf('jobs.json'));
  const jobs = dataFixture()['jobs.json'];
  expect(validate(jobs)).toBe(true);
  const messages = (data: unknown) => (validate(data) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`));
  // A field only the data has.
  expect(messages(jobs.map((job, index) => (index === 2 ? { ...job, client: 'A client' } : job)))).toEqual([
    '/2 must NOT have additional properties',
  ]);
  // A field only the schema has: the data lacks it.
  expect(messages(jobs.map(({ caption, ...job }, index) => (index === 0 ? job : { caption, ...job })))).toEqual([
    "/0 must have required property 'caption'",
  ]);
  expect(messages(jobs.map((job, index) => (index === 1 ? { ...job, link: 'http://example.com' } : job)))).toEqual([
    '/1/link must match pattern "^https:\\/\\/"',
  ]);
});

