import fs from 'node:fs';
import path from 'node:path';
import { ICON_NAMES } from '../../lib/icons';
import { COLLECTIONS, jsonSchemaOf, type Collection, type JsonSchema } from './data-schema';
import { isImagePath, itemsOf } from './graphql-types';

/**
 * The parts of data/README.md written from the data schema: a table of every file's fields (each
 * one's label, hint and how it is written, from the JSON Schema of jsonSchemaOf) and the list of
 * icon names. Each part sits between two marker lines; the rest of the file is written by hand.
 * The build rewrites the parts when the schema changes, and a unit test fails if the committed
 * file is out of date.
 */

const README = 'README.md';
const start = (part: string) => `<!-- ${part}: written by the build from src/node/data/data-schema.ts -->`;
const END = '<!-- end -->';

const code = (value: unknown) => `\`${String(value)}\``;
const orList = (values: readonly unknown[]) => values.map(code).join(', ').replace(/, ([^,]*)$/, ' or $1');
const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** The number of entries a list takes, in words: "exactly 4", "at least 1", or "". */
function countOf(schema: JsonSchema): string {
  if (schema.minItems !== undefined && schema.minItems === schema.maxItems) return `exactly ${schema.minItems}`;
  return schema.minItems ? `at least ${schema.minItems}` : '';
}

/** How a value is written, in a few words. */
function writtenAs(schema: JsonSchema, where: string): string {
  if (schema.enum) return sameList(schema.enum, ICON_NAMES) ? 'an icon name (see [Icons](#icons))' : orList(schema.enum);
  if (isImagePath(schema)) return 'the path of a JPEG or PNG picture inside data/';
  if (schema.format === 'uri') return 'an `https://` address';
  if (schema.format === 'email') return 'an email address';
  switch (schema.type) {
    case 'string':
      return schema.long ? 'text (long)' : 'text';
    case 'integer': {
      const range = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? `, ${String(schema.minimum)} to ${schema.maximum}` : '';
      return `a whole number${range}`;
    }
    case 'number':
      return 'a number';
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      const item = itemsOf(schema, where);
      const count = countOf(schema);
      const items = item.type === 'object' ? 'entries (fields below)' : `of ${writtenAs(item, where)}`;
      return `a list${count ? ` (${count})` : ''} ${items}`;
    }
    case 'object':
      return 'a group of fields (below)';
    default:
      throw new Error(`${where}: data-readme.ts cannot describe a value of type ${JSON.stringify(schema.type)}`);
  }
}

/** The table rows of an object's fields; a group adds its fields as `name.field`, a list of entries its entries' fields as `name[].field`. */
function rows(schema: JsonSchema, prefix: string, where: string): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, value]) => {
    if (typeof value !== 'object') throw new Error(`${where}: ${name} has no schema`);
    const optional = required.has(name) ? '' : ' (may be left out)';
    const row = `| \`${prefix}${name}\` | ${value.title ?? ''} | ${value.description ?? ''} | ${writtenAs(value, `${where}: ${name}`)}${optional} |`;
    if (value.type === 'object') return [row, ...rows(value, `${prefix}${name}.`, where)];
    const item = value.type === 'array' ? itemsOf(value, where) : undefined;
    return item?.type === 'object' ? [row, ...rows(item, `${prefix}${name}[].`, where)] : [row];
  });
}

function fileSection(file: string, collection: Collection): string {
  const schema = jsonSchemaOf(collection);
  const entry = collection.list ? itemsOf(schema, file) : schema;
  const count = countOf(schema);
  const shape = collection.list ? `a list${count ? ` of ${count}` : ''} (${collection.item ?? 'entry'} in the editor)` : 'one object';
  return [
    `### ${file}: ${collection.label}, ${shape}`,
    `${collection.hint}`,
    '',
    '| field | label | what it is | written as |',
    '|---|---|---|---|',
    ...rows(entry, '', `data/${file}`),
  ].join('\n');
}

/** Every written part's text, by its name. */
export function dataReadmeParts(): Map<string, string> {
  return new Map([
    ['fields', Object.entries(COLLECTIONS).map(([file, collection]) => fileSection(file, collection)).join('\n\n')],
    ['icons', ICON_NAMES.map(code).join(', ')],
  ]);
}

/** The README's text with its written parts up to date; throws when a part's markers are missing. */
export function withDataReadmeParts(text: string): string {
  let result = text;
  for (const [part, body] of dataReadmeParts()) {
    const from = result.indexOf(start(part));
    const to = from < 0 ? -1 : result.indexOf(END, from);
    if (from < 0 || to < 0) throw new Error(`data/${README}: the lines "${start(part)}" and "${END}" around the ${part} are missing`);
    result = `${result.slice(0, from)}${start(part)}\n${body}\n${result.slice(to)}`;
  }
  return result;
}

/** Brings data/README.md up to date; returns whether it changed. */
export function writeDataReadme(dataDir: string): boolean {
  const file = path.join(dataDir, README);
  const text = fs.readFileSync(file, 'utf8');
  const updated = withDataReadmeParts(text);
  if (updated === text) return false;
  fs.writeFileSync(file, updated);
  return true;
}
