import { COUNT_UP_DURATION_MS, COUNT_UP_FPS } from './constants';
import { easeOutCubic } from './easing';

export type CountUpTiming = {
  durationMs: number;
  /** Frames a second: the shown number changes at most this often. */
  fps: number;
};

export const COUNT_UP_TIMING: CountUpTiming = { durationMs: COUNT_UP_DURATION_MS, fps: COUNT_UP_FPS };

/**
 * The whole number a count-up from 0 to `target` shows `elapsedMs` after it started: time is cut
 * into frames, eased out, and the last frame lands exactly on the target.
 */
export function countUpValue(elapsedMs: number, target: number, timing: CountUpTiming = COUNT_UP_TIMING): number {
  if (elapsedMs >= timing.durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const frameMs = 1000 / timing.fps;
  const frameStart = Math.floor(elapsedMs / frameMs) * frameMs;
  return Math.round(target * easeOutCubic(frameStart / timing.durationMs));
}
