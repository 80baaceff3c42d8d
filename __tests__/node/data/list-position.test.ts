import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContentDigest } from 'gatsby-core-utils';
import { addListPosition } from '../../../src/node/data/list-position';

type Entry = { title: string };

/** Runs the hook for each entry of a list file as gatsby-transformer-json would, and returns the positions it stored. */
function positionsOf(file: string, entries: Entry[], reads: { count: number }): number[] {
  const fileNode = { id: 'file', absolutePath: file, internal: { contentDigest: createContentDigest(fs.readFileSync(file, 'utf8')) } };
  const stored: number[] = [];
  for (const entry of entries) {
    const node = { id: entry.title, parent: 'file', internal: { owner: 'gatsby-transformer-json', contentDigest: createContentDigest(entry) } };
    const args = {
      node,
      getNode: (id: string) => (id === 'file' ? fileNode : undefined),
      actions: { createNodeField: ({ value }: { value: number }) => stored.push(value) },
      createContentDigest: (value: unknown) => {
        reads.count += 1;
        return createContentDigest(value);
      },
    };
    (addListPosition as unknown as (a: typeof args) => void)(args);
  }
  return stored;
}

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'list-position-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

test('each entry of a list file gets its place in the file; the file is digested once, not once per entry', () => {
  const file = path.join(folder, 'jobs.json');
  const entries = Array.from({ length: 50 }, (_, index) => ({ title: `Job ${index}` }));
  fs.writeFileSync(file, JSON.stringify(entries));
  const digests = { count: 0 };
  expect(positionsOf(file, [...entries].reverse(), digests)).toEqual(entries.map((_, index) => index).reverse());
  expect(digests.count).toBe(entries.length);

  // The file changed (a new content digest): it is read again.
  const moved = [entries[1], entries[0], ...entries.slice(2)];
  fs.writeFileSync(file, JSON.stringify(moved));
  expect(positionsOf(file, [entries[0]], { count: 0 })).toEqual([1]);
});
