import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { JobCardProps } from './job-card';

type JobCardNode = {
  title: string;
  caption: string;
  fields: { position: number };
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
};

/** Card props from a query's job nodes (numbered by their place in data/jobs.json). */
export function toJobCards(nodes: readonly JobCardNode[]): JobCardProps[] {
  return nodes.map((node) => ({
    number: node.fields.position + 1,
    title: node.title,
    caption: node.caption,
    image: node.image.childImageSharp?.gatsbyImageData,
  }));
}
