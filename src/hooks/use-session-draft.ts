import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Values that survive a reload of the tab: saved to sessionStorage under `key` as they change and
 * read back once the page is running (the static HTML always starts from `empty`). `revive` turns
 * whatever was stored into a value of the right shape; `clear` forgets the draft.
 * A browser that refuses storage just has no draft.
 */
export function useSessionDraft<T>(
  key: string,
  empty: T,
  revive: (stored: unknown) => T,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [value, setValue] = useState<T>(empty);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const stored = attempt(() => window.sessionStorage.getItem(key));
    if (stored) {
      const parsed = attempt(() => JSON.parse(stored) as unknown);
      if (parsed !== undefined) setValue(revive(parsed));
    }
    setRestored(true);
  }, [key, revive]);

  useEffect(() => {
    if (!restored) return;
    const json = JSON.stringify(value);
    attempt(() =>
      json === JSON.stringify(empty) ? window.sessionStorage.removeItem(key) : window.sessionStorage.setItem(key, json),
    );
  }, [key, value, empty, restored]);

  const clear = useCallback(() => {
    attempt(() => window.sessionStorage.removeItem(key));
    setValue(empty);
  }, [key, empty]);

  return [value, setValue, clear];
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
