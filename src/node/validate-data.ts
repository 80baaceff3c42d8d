import fs from 'node:fs';
import path from 'node:path';
import type { ZodIssue } from 'zod';
import { COLLECTIONS, type Collection } from './data-schema';

/**
 * Checks every file under the data folder against its declared shape and returns one message per
 * problem, each naming the file, the entry and the field. An empty list means the data is sound.
 */
export function validateData(dataDir: string): string[] {
  return Object.entries(COLLECTIONS).flatMap(([file, collection]) => validateFile(dataDir, file, collection));
}

type Entry = Record<string, unknown>;

function validateFile(dataDir: string, file: string, collection: Collection): string[] {
  const shown = `data/${file}`;
  const fullPath = path.join(dataDir, file);
  if (!fs.existsSync(fullPath)) return [`${shown}: the file is missing`];

  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(fullPath, 'utf8'));
  } catch (error) {
    return [`${shown}: is not valid JSON (${(error as Error).message})`];
  }

  if (!collection.list) {
    return [...checkEntry(shown, '', parsed, collection), ...checkImages(shown, '', parsed, fullPath)];
  }
  if (!Array.isArray(parsed)) return [`${shown}: must be a list of entries, written [ { … }, { … } ]`];

  const entries = parsed as unknown[];
  const problems = entries.flatMap((entry, index) => {
    const where = `entry ${index + 1}${nameOf(entry)}`;
    return [...checkEntry(shown, where, entry, collection), ...checkImages(shown, where, entry, fullPath)];
  });
  return [...problems, ...checkList(shown, entries as Entry[], collection)];
}

function checkEntry(shown: string, where: string, entry: unknown, collection: Collection): string[] {
  const result = collection.schema.safeParse(entry);
  if (result.success) return [];
  return result.error.issues.map((issue: ZodIssue) => `${shown}: ${where ? `${where}, ` : ''}${describe(issue)}`);
}

function describe(issue: ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `field "${key}": is not a known field (check its spelling)`).join('; ');
  }
  const field = issue.path.join('.');
  const message = issue.code === 'invalid_type' && issue.received === 'undefined' ? 'is required' : issue.message;
  return field ? `field "${field}": ${message}` : message;
}

/** Every image a data file names must exist beside it. */
function checkImages(shown: string, where: string, entry: unknown, fullPath: string): string[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const image = (entry as Entry).image;
  if (typeof image !== 'string' || image.trim() === '') return [];
  const imagePath = path.join(path.dirname(fullPath), image);
  if (fs.existsSync(imagePath)) return [];
  return [`${shown}: ${where ? `${where}, ` : ''}field "image": the file "${image}" does not exist`];
}

function checkList(shown: string, entries: Entry[], collection: Collection): string[] {
  const problems: string[] = [];
  const { count } = collection;
  if (count?.exactly !== undefined && entries.length !== count.exactly) {
    problems.push(`${shown}: must have exactly ${count.exactly} entries, has ${entries.length}`);
  }
  if (count?.min !== undefined && entries.length < count.min) {
    problems.push(`${shown}: must have at least ${count.min} entries, has ${entries.length}`);
  }
  for (const field of collection.unique ?? []) {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const value = entry?.[field];
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
      const value = entry?.[field];
      if (value !== undefined && String(value) !== String(index + 1)) {
        problems.push(`${shown}: entry ${index + 1}${nameOf(entry)}, field "${field}": must be ${index + 1} (entries are numbered 1, 2, 3 … in order)`);
      }
    });
  }
  if (collection.exactlyOne) {
    const field = collection.exactlyOne;
    const chosen = entries.filter((entry) => entry?.[field] === true).length;
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
