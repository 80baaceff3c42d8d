import type { GatsbyNode } from 'gatsby';
import { z } from 'zod';
import { COLLECTIONS, isImagePath } from './data-schema';
import { jsonTypeNameOfFile } from './json-type-name';

/**
 * The GraphQL types of the data/ files, written from their zod schemas (src/node/data-schema.ts),
 * so every field is declared once. Fields are exact and non-null unless the schema makes them
 * optional (the data check has already made sure each one is there). gatsby-transformer-json
 * stores a field called "id" as "jsonId"; an image path becomes a link to its File node. Entries of
 * list files carry fields.position, their place in the file, so pages show them in the owner's order.
 */

const LIST_ENTRY_FIELDS = `"""Where an entry stands in its list file, from 0; lists are sorted by it."""
type ListEntryFields {
  position: Int!
}`;

type TypeDefs = Map<string, string>;

/** The GraphQL type of one field, declaring the object types it needs in `defs`. */
function fieldType(schema: z.ZodTypeAny, nestedName: string, defs: TypeDefs): string {
  if (schema instanceof z.ZodOptional) return fieldType(schema.unwrap(), nestedName, defs).replace(/!$/, '');
  if (isImagePath(schema)) return 'File! @fileByRelativePath';
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) return 'String!';
  if (schema instanceof z.ZodBoolean) return 'Boolean!';
  if (schema instanceof z.ZodNumber) return schema.isInt ? 'Int!' : 'Float!';
  if (schema instanceof z.ZodArray) return `[${fieldType(schema.element, nestedName, defs)}]!`;
  if (schema instanceof z.ZodObject) {
    declareObject(nestedName, schema, '', defs);
    return `${nestedName}!`;
  }
  throw new Error(`src/node/schema.ts cannot declare a field of type ${String(schema._def.typeName)} (${nestedName}): add it there`);
}

function declareObject(name: string, schema: z.AnyZodObject, header: string, defs: TypeDefs, extraLines: string[] = []): void {
  const lines = Object.entries(schema.shape as Record<string, z.ZodTypeAny>).map(([field, value]) => {
    const nested = `${name.replace(/Json$/, '')}${field[0].toUpperCase()}${field.slice(1)}`;
    return `  ${field === 'id' ? 'jsonId' : field}: ${fieldType(value, nested, defs)}`;
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
    const schema = collection.schema;
    if (!(schema instanceof z.ZodObject)) throw new Error(`data/${file}: its schema must be an object`);
    const extraLines = collection.list ? ['  fields: ListEntryFields!'] : [];
    declareObject(jsonTypeNameOfFile(file), schema, ' implements Node @dontInfer', defs, extraLines);
  }
  return [...defs.values()].join('\n\n');
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(dataTypeDefs());
};
