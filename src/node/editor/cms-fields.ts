import type { Field } from '@sveltia/cms';
import { BUILD_META_KEYS, type JsonSchema } from '../data/data-schema';
import { isImagePath, itemsOf } from '../data/graphql-types';

/**
 * Turns the JSON Schema of a data file (jsonSchemaOf, src/node/data/data-schema.ts) into the fields of
 * the content editor (Sveltia CMS): each field gets the widget its type calls for, its label and
 * hint (the schema's title and description), required or optional as the schema says, and the
 * rules the form can check (patterns, formats, lengths, ranges, choices). A type or rule it cannot
 * express throws, naming the field: the build stops rather than give the owner a form that lets a
 * mistake through silently.
 */

/** The image types the build reads (see IMAGE_FILE). */
const IMAGE_TYPES = 'image/jpeg,image/png';

/** A field's place, for messages: `services.json: content`. */
type Where = string;

function fail(where: Where, problem: string): never {
  throw new Error(`${where}: ${problem} (see src/node/data/data-schema.ts and src/node/editor/cms-fields.ts)`);
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** The keywords of a schema this generator reads. */
const KNOWN = new Set([
  ...BUILD_META_KEYS,
  ...['$schema', 'type', 'title', 'description', 'properties', 'required', 'additionalProperties', 'items'],
  ...['enum', 'pattern', 'allOf', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'],
  ...['minItems', 'maxItems'],
]);

/** The schema of a field, checked to hold only keywords the form knows how to check. */
function known(schema: unknown, where: Where): JsonSchema {
  if (typeof schema !== 'object' || schema === null) return fail(where, 'has no schema');
  const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) fail(where, `has a rule the form cannot check (${unknown.join(', ')})`);
  return schema as JsonSchema;
}

/** The fields of an object schema, in the order of its keys (the order the files keep). */
export function cmsFields(schema: JsonSchema, where: Where): Field[] {
  if (schema.type !== 'object') fail(where, 'is not an object');
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => cmsField(name, field, required.has(name), `${where}: ${name}`));
}

/** One field of an object. */
function cmsField(name: string, value: unknown, required: boolean, where: Where): Field {
  const schema = known(value, where);
  if (!schema.title) fail(where, 'has no label: give it a title with .meta()');
  const base = { name, label: schema.title, ...(schema.description ? { hint: sentence(schema.description) } : {}), ...(required ? {} : { required: false }) };
  return { ...base, ...widgetOf(schema, where) } as Field;
}

type Widget = Record<string, unknown> & { widget: string };

function widgetOf(schema: JsonSchema, where: Where): Widget {
  if (schema.enum) return { widget: 'select', options: [...schema.enum] };
  switch (schema.type) {
    case 'string':
      return stringWidget(schema, where);
    case 'integer':
    case 'number':
      return numberWidget(schema, where);
    case 'boolean':
      return { widget: 'boolean' };
    case 'array':
      return listWidget(schema, where);
    case 'object':
      return { widget: 'object', fields: cmsFields(schema, where) };
    default:
      return fail(where, `has a type the editor cannot show (${JSON.stringify(schema.type)})`);
  }
}

/** Whether a schema holds a picture's path anywhere: itself, a field, a list's items. */
export function hasImagePath(schema: JsonSchema): boolean {
  if (schema.type === 'array') return hasImagePath(itemsOf(schema, 'a list'));
  if (schema.type === 'object') return Object.values(schema.properties ?? {}).some((field) => typeof field === 'object' && hasImagePath(field));
  return isImagePath(schema);
}

/** What the form checks an address against (the schema's "uri" format): a scheme, then a host. */
const ADDRESS = '^[a-z][a-z0-9+.-]*://[^\\s/?#]+\\S*$';

