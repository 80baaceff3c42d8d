import { followingItems } from '../../../src/lib/following-items';

const jobs = ['a', 'b', 'c', 'd', 'e', 'f'];

test('a job page shows the jobs after it, from the first again after the last', () => {
  expect(followingItems(jobs, 0, 3)).toEqual(['b', 'c', 'd']);
  expect(followingItems(jobs, 4, 3)).toEqual(['f', 'a', 'b']);
  expect(followingItems(jobs, 5, 3)).toEqual(['a', 'b', 'c']);
});

test('each job is shown on as many other pages as a page shows jobs, however long the list', () => {
  const many = Array.from({ length: 240 }, (_, index) => index);
  const shownOn = new Map<number, number>();
  many.forEach((_, index) => followingItems(many, index, 3).forEach((job) => shownOn.set(job, (shownOn.get(job) ?? 0) + 1)));
  expect(new Set(shownOn.values())).toEqual(new Set([3]));
});

test('a short list shows every other job once, and never the page\'s own', () => {
  expect(followingItems(['a', 'b', 'c'], 1, 3)).toEqual(['c', 'a']);
  expect(followingItems(['a'], 0, 3)).toEqual([]);
});
