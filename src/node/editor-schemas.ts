import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { COLLECTIONS, type Collection } from './data-schema';

/**
 * JSON Schemas of the data files, written from their zod schemas (src/node/data-schema.ts) into
 * data/schemas/. An editor that reads them (VS Code does, through .vscode/settings.json) checks
 * and completes an entry while the owner types it. The build rewrites them when the schema
 * changes, and a unit test fails if the committed ones are out of date.
 */

/** Where the schemas live, inside data/. */
const SCHEMA_FOLDER = 'schemas';

/** The schema file of a data file: "legal/privacy_policy.json" -> "schemas/legal-privacy_policy.schema.json". */
export function schemaFileOf(file: string): string {
  return `${SCHEMA_FOLDER}/${file.replace(/\.json$/, '').replace(/\//g, '-')}.schema.json`;
}

/** The whole file's shape: one entry, or a list with the number of entries the site needs. */
function fileSchema(collection: Collection): z.ZodTypeAny {
  if (!collection.list) return collection.schema;
  const { min, exactly } = collection.count ?? {};
  let list = z.array(collection.schema);
  if (exactly !== undefined) list = list.length(exactly);
  else if (min !== undefined) list = list.min(min);
  return list;
}

/** Every schema file's text, keyed by its path inside data/. */
export function editorSchemas(): Map<string, string> {
  return new Map(
    Object.entries(COLLECTIONS).map(([file, collection]) => {
      const schema = zodToJsonSchema(fileSchema(collection), { $refStrategy: 'none', applyRegexFlags: true });
      const titled = { title: `data/${file}`, ...schema };
      return [schemaFileOf(file), `${JSON.stringify(titled, null, 2)}\n`];
    }),
  );
}

/** Writes the schema files that are missing or out of date; returns the ones it wrote. */
export function writeEditorSchemas(dataDir: string): string[] {
  const written: string[] = [];
  for (const [file, text] of editorSchemas()) {
    const target = path.join(dataDir, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    written.push(file);
  }
  return written;
}

/** The editor settings that map each data file to its schema (.vscode/settings.json, "json.schemas"). */
export function editorSchemaMappings(): { fileMatch: string[]; url: string }[] {
  return Object.keys(COLLECTIONS).map((file) => ({ fileMatch: [`/data/${file}`], url: `./data/${schemaFileOf(file)}` }));
}
