import fs from 'node:fs';
import { jobPath, PATHS, servicePath } from '../../src/lib/routes';

/** A data file as the build reads it. */
export const readData = (file: string) => JSON.parse(fs.readFileSync(`data/${file}`, 'utf8'));

/** One screen of each kind, at its canonical address: every fixed page, a service page and a job page. */
export const ONE_OF_EACH_SCREEN: string[] = [
  ...Object.values(PATHS),
  servicePath(readData('services.json')[0]),
  jobPath(1, readData('jobs.json')[0].title),
];

/** An address that is none of ours: the 404 screen. */
export const A_MISSING_PAGE = '/no-such-page';

/** Every canonical screen: the fixed pages, and the page of every service and every job. */
export const EVERY_CANONICAL_SCREEN: string[] = [
  ...Object.values(PATHS),
  ...readData('services.json').map(servicePath),
  ...readData('jobs.json').map((job: { title: string }, index: number) => jobPath(index + 1, job.title)),
];
