import { dataTypeDefs } from '../../../src/node/data/graphql-types';

/** The lines of one declared type, without their indentation. */
function typeLines(name: string): string[] {
  const match = new RegExp(`type ${name}\\b[^{]*\\{([^}]*)\\}`).exec(dataTypeDefs());
  if (!match) throw new Error(`no type ${name}`);
  return match[1].trim().split('\n').map((line) => line.trim());
}

test('every data file gets a node type named as gatsby-transformer-json names its nodes', () => {
  const names = [...dataTypeDefs().matchAll(/type (\w+) implements Node @dontInfer/g)].map((match) => match[1]);
  expect(names).toEqual(
    expect.arrayContaining(['SiteJson', 'ServicesJson', 'JobsJson', 'SkillBarsJson', 'PricingPlansJson', 'FaqJson', 'LegalJson']),
  );
  expect(new Set(names).size).toBe(names.length);
});

test('fields keep the schema: exact scalars, lists, images as files, "id" as jsonId and the list position', () => {
  expect(typeLines('ServicesJson')).toEqual(
    expect.arrayContaining(['jsonId: Int!', 'slug: String!', 'image: File! @fileByRelativePath', 'content: [String!]!', 'fields: ListEntryFields!']),
  );
  expect(typeLines('PricingPlansJson')).toEqual(expect.arrayContaining(['popular: Boolean!', 'features: [String!]!']));
  expect(typeLines('SiteJson')).not.toContain('fields: ListEntryFields!');
});

test('an optional field is nullable, and a nested object gets a type of its own', () => {
  expect(typeLines('LegalJson')).toContain('sections: [LegalSections!]!');
  expect(typeLines('LegalSections')).toEqual(['title: String!', 'paragraphs: [String!]!', 'items: [String!]']);
});
