import { HEADER_SCROLL_THRESHOLD_PX } from '@sealens/domain';

/**
 * The header's three looks: `transparent` over the hero of / and /about, `solid` at the top of
 * other pages, `scrolled` (solid with a shadow) once the page scrolls past 42px.
 */
export type HeaderLook = 'transparent' | 'solid' | 'scrolled';

/** Spec §2: /post and every path below it (/post/12), not /posts or /postage. */
export function isPostPath(pathname: string): boolean {
  return pathname === '/post' || pathname.startsWith('/post/');
}

/**
 * Spec §2: on / and /about the bar is transparent until the page scrolls past 42px; on /post
 * paths it always has the scrolled style; everywhere else it is solid, and scrolled past 42px.
 */
export function headerLook(pathname: string, scrollY: number): HeaderLook {
  if (isPostPath(pathname) || scrollY > HEADER_SCROLL_THRESHOLD_PX) return 'scrolled';
  return headerOverlaysPage(pathname) ? 'transparent' : 'solid';
}

export function headerIsTransparent(pathname: string, scrollY: number): boolean {
  return headerLook(pathname, scrollY) === 'transparent';
}

/** Pages whose first section runs under the header. */
export function headerOverlaysPage(pathname: string): boolean {
  return pathname === '/' || pathname === '/about';
}
