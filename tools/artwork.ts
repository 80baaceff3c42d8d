#!/usr/bin/env node
// Deterministic artwork generator for the Brightlane Digital site.
// Run from the repo root:  node scripts/generate-artwork.mjs
// Every image is an SVG string built here and rasterised with sharp.
// No network, no Math.random, no dates: re-running produces byte-identical files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { written } from './artwork/lib.mjs';
import { services } from './artwork/services.mjs';
import { jobs } from './artwork/jobs.mjs';
import { misc } from './artwork/misc.mjs';
import { brand } from './artwork/brand.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.join(ROOT, 'data');
const STATIC = path.join(ROOT, 'static');

async function main() {
  await services(DATA);
  await jobs(DATA);
  await misc(DATA);
  await brand(DATA, STATIC);
  const total = written.reduce((s, f) => s + f.bytes, 0);
  console.log(`done: ${written.length} files, ${(total / 1024).toFixed(1)} KB total`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
