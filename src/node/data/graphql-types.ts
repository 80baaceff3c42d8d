import type { GatsbyNode } from 'gatsby';
import { IMAGE_FILE } from '../../lib/image-paths';
import { COLLECTIONS, jsonSchemaOf, type JsonSchema } from './data-schema';
import { jsonTypeNameOfFile } from './json-type-name';

/**
 * The GraphQL types of the data/ files, written from their JSON Schemas (jsonSchemaOf,
 * src/node/data/data-schema.ts), so every field is declared once. Fields are exact and non-null unless
 * the schema leaves them out of "required" (the data check has already made sure each one is
 * there). gatsby-transformer-json stores a field called "id" as "jsonId"; an image path becomes a
 * link to its File node. Entries of list files carry fields.position, their place in the file, so
 * pages show them in the owner's order.
 */

const LIST_ENTRY_FIELDS = `"""Where an entry stands in its list file, from 0; lists are sorted by it."""
type ListEntryFields {
  position: Int!
}`;

type TypeDefs = Map<string, string>;

/** The schema of a JSON Schema's list items (a list of one kind of item). */
export function itemsOf(schema: JsonSchema, where: string): JsonSchema {
  const { items } = schema;
  if (typeof items !== 'object' || Array.isArray(items)) throw new Error(`${where}: a list must declare one schema for its items`);
  return items;
}

/** Whether a field holds the path of a picture beside the data file (its pattern is IMAGE_FILE). */
export const isImagePath = (schema: JsonSchema): boolean => schema.type === 'string' && schema.pattern === IMAGE_FILE.source;

/** The GraphQL type of one field (non-null), declaring the object types it needs in `defs`. */
function fieldType(schema: JsonSchema, nestedName: string, defs: TypeDefs): string {
  if (isImagePath(schema)) return 'File! @fileByRelativePath';
  switch (schema.type) {
    case 'string':
      return 'String!';
    case 'boolean':
      return 'Boolean!';
    case 'integer':
      return 'Int!';
    case 'number':
      return 'Float!';
    case 'array':
      return `[${fieldType(itemsOf(schema, nestedName), nestedName, defs)}]!`;
    case 'object': {
      // A group several files share has one name (graphqlType), so one fragment can ask for it.
      const name = typeof schema.graphqlType === 'string' ? schema.graphqlType : nestedName;
      declareObject(name, schema, '', defs);
      return `${name}!`;
    }
    default:
      throw new Error(`src/node/data/graphql-types.ts cannot declare a field of type ${JSON.stringify(schema.type)} (${nestedName}): add it there`);
  }
}

function declareObject(name: string, schema: JsonSchema, header: string, defs: TypeDefs, extraLines: string[] = []): void {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(([field, value]) => {
    if (typeof value !== 'object') throw new Error(`${name}.${field}: a field must have a schema`);
    const nested = `${name.replace(/Json$/, '')}${field[0].toUpperCase()}${field.slice(1)}`;
    const type = fieldType(value, nested, defs);
    return `  ${field === 'id' ? 'jsonId' : field}: ${required.has(field) ? type : type.replace(/!(?= @|$)/, '')}`;
  });
  lines.push(...extraLines);
  const definition = `type ${name}${header} {\n${lines.join('\n')}\n}`;
  const previous = defs.get(name);
  if (previous !== undefined && previous !== definition) throw new Error(`Two data files declare the type ${name} differently`);
  defs.set(name, definition);
}

/** The type definitions of every data file, as Gatsby's createTypes takes them. */
export function dataTypeDefs(): string {
  const defs: TypeDefs = new Map([['ListEntryFields', LIST_ENTRY_FIELDS]]);
  for (const [file, collection] of Object.entries(COLLECTIONS)) {
    const fileSchema = jsonSchemaOf(collection);
    const entry = collection.list ? itemsOf(fileSchema, `data/${file}`) : fileSchema;
    if (entry.type !== 'object') throw new Error(`data/${file}: its schema must be an object`);
    const extraLines = collection.list ? ['  fields: ListEntryFields!'] : [];
    declareObject(jsonTypeNameOfFile(file), entry, ' implements Node @dontInfer', defs, extraLines);
  }
  return [...defs.values()].join('\n\n');
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(dataTypeDefs());
};
