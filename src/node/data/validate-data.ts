import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { z } from 'zod';
import { COLLECTIONS, type Collection } from './data-schema';
import { locateJsonError } from './json-error';

/**
 * Checks every file under the data folder against its declared shape and returns one message per
 * problem, each naming the file, the entry and the field. An empty list means the data is sound.
 * Every image a file names is opened (its header read with sharp), so a picture that is missing,
 * outside data/, or not a JPEG or PNG is reported against the entry that names it.
 */
export async function validateData(dataDir: string): Promise<string[]> {
  const images = new ImageChecker(dataDir);
  const problems: string[] = [];
  for (const [file, collection] of Object.entries(COLLECTIONS)) {
    problems.push(...(await validateFile(dataDir, file, collection, images)));
  }
  for (const [image, use] of Object.entries(FIXED_IMAGES)) {
    const problem = await images.check(image);
    if (problem) problems.push(`data/${image} (${use}): ${problem}`);
  }
  return problems;
}

/** Pictures the pages take by a fixed name rather than from a data file (data/README.md lists them). */
export const FIXED_IMAGES: Record<string, string> = {
  'images/home/hero.jpg': 'the home page picture',
  'images/about/story.jpg': 'the About page story',
  'images/about/reputation.jpg': 'the About page story',
  'images/inventory/dashboard.jpg': 'the inventory page hero',
  'images/inventory/monitor.jpg': 'the inventory page monitor block',
  'images/logo-mark.png': 'the favicon and app icon',
};

type Entry = Record<string, unknown>;

const isObject = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a value that should be an object is named in a message. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list [ … ]';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 39)}…` : value}"`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

async function validateFile(dataDir: string, file: string, collection: Collection, images: ImageChecker): Promise<string[]> {
  const shown = `data/${file}`;
  const fullPath = path.join(dataDir, file);
  if (!fs.existsSync(fullPath)) return [`${shown}: the file is missing`];

  const text = fs.readFileSync(fullPath, 'utf8');
  const syntax = jsonSyntaxProblem(shown, text);
  if (syntax) return [syntax];
  const parsed: unknown = JSON.parse(text);

  if (!collection.list) {
    if (!isObject(parsed)) return [`${shown}: must be one object, written { "field": … }, found ${kindOf(parsed)}`];
    return checkEntryAndImage(shown, '', parsed, collection, images);
  }
  if (!Array.isArray(parsed)) return [`${shown}: must be a list of entries, written [ { … }, { … } ]`];

  const entries = parsed as unknown[];
  const problems: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const where = `entry ${index + 1}${nameOf(entry)}`;
    if (!isObject(entry)) {
      problems.push(`${shown}: ${where}: must be an object, written { "field": … }, found ${kindOf(entry)}`);
      continue;
    }
    problems.push(...(await checkEntryAndImage(shown, where, entry, collection, images)));
  }
  return [...problems, ...checkList(shown, entries.map((entry) => (isObject(entry) ? entry : {})), collection)];
}

/** Where the file's text stops being JSON, and why; null for JSON. */
export function jsonSyntaxProblem(shown: string, text: string): string | null {
  const syntax = locateJsonError(text);
  return syntax ? `${shown}: line ${syntax.line}, column ${syntax.column}: is not valid JSON (${syntax.reason})` : null;
}

/** The entry against its shape, then its picture (unless its "image" field is already wrong). */
async function checkEntryAndImage(shown: string, where: string, entry: Entry, collection: Collection, images: ImageChecker): Promise<string[]> {
  const { problems, issues } = checkShape(shown, where, entry, collection);
  if (issues.some((issue) => issue.path[0] === 'image')) return problems;
  return [...problems, ...(await checkImage(shown, where, entry, images))];
}

/** The entry (or the whole file, `where` empty) against its shape: one message per problem, naming the file, the entry and the field. */
export function checkShape(shown: string, where: string, entry: unknown, collection: Collection): { problems: string[]; issues: z.core.$ZodIssue[] } {
  const result = collection.schema.safeParse(entry, { error: missingIsRequired });
  const issues = result.success ? [] : result.error.issues;
  return { problems: issues.map((issue) => `${shown}: ${where ? `${where}, ` : ''}${describe(issue)}`), issues };
}

/** A field that is not there is "required"; every other problem keeps the schema's own message. */
const missingIsRequired: z.core.$ZodErrorMap = (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined);

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `field "${key}": is not a known field (check its spelling)`).join('; ');
  }
  const field = issue.path.join('.');
  return field ? `field "${field}": ${issue.message}` : issue.message;
}

