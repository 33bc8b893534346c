// A form's draft, kept in sessionStorage while the member types: a failed call, the login dialog,
// a session that ends (401 reloads the page) or a reload never loses what was written. Read after
// hydration, so the server's HTML and the first render agree.
import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'sealens.qa-draft.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function useDraft<T extends object>(key: string, empty: T): [T, (next: T | ((current: T) => T)) => void, () => void] {
  const [draft, setDraft] = useState<T>(empty);
  const restored = useRef(false);
  const emptyRef = useRef(empty);

  useEffect(() => {
    restored.current = false;
    const raw = storage()?.getItem(PREFIX + key);
    let saved: T | undefined;
    try {
      saved = raw ? ({ ...emptyRef.current, ...(JSON.parse(raw) as Partial<T>) } as T) : undefined;
    } catch {
      saved = undefined;
    }
    setDraft(saved ?? emptyRef.current);
    restored.current = true;
  }, [key]);

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      setDraft((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (restored.current) storage()?.setItem(PREFIX + key, JSON.stringify(value));
        return value;
      });
    },
    [key],
  );
  const clear = useCallback(() => {
    storage()?.removeItem(PREFIX + key);
    setDraft(emptyRef.current);
  }, [key]);
  return [draft, update, clear];
}
