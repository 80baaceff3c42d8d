/**
 * The GraphQL type of a data file's entries. gatsby-transformer-json names a file's nodes after
 * the file (skill-bars.json -> SkillBarsJson, site.json -> SiteJson), or after its folder when it
 * sits in one (legal/privacy_policy.json -> LegalJson); a page's words are named after the page
 * (pages/home.json -> PageHomeJson). gatsby-config gives the transformer this
 * rule, and the schema (src/node/data/graphql-types.ts) declares the same names.
 */
export function jsonTypeName({ node }: { node: { name: string; relativeDirectory: string } }): string {
  // Each page file has a shape of its own: pages/home.json -> PageHomeJson.
  const base = node.relativeDirectory === 'pages' ? `page-${node.name}` : node.relativeDirectory || node.name;
  return `${base.replace(/(^|[-_ ])(\w)/g, (_m: string, _s: string, c: string) => c.toUpperCase())}Json`;
}

/** The same name for a data file given by its path inside data/ ("legal/privacy_policy.json"). */
export function jsonTypeNameOfFile(file: string): string {
  const parts = file.replace(/\.json$/, '').split('/');
  return jsonTypeName({ node: { name: parts[parts.length - 1], relativeDirectory: parts.slice(0, -1).join('/') } });
}
