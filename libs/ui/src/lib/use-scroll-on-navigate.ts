import { useEffect } from 'react';

/**
 * Spec §2: every navigation scrolls to the top, or to the hash target when one is given.
 * Router-agnostic: pass the current location's pathname and hash. Runs on mount too, so a
 * deep link with a hash lands on its target once the page has rendered it.
 */
export function useScrollOnNavigate(pathname: string, hash: string): void {
  useEffect(() => {
    const id = safeDecode(hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
