import fs from 'node:fs';
import path from 'node:path';
import { BUILD_META_KEYS, COLLECTIONS, jsonSchemaOf, type JsonSchema } from './data-schema';

/**
 * JSON Schemas of the data files (jsonSchemaOf, src/node/data/data-schema.ts) in data/schemas/, with
 * only JSON Schema's own keywords, so that any validator reads them. An editor that reads them
 * (VS Code does, through .vscode/settings.json) checks and completes an entry while the owner
 * types it, and shows each field's label and hint. The build rewrites them when the schema
 * changes, and a unit test fails if the committed ones are out of date.
 */

/** Where the schemas live, inside data/. */
const SCHEMA_FOLDER = 'schemas';

/** The schema file of a data file: "legal/privacy_policy.json" -> "schemas/legal-privacy_policy.schema.json". */
export function schemaFileOf(file: string): string {
  return `${SCHEMA_FOLDER}/${file.replace(/\.json$/, '').replace(/\//g, '-')}.schema.json`;
}

/** The schema without the build's own keys (BUILD_META_KEYS), at every depth (a field of that name stays). */
function withoutFormKeys(value: unknown, fields = false): unknown {
  if (Array.isArray(value)) return value.map((inner) => withoutFormKeys(inner));
  if (typeof value !== 'object' || value === null) return value;
  const kept = fields ? Object.entries(value) : Object.entries(value).filter(([key]) => !(BUILD_META_KEYS as readonly string[]).includes(key));
  return Object.fromEntries(kept.map(([key, inner]) => [key, withoutFormKeys(inner, !fields && key === 'properties')]));
}

/** Every schema file's text, keyed by its path inside data/. */
export function editorSchemas(): Map<string, string> {
  return new Map(
    Object.entries(COLLECTIONS).map(([file, collection]) => {
      const schema = withoutFormKeys(jsonSchemaOf(collection)) as JsonSchema;
      return [schemaFileOf(file), `${JSON.stringify(schema, null, 2)}\n`];
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
