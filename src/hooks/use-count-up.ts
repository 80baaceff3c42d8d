import { useEffect, useRef, useState, type RefObject } from 'react';
import { COUNTER_VISIBLE_THRESHOLD } from '../lib/constants';
import { countUpValue, COUNT_UP_TIMING, type CountUpTiming } from '../lib/count-up';
import { useInView } from './use-in-view';
import { prefersReducedMotion } from './use-reduced-motion';

type Phase = 'idle' | 'waiting' | 'counting' | 'done';

/**
 * A number that counts up from 0 to `target`, once, when `threshold` of the element is on screen.
 * The server and the first client render show `target` (crawlers, no JavaScript). After
 * hydration, an element that is wholly off screen drops to 0 and waits; one already showing, or a
 * visitor who asks for less motion, keeps the final number.
 */
export function useCountUp<T extends Element>(
  target: number,
  { threshold = COUNTER_VISIBLE_THRESHOLD, timing = COUNT_UP_TIMING }: { threshold?: number; timing?: CountUpTiming } = {},
): { ref: RefObject<T>; value: number } {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);
  const [phase, setPhase] = useState<Phase>('idle');
  const inView = useInView(ref, threshold, phase === 'idle' || phase === 'waiting');
  const frame = useRef(0);

  useEffect(() => {
    if (inView === 'pending') return;
    if (phase === 'idle') {
      if (inView !== 'out' || prefersReducedMotion()) {
        setPhase('done');
      } else {
        setValue(0);
        setPhase('waiting');
      }
      return;
    }
    if (phase !== 'waiting' || inView !== 'in') return;
    if (prefersReducedMotion()) {
      setValue(target);
      setPhase('done');
      return;
    }
    setPhase('counting');
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      setValue(countUpValue(elapsed, target, timing));
      if (elapsed < timing.durationMs) {
        frame.current = requestAnimationFrame(step);
      } else {
        setPhase('done');
      }
    };
    frame.current = requestAnimationFrame(step);
  }, [inView, phase, target, timing]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return { ref, value };
}
