import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS } from '../../src/node/data-schema';
import { editorSchemaMappings, editorSchemas, schemaFileOf } from '../../src/node/editor-schemas';

const ROOT = path.resolve(__dirname, '../..');
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
  expect(site.properties.facebookLink.pattern).toMatch(/https/);
  const counters = JSON.parse(editorSchemas().get(schemaFileOf('counters.json')) ?? '{}');
  expect([counters.minItems, counters.maxItems]).toEqual([4, 4]);
});
