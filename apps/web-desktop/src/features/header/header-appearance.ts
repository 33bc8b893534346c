import { HEADER_SCROLL_THRESHOLD_PX } from '@sealens/domain';

/**
 * Spec §2: on / and /about the bar is transparent until the page scrolls past 42px; on /post
 * paths it always has the scrolled style; everywhere else it is solid.
 */
export function headerIsTransparent(pathname: string, scrollY: number): boolean {
  if (pathname.startsWith('/post')) return false;
  if (pathname !== '/' && pathname !== '/about') return false;
  return scrollY <= HEADER_SCROLL_THRESHOLD_PX;
}

/** Pages whose first section runs under the header. */
export function headerOverlaysPage(pathname: string): boolean {
  return pathname === '/' || pathname === '/about';
}
