import fs from 'node:fs';
import type { GatsbyNode, Node } from 'gatsby';

type FileNode = Node & { absolutePath: string };

/**
 * gatsby-transformer-json makes one node per entry of a list file but keeps no record of the
 * entry's place in the list. This finds it (the node's content digest is that of its entry) and
 * stores it as fields.position.
 */
export const addListPosition: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, createContentDigest }) => {
  if (node.internal.owner !== 'gatsby-transformer-json' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file?.absolutePath) return;
  const entries: unknown = JSON.parse(fs.readFileSync(file.absolutePath, 'utf8'));
  if (!Array.isArray(entries)) return;
  const position = entries.findIndex((entry) => createContentDigest(entry) === node.internal.contentDigest);
  actions.createNodeField({ node, name: 'position', value: position });
};
