import { graphql, useStaticQuery } from 'gatsby';

export type Counter = Queries.CountersQuery['allCountersJson']['nodes'][number];

/** The four headline figures from data/counters.json, in the file's order. */
export function useCounters(): readonly Counter[] {
  const data = useStaticQuery<Queries.CountersQuery>(graphql`
    query Counters {
      allCountersJson(sort: { fields: { position: ASC } }) {
        nodes {
          label
          value
          unit
        }
      }
    }
  `);
  return data.allCountersJson.nodes;
}
