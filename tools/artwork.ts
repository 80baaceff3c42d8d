// `npm run artwork`: the deterministic artwork generator for the Brightlane Digital site
// (tools/artwork/). Every image is an SVG string built there and rasterised with sharp.
// No network, no Math.random, no dates: re-running produces byte-identical files.
import path from 'node:path';
import { written } from './artwork/lib.ts';
import { services } from './artwork/services.ts';
import { jobs } from './artwork/jobs.ts';
import { misc } from './artwork/misc.ts';
import { brand } from './artwork/brand.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA = path.join(ROOT, 'data');
const STATIC = path.join(ROOT, 'static');

await services(DATA);
await jobs(DATA);
await misc(DATA);
await brand(DATA, STATIC);
const total = written.reduce((sum, file) => sum + file.bytes, 0);
console.log(`done: ${written.length} files, ${(total / 1024).toFixed(1)} KB total`);
