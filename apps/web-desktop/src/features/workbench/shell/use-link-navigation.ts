// The side navigation's ~80 links are plain anchors: React Router's <NavLink> resolves its path,
// reads the location and makes a click handler for each one, ~1.5 ms of every workbench page's
// server render (issue 28 item 1, measured with tools/bench). One handler on their container does
// what <Link>'s does for each, and the active link is found once (isActiveLink).
import { useCallback, type MouseEvent } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';

/**
 * Whether a link to `href` is the current page's, as <NavLink> decides: the same path (letter case
 * aside), or one under it unless `end`.
 */
export function isActiveLink(pathname: string, href: string, end = false): boolean {
  const path = (href.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const here = pathname.toLowerCase();
  return here === path || (!end && here.startsWith(path) && here.charAt(path.length) === '/');
}

/**
 * A click handler for a container of plain links: a plain left click on a link of this site is a
 * navigation in the page, as <Link> makes it; a click with a modifier key, on a link to another site,
 * to a new tab or a download is left to the browser. `onNavigate` runs after each navigation.
 */
export function useLinkNavigation(onNavigate?: () => void): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // As <Link>: the address already open replaces its history entry rather than adding a second.
      void navigate(to, { replace: to === here });
      onNavigate?.();
    },
    [navigate, here, onNavigate],
  );
}
