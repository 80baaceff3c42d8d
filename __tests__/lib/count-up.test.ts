import { COUNT_UP_DURATION_MS, COUNT_UP_FPS } from '../../src/lib/constants';
import { countUpValue } from '../../src/lib/count-up';
import { easeOutCubic } from '../../src/lib/easing';

describe('the ease-out curve', () => {
  test('starts at 0, ends at 1 and stays inside for times outside', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  test('is fast first and slow at the end', () => {
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.8);
    expect(easeOutCubic(0.25) - easeOutCubic(0)).toBeGreaterThan(easeOutCubic(1) - easeOutCubic(0.75));
  });
});

describe('the count-up value', () => {
  const frameMs = 1000 / COUNT_UP_FPS;
  const times = Array.from({ length: Math.ceil(COUNT_UP_DURATION_MS / 5) + 1 }, (_, index) => index * 5);

  test('is 0 at the start and the target at the end of the duration (2000 ms)', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2000);
    expect(countUpValue(0, 50)).toBe(0);
    expect(countUpValue(COUNT_UP_DURATION_MS, 50)).toBe(50);
    expect(countUpValue(COUNT_UP_DURATION_MS + 500, 50)).toBe(50);
    expect(countUpValue(COUNT_UP_DURATION_MS - 1, 50)).toBeLessThanOrEqual(50);
  });

  test('never goes down and is always a whole number', () => {
    for (const target of [5, 14, 20, 50, 1234]) {
      const values = times.map((time) => countUpValue(time, target));
      values.forEach((value, index) => {
        expect(Number.isInteger(value)).toBe(true);
        if (index > 0) expect(value).toBeGreaterThanOrEqual(values[index - 1]);
      });
    }
  });

  test('eases out: most of the way there by half time, the last stretch slow', () => {
    const target = 1000;
    const half = countUpValue(COUNT_UP_DURATION_MS / 2, target);
    expect(half).toBeGreaterThan(target * 0.8);
    const firstQuarter = countUpValue(COUNT_UP_DURATION_MS / 4, target);
    const lastQuarter = target - countUpValue((COUNT_UP_DURATION_MS * 3) / 4, target);
    expect(firstQuarter).toBeGreaterThan(lastQuarter * 10);
  });

  test('changes at most once a frame (about 60 a second)', () => {
    expect(COUNT_UP_FPS).toBe(60);
    expect(countUpValue(frameMs * 10 + 1, 1000)).toBe(countUpValue(frameMs * 11 - 1, 1000));
    expect(countUpValue(frameMs * 11 + 1, 1000)).toBeGreaterThan(countUpValue(frameMs * 10 + 1, 1000));
    const distinct = new Set(times.map((time) => countUpValue(time, 1_000_000)));
    expect(distinct.size).toBeLessThanOrEqual(Math.ceil((COUNT_UP_DURATION_MS / 1000) * COUNT_UP_FPS) + 1);
  });
});