/** The picture an entry names in its "image" field must be a real image file inside data/. */
async function checkImage(shown: string, where: string, entry: Entry, images: ImageChecker): Promise<string[]> {
  const image = entry.image;
  if (typeof image !== 'string' || image.trim() === '') return [];
  const problem = await images.check(image);
  return problem ? [`${shown}: ${where ? `${where}, ` : ''}field "image": ${problem}`] : [];
}

/** Opens each image once, however many entries name it. */
class ImageChecker {
  private readonly seen = new Map<string, Promise<string | null>>();
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = fs.realpathSync(dataDir);
  }

  /** What is wrong with the picture at `relative` (a path inside data/), or null. */
  check(relative: string): Promise<string | null> {
    let result = this.seen.get(relative);
    if (!result) {
      result = this.inspect(relative);
      this.seen.set(relative, result);
    }
    return result;
  }

  private async inspect(relative: string): Promise<string | null> {
    const inside = (target: string) => {
      const rest = path.relative(this.root, target);
      return rest !== '' && !rest.startsWith('..') && !path.isAbsolute(rest);
    };
    const full = path.resolve(this.root, relative);
    if (path.isAbsolute(relative) || !inside(full)) {
      return `"${relative}" is outside data/; write a path inside it, like "images/jobs/picture.jpg"`;
    }
    if (!fs.existsSync(full)) return `the file "${relative}" does not exist`;
    if (!inside(fs.realpathSync(full))) return `"${relative}" leads outside data/ (a link); put the picture itself in data/images/`;
    if (!fs.statSync(full).isFile()) return `"${relative}" is a folder, not an image file`;
    try {
      const { format, width, height } = await sharp(full).metadata();
      if (format !== 'jpeg' && format !== 'png') return `"${relative}" is a ${format ?? 'unknown'} image; use a JPEG or PNG file`;
      if (!width || !height) return `"${relative}" has no size; save it again as a JPEG or PNG file`;
      return null;
    } catch {
      return `"${relative}" is not an image that can be read (it should be a JPEG or PNG file)`;
    }
  }
}

/** Rules across the entries of a list (non-objects already reported come in as empty entries). */
function checkList(shown: string, entries: Entry[], collection: Collection): string[] {
  const problems: string[] = [];
  const { count } = collection;
  if (count?.exactly !== undefined && entries.length !== count.exactly) {
    problems.push(`${shown}: must have exactly ${count.exactly} entries, has ${entries.length}`);
  }
  if (count?.min !== undefined && entries.length < count.min) {
    problems.push(`${shown}: must have at least ${count.min} ${count.min === 1 ? 'entry' : 'entries'}, has ${entries.length}`);
  }
  for (const field of collection.unique ?? []) {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const value = entry[field];
      if (value === undefined) return;
      const key = String(value).toLowerCase();
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else problems.push(`${shown}: entry ${index + 1}${nameOf(entry)}, field "${field}": repeats the value "${String(value)}" of entry ${first + 1}`);
    });
  }
  if (collection.sequence) {
    const field = collection.sequence;
    entries.forEach((entry, index) => {
      const value = entry[field];
      if (value !== undefined && String(value) !== String(index + 1)) {
        problems.push(`${shown}: entry ${index + 1}${nameOf(entry)}, field "${field}": must be ${index + 1} (entries are numbered 1, 2, 3 … in order)`);
      }
    });
  }
  if (collection.exactlyOne) {
    const field = collection.exactlyOne;
    const chosen = entries.filter((entry) => entry[field] === true).length;
    if (chosen !== 1) problems.push(`${shown}: field "${field}": exactly one entry must be true, ${chosen} are`);
  }
  return problems;
}

/** How an entry is named in messages: by id, key or title, whichever it has. */
function nameOf(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return '';
  const { id, key, title, name } = entry as Entry;
  if (id !== undefined) return ` (id ${String(id)})`;
  if (key !== undefined) return ` (key ${String(key)})`;
  const label = title ?? name;
  return typeof label === 'string' ? ` ("${label}")` : '';
}

/** The message the build stops with. */
export function formatProblems(problems: readonly string[]): string {
  return [`The content in data/ has ${problems.length} problem(s); fix them and build again:`, ...problems.map((p) => `  - ${p}`)].join('\n');
}
