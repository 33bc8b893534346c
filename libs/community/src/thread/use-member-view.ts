// The server renders every page as a visitor sees it: the session cookie is scoped to /api, so a
// page request never carries it, and visitor pages may be cached. Which rows are the reader's own
// (`mine`) is then unknown; once the page runs in a member's browser, the route's loader runs
// again there, where the API call carries the cookie and the answer says `mine`.
import { useIsLoggedIn } from '@sealens/auth';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** Whether the member's view is still being fetched (`mine` unknown for a signed-in reader). */
export function useMemberView(mine: boolean | undefined, key: string): boolean {
  const isMember = useIsLoggedIn();
  const revalidator = useRevalidator();
  const asked = useRef<string | null>(null);
  const unknown = isMember && mine === undefined;
  useEffect(() => {
    // Once per item: a session the API does not know (a stale cookie) must not loop.
    if (!unknown || asked.current === key) return;
    asked.current = key;
    void revalidator.revalidate();
  }, [unknown, key, revalidator]);
  return unknown && revalidator.state === 'loading';
}
