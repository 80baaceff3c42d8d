/**
 * @jest-environment node
 */
import { CLOUDFLARE_FILES, fileCountProblems, isCloudflareBuild } from '../../../src/node/hosts/host-limits';

test("Cloudflare Pages' own build is told by its environment", () => {
  expect([isCloudflareBuild({ CF_PAGES: '1' }), isCloudflareBuild({ NETLIFY: 'true' }), isCloudflareBuild({})]).toEqual([true, false, false]);
});

test("past Cloudflare Pages' limit on files the build stops, naming the host, the limit and the count; a paid plan's switch raises it", () => {
  expect(fileCountProblems(CLOUDFLARE_FILES.free, {})).toEqual([]);
  expect(fileCountProblems(CLOUDFLARE_FILES.free + 1, {})).toEqual([
    'Cloudflare Pages: public/ has 20001 files; Cloudflare Pages takes at most 20000 in one deployment (100000 on a paid plan, with PAGES_WRANGLER_MAJOR_VERSION=4 in the project\'s environment variables)',
  ]);
  const paid = { PAGES_WRANGLER_MAJOR_VERSION: '4' };
  expect(fileCountProblems(CLOUDFLARE_FILES.free + 1, paid)).toEqual([]);
  expect(fileCountProblems(CLOUDFLARE_FILES.paid + 1, paid)).toEqual(['Cloudflare Pages: public/ has 100001 files; Cloudflare Pages takes at most 100000 in one deployment']);
});
