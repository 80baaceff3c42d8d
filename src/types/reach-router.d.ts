/** The route matcher `gatsby serve` uses for match paths (a dependency of gatsby). */
declare module '@gatsbyjs/reach-router' {
  export function match(path: string, uri: string): { params: Record<string, string>; uri: string } | null;
}
