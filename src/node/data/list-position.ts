import fs from 'node:fs';
import type { GatsbyNode, Node } from 'gatsby';

type FileNode = Node & { absolutePath: string };

/** Each list file's entries by content digest (the first place of each), read once per version of the file. */
const placesByFile = new Map<string, { version: string; places: Map<string, number> }>();

function placesIn(file: FileNode, digestOf: (entry: string | object) => string): Map<string, number> | null {
  const known = placesByFile.get(file.absolutePath);
  if (known?.version === file.internal.contentDigest) return known.places;
  const entries: unknown = JSON.parse(fs.readFileSync(file.absolutePath, 'utf8'));
  if (!Array.isArray(entries)) return null;
  const places = new Map<string, number>();
  entries.forEach((entry, index) => {
    const digest = digestOf(entry);
    if (!places.has(digest)) places.set(digest, index);
  });
  placesByFile.set(file.absolutePath, { version: file.internal.contentDigest, places });
  return places;
}

/**
 * gatsby-transformer-json makes one node per entry of a list file but keeps no record of the
 * entry's place in the list. This finds it (the node's content digest is that of its entry) and
 * stores it as fields.position. Each file is read and digested once, not once per entry: at 1,000
 * jobs, once per entry took about a minute.
 */
export const addListPosition: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, createContentDigest }) => {
  if (node.internal.owner !== 'gatsby-transformer-json' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file?.absolutePath) return;
  const places = placesIn(file, createContentDigest);
  if (!places) return;
  actions.createNodeField({ node, name: 'position', value: places.get(node.internal.contentDigest) ?? -1 });
};
