import { featuresFor, type PropertyRule } from './google-structured-data';

/** A parsed JSON value. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
/** A parsed JSON object: a JSON-LD node, or a reference to one ({ "@id": … }). */
export type JsonObject = { [key: string]: Json };

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: Json | undefined): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const asList = (value: Json): Json[] => (Array.isArray(value) ? value : [value]);

/**
 * The JSON-LD blocks of a page, parsed. A block that is not JSON, or not one object, throws an
 * error naming the page and the block.
 */
export function jsonLdBlocks(html: string, page: string): JsonObject[] {
  return [...html.matchAll(/<script[^>]*\stype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match, index) => {
    let parsed: Json;
    try {
      parsed = JSON.parse(match[1]) as Json;
    } catch (error) {
      throw new Error(`${page}: JSON-LD block ${index + 1} is not JSON (${(error as Error).message})`);
    }
    if (!isObject(parsed)) throw new Error(`${page}: JSON-LD block ${index + 1} is not an object`);
    return parsed;
  });
}

/** One node of a block: an object with an @type, and whether it sits inside another node. */
export type LdNode = { node: JsonObject; type: string; nested: boolean };

/** Every node of a block, the block itself first. */
export function nodesOf(block: JsonObject): LdNode[] {
  const nodes: LdNode[] = [];
  const visit = (value: Json, insideNode: boolean): void => {
    if (Array.isArray(value)) return value.forEach((entry) => visit(entry, insideNode));
    if (!isObject(value)) return;
    const type = value['@type'];
    if (typeof type === 'string') nodes.push({ node: value, type, nested: insideNode });
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('@')) visit(child, insideNode || typeof type === 'string');
  };
  visit(block, false);
  return nodes;
}

/** A reference is an object that holds an @id and nothing else; any other object with an @id defines that node. */
export const isReference = (value: JsonObject): boolean => Object.keys(value).length === 1 && typeof value['@id'] === 'string';

/** Every @id a block defines, and every @id it refers to. */
export function idsOf(block: JsonObject): { defined: string[]; referenced: string[] } {
  const defined: string[] = [];
  const referenced: string[] = [];
  const visit = (value: Json): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const id = value['@id'];
    if (typeof id === 'string') (isReference(value) ? referenced : defined).push(id);
    Object.values(value).forEach(visit);
  };
  visit(block);
  return { defined, referenced };
}

/** The values at a dotted path below some starting values, through lists; `missing` when any step is absent or empty. */
function valuesAt(start: readonly Json[], segments: readonly string[]): { missing: boolean; values: Json[] } {
  let current: Json[] = [...start];
  for (const segment of segments) {
    const next: Json[] = [];
    for (const value of current) {
      const child = isObject(value) ? value[segment] : undefined;
      if (child === undefined || isEmpty(child)) return { missing: true, values: [] };
      next.push(...asList(child));
    }
    current = next;
  }
  return { missing: false, values: current };
}

/** The URL a value names: a string, or a node's @id. */
export function urlOf(value: Json): string | undefined {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value['@id'] === 'string') return value['@id'];
  return undefined;
}

const isNumber = (value: Json): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()));

/** What is wrong with the values found for a rule; an empty list when nothing is. */
function valueProblems(rule: PropertyRule, path: string, head: readonly Json[], values: readonly Json[]): string[] {
  const problems: string[] = [];
  if (rule.minItems !== undefined && head.length < rule.minItems) problems.push(`${path} has ${head.length} entries, fewer than ${rule.minItems}`);
  if (rule.check === 'positions') {
    const positions = head.map((entry) => (isObject(entry) ? entry.position : undefined));
    const expected = head.map((_, index) => index + 1);
    if (JSON.stringify(positions) !== JSON.stringify(expected)) problems.push(`${path} positions are ${JSON.stringify(positions)}, not 1 to ${head.length}`);
  }
  for (const value of values) {
    if (rule.check === 'url' && !/^https?:\/\/\S+$/.test(urlOf(value) ?? '')) problems.push(`${path} is not an absolute URL: ${JSON.stringify(value)}`);
    if (rule.check === 'number' && !isNumber(value)) problems.push(`${path} is not a number: ${JSON.stringify(value)}`);
    if (rule.oneOf && !(typeof value === 'string' && rule.oneOf.includes(value))) problems.push(`${path} is not one of Google's values: ${JSON.stringify(value)}`);
  }
  return problems;
}

/** The site's own reasons for leaving out recommended properties, by type and then by path. */
export type NotGiven = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * What Google's documented rules (google-structured-data.ts) find wrong with one node, as
 * sentences naming the type, the level and the property. A recommended property may be left out
 * only with a reason in `notGiven`; a required one never; a property given although listed there
 * is reported too, so the list stays true.
 */
export function googleProblems({ node, type, nested }: LdNode, notGiven: NotGiven = {}): string[] {
  const problems: string[] = [];
  const reasons = notGiven[type] ?? {};
  for (const feature of featuresFor(type)) {
    for (const rule of feature.properties) {
      if (rule.topLevelOnly && nested) continue;
      const label = `${type} (${feature.name}): ${rule.level} ${rule.anyOf ? rule.anyOf.join(' or ') : rule.path}`;
      const found = (rule.anyOf ?? [rule.path])
        .map((path) => {
          const [first, ...rest] = path.split('.');
          const headValue = node[first];
          if (headValue === undefined || isEmpty(headValue)) return undefined;
          const head = asList(headValue);
          const { missing, values } = valuesAt(rule.exceptLast ? head.slice(0, -1) : head, rest);
          return missing ? undefined : { path, head, values };
        })
        .find((result) => result !== undefined);
      const reason = reasons[rule.path];
      if (reason !== undefined && rule.level === 'required') problems.push(`${label} is listed as not given, but Google requires it`);
      if (found && reason !== undefined) problems.push(`${label} is given, but listed as not given ("${reason}")`);
      if (!found && reason === undefined) problems.push(`${label} is missing`);
      if (found) problems.push(...valueProblems(rule, found.path, found.head, found.values).map((problem) => `${type} (${feature.name}): ${problem}`));
    }
  }
  return problems;
}