/** The patterns a text must match: its own, and those of its format. */
function patternsOf(schema: JsonSchema, where: Where): string[] {
  const patterns = [...(schema.pattern ? [schema.pattern] : []), ...(schema.allOf ?? []).map((part) => known(part, where).pattern ?? fail(where, 'has a rule the form cannot check (allOf)'))];
  switch (schema.format) {
    case undefined:
    case 'email': // its pattern comes with it
      return patterns;
    case 'uri':
      return [ADDRESS, ...patterns];
    default:
      return fail(where, `has a format the form cannot check (${schema.format})`);
  }
}

function stringWidget(schema: JsonSchema, where: Where): Widget {
  if (isImagePath(schema)) return { widget: 'image', choose_url: false, accept: IMAGE_TYPES };
  const long = schema.long === true;
  const widget: Widget = { widget: long ? 'text' : 'string' };
  if (!long && schema.format === 'email') widget.type = 'email';
  if (!long && schema.format === 'uri') widget.type = 'url';
  if (schema.minLength !== undefined && schema.minLength > 1) widget.minlength = schema.minLength;
  if (schema.maxLength !== undefined) widget.maxlength = schema.maxLength;
  const patterns = patternsOf(schema, where);
  if (patterns.length === 0) return widget;
  if (typeof schema.message !== 'string') fail(where, 'has a pattern but no message: give it one with .meta({ message })');
  // Every rule at once: one lookahead each, so the order of the rules does not matter.
  const source = patterns.length === 1 ? patterns[0] : `^${patterns.map((pattern) => `(?=${pattern.startsWith('^') ? pattern.slice(1) : `[\\s\\S]*${pattern}`})`).join('')}`;
  return { ...widget, pattern: [source, sentence(schema.message)] };
}

/** A bound of a number, unless it is only zod's range of whole numbers (the safe integers). */
const bound = (value: unknown) => (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined);

function numberWidget(schema: JsonSchema, where: Where): Widget {
  const whole = schema.type === 'integer';
  const widget: Widget = { widget: 'number', value_type: whole ? 'int' : 'float' };
  const [above, below] = [bound(schema.exclusiveMinimum), bound(schema.exclusiveMaximum)];
  if ((above !== undefined || below !== undefined) && !whole) fail(where, 'has an exclusive bound on a number with decimals, which the form cannot check');
  const min = above !== undefined ? above + 1 : bound(schema.minimum);
  const max = below !== undefined ? below - 1 : bound(schema.maximum);
  return { ...widget, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The names a list entry is summarised by, in the editor's collapsed list, in order of preference. */
const SUMMARY_FIELDS = ['title', 'name', 'label'];

/** How a collapsed list shows its entries: by title (or name, or label), with the picture if any. */
function listSummary(item: JsonSchema): { summary?: string; thumbnail?: string } {
  const properties = item.properties ?? {};
  const title = SUMMARY_FIELDS.find((name) => name in properties);
  const image = Object.keys(properties).find((name) => {
    const field = properties[name];
    return typeof field === 'object' && isImagePath(field);
  });
  return { ...(title ? { summary: `{{fields.${title}}}` } : {}), ...(image ? { thumbnail: image } : {}) };
}

/** A list's widget: choices, entries with fields, or texts; with the number of entries it needs. */
export function listWidget(schema: JsonSchema, where: Where): Widget {
  const item = known(itemsOf(schema, where), where);
  const bounds = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
  if (item.enum) return { widget: 'select', multiple: true, options: [...item.enum], ...bounds };
  const singular = item.title ?? 'Item';
  if (item.type === 'object') {
    return { widget: 'list', label_singular: singular, fields: cmsFields(item, where), collapsed: true, ...listSummary(item), ...bounds };
  }
  if (item.type === 'string') {
    return { widget: 'list', label_singular: singular, field: { name: 'item', label: singular, ...stringWidget(item, where) }, ...bounds };
  }
  return fail(where, `is a list of a type the editor cannot show (${JSON.stringify(item.type)})`);
}
