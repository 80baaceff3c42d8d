/** The project's root folder. */
export const PROJECT_ROOT: string;
/** Makes `target` a copy of the project (or brings an earlier copy up to date): how many files it wrote and removed. */
export function copyProject(target: string, options?: { source?: string }): { dir: string; written: number; removed: number };
/** A step Gatsby reported as done: its seconds, and its count when it reports one. */
export type GatsbyStep = { seconds: number; count?: number };
/** What one build took and said: wall-clock and CPU seconds, its output, and the steps Gatsby reported, by name. */
export type BuildResult = { seconds: number; cpuSeconds: number; output: string; steps: Record<string, GatsbyStep> };
/** Runs `gatsby build` in `dir`; rejects with the end of the output when the build fails. */
export function buildIn(dir: string, options?: { env?: Record<string, string>; onOutput?: (text: string) => void }): Promise<BuildResult>;
/** A portfolio of `count` jobs made from `jobs`, each copy with its original's picture. */
export function scaledJobs<T extends { title: string }>(jobs: readonly T[], count: number): T[];
