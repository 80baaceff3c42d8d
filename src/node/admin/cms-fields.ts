import { z } from 'zod';
import type { Field } from '@sveltia/cms';
import { IMAGE_FILE } from '../../lib/image-paths';
import { helpOf, type FieldHelp } from '../data-schema';

/**
 * Turns the zod schema of a data file into the fields of the content editor (Sveltia CMS): each
 * field gets the widget its type calls for, the label and hint declared with it, required or
 * optional as the schema says, and the rules the form can check (patterns, lengths, ranges,
 * choices). A type or rule it cannot express throws, naming the field: the build stops rather
 * than give the owner a form that lets a mistake through silently.
 */

/** The image types the build reads (see IMAGE_FILE). */
const IMAGE_TYPES = 'image/jpeg,image/png';

/** A field's place, for messages: `services.json: content`. */
type Where = string;

function fail(where: Where, problem: string): never {
  throw new Error(`${where}: ${problem} (see src/node/data-schema.ts and src/node/admin/cms-fields.ts)`);
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** The fields of an object schema, in the order of its keys (the order the files keep). */
export function cmsFields(schema: z.ZodTypeAny, where: Where): Field[] {
  if (!(schema instanceof z.ZodObject)) fail(where, 'is not an object');
  return Object.entries(schema.shape as z.ZodRawShape).map(([name, field]) => cmsField(name, field, `${where}: ${name}`));
}

/** One field of an object. */
export function cmsField(name: string, schema: z.ZodTypeAny, where: Where): Field {
  const help = helpOf(schema);
  if (!help) fail(where, 'has no label: declare it with about(…)');
  const optional = schema instanceof z.ZodOptional;
  const inner: z.ZodTypeAny = optional ? (schema as z.ZodOptional<z.ZodTypeAny>).unwrap() : schema;
  const base = { name, label: help.label, ...(help.hint ? { hint: sentence(help.hint) } : {}), ...(optional ? { required: false } : {}) };
  return { ...base, ...widgetOf(inner, help, where) } as Field;
}

type Widget = Record<string, unknown> & { widget: string };

function widgetOf(schema: z.ZodTypeAny, help: FieldHelp, where: Where): Widget {
  if (schema instanceof z.ZodString) return stringWidget(schema, help.long ?? false, where);
  if (schema instanceof z.ZodNumber) return numberWidget(schema, where);
  if (schema instanceof z.ZodBoolean) return { widget: 'boolean' };
  if (schema instanceof z.ZodEnum) return { widget: 'select', options: [...(schema.options as string[])] };
  if (schema instanceof z.ZodArray) return listWidget(schema, help, where);
  if (schema instanceof z.ZodObject) return { widget: 'object', fields: cmsFields(schema, where) };
  return fail(where, `has a type the editor cannot show (${schema.constructor.name})`);
}

type StringCheck = z.ZodStringDef['checks'][number];

/** Whether a string schema is the path of a picture (checked against IMAGE_FILE). */
export function isImagePath(schema: z.ZodTypeAny): boolean {
  return schema instanceof z.ZodString && schema._def.checks.some((check: StringCheck) => check.kind === 'regex' && check.regex === IMAGE_FILE);
}

/** Whether a schema holds a picture's path anywhere: itself, a field, a list's entries. */
export function hasImagePath(schema: z.ZodTypeAny): boolean {
  if (schema instanceof z.ZodOptional) return hasImagePath(schema.unwrap());
  if (schema instanceof z.ZodArray) return hasImagePath(schema.element);
  if (schema instanceof z.ZodObject) return Object.values(schema.shape as z.ZodRawShape).some(hasImagePath);
  return isImagePath(schema);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rule of a string as a pattern the form checks, with the schema's own message. */
function patternOf(check: StringCheck, where: Where): { source: string; message: string } | null {
  switch (check.kind) {
    case 'trim':
    case 'min':
    case 'max':
    case 'length':
      return null; // the input's own limits, below
    case 'email':
      return { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: check.message ?? 'must be an email address' };
    case 'url':
      return { source: '^[a-z][a-z0-9+.-]*://[^\\s/?#]+\\S*$', message: check.message ?? 'must be a full address' };
    case 'startsWith':
      return { source: `^${escapeRegExp(check.value)}`, message: check.message ?? `must start with ${check.value}` };
    case 'endsWith':
      return { source: `${escapeRegExp(check.value)}$`, message: check.message ?? `must end with ${check.value}` };
    case 'regex':
      if (check.regex.flags.replace(/[gu]/g, '') !== '') fail(where, `has a pattern with flags (${check.regex}) the form cannot check`);
      return { source: check.regex.source, message: check.message ?? 'is not written as expected' };
    default:
      return fail(where, `has a rule the form cannot check (${check.kind})`);
  }
}

function stringWidget(schema: z.ZodString, long: boolean, where: Where): Widget {
  if (isImagePath(schema)) return { widget: 'image', choose_url: false, accept: IMAGE_TYPES };
  const checks = schema._def.checks;
  const widget: Widget = { widget: long ? 'text' : 'string' };
  if (!long && checks.some((check) => check.kind === 'email')) widget.type = 'email';
  if (!long && checks.some((check) => check.kind === 'url')) widget.type = 'url';
  for (const check of checks) {
    if (check.kind === 'min' && check.value > 1) widget.minlength = check.value;
    if (check.kind === 'max') widget.maxlength = check.value;
    if (check.kind === 'length') Object.assign(widget, { minlength: check.value, maxlength: check.value });
  }
  const patterns = checks.map((check) => patternOf(check, where)).filter((pattern) => pattern !== null);
  if (patterns.length === 1) widget.pattern = [patterns[0].source, sentence(patterns[0].message)];
  if (patterns.length > 1) {
    // Every rule at once: one lookahead each, so the order of the rules does not matter.
    const source = `^${patterns.map((pattern) => `(?=${pattern.source.startsWith('^') ? pattern.source.slice(1) : `[\\s\\S]*${pattern.source}`})`).join('')}`;
    widget.pattern = [source, sentence(patterns.map((pattern) => pattern.message).join(', and '))];
  }
  return widget;
}

function numberWidget(schema: z.ZodNumber, where: Where): Widget {
  const widget: Widget = { widget: 'number', value_type: 'float' };
  for (const check of schema._def.checks) {
    if (check.kind === 'int') widget.value_type = 'int';
    else if (check.kind === 'min') widget.min = check.inclusive ? check.value : check.value + 1;
    else if (check.kind === 'max') widget.max = check.inclusive ? check.value : check.value - 1;
    else fail(where, `has a rule the form cannot check (${check.kind})`);
  }
  if (widget.value_type !== 'int' && schema._def.checks.some((check) => check.kind !== 'int' && 'inclusive' in check && !check.inclusive)) {
    fail(where, 'has an exclusive bound on a number with decimals, which the form cannot check');
  }
  return widget;
}

/** The names a list entry is summarised by, in the editor's collapsed list, in order of preference. */
const SUMMARY_FIELDS = ['title', 'name', 'label'];

/** How a collapsed list shows its entries: by title (or name, or label), with the picture if any. */
export function listSummary(item: z.ZodTypeAny): { summary?: string; thumbnail?: string } {
  if (!(item instanceof z.ZodObject)) return {};
  const shape = item.shape as z.ZodRawShape;
  const title = SUMMARY_FIELDS.find((name) => name in shape);
  const image = Object.keys(shape).find((name) => isImagePath(shape[name]));
  return { ...(title ? { summary: `{{fields.${title}}}` } : {}), ...(image ? { thumbnail: image } : {}) };
}

/** The number of entries a list must have, as the form's min and max. */
export function listBounds(min: number | undefined, max: number | undefined): { min?: number; max?: number } {
  return { ...(min !== undefined && min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function listWidget(schema: z.ZodArray<z.ZodTypeAny>, help: FieldHelp, where: Where): Widget {
  const { minLength, maxLength, exactLength } = schema._def;
  const bounds = listBounds(exactLength?.value ?? minLength?.value, exactLength?.value ?? maxLength?.value);
  const item = schema.element;
  if (item instanceof z.ZodEnum) return { widget: 'select', multiple: true, options: [...(item.options as string[])], ...bounds };
  const singular = help.item ?? 'Item';
  if (item instanceof z.ZodObject) {
    return { widget: 'list', label_singular: singular, fields: cmsFields(item, where), collapsed: true, ...listSummary(item), ...bounds };
  }
  if (item instanceof z.ZodString) {
    return { widget: 'list', label_singular: singular, field: { name: 'item', label: singular, ...stringWidget(item, help.long ?? false, where) }, ...bounds };
  }
  return fail(where, `is a list of a type the editor cannot show (${item.constructor.name})`);
}
