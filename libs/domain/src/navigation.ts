// Redirect rules of spec §2 and DESIGN.md §4, as pure functions of a location.
import { CHUNK_RELOAD_GUARD_MS } from './constants';

export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

const WORKBENCH_PREFIX = '/workbench/';

/**
 * A path beginning with a hash (old hash-routed links such as `/#/workbench/home`) or containing
 * `workbench` goes to `/workbench/{rest}` on the same origin. Paths already under `/workbench/`
 * are left alone so the rule can never loop.
 */
export function workbenchRedirectTarget({ pathname, search, hash }: LocationParts): string | null {
  if ((pathname === '/' || pathname === '') && hash.startsWith('#/')) {
    const rest = hash.slice(2).replace(/^workbench\/?/, '');
    return WORKBENCH_PREFIX + rest;
  }
  if (pathname.startsWith(WORKBENCH_PREFIX) || pathname === '/workbench') return null;
  const at = pathname.indexOf('workbench');
  if (at === -1) return null;
  const rest = pathname.slice(at + 'workbench'.length).replace(/^\/+/, '');
  return WORKBENCH_PREFIX + rest + search + hash;
}

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Windows Phone|HarmonyOS|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** Desktop paths that have a mobile twin under /m (DESIGN.md §4). */
const MOBILE_TWINS = [/^\/$/, /^\/lottery(\/|$)/, /^\/register(\/|$)/, /^\/pricing$/];

/**
 * A desktop browser on `/m`, `/m/lottery...`, `/m/register...` or `/m/pricing` goes to the desktop
 * path without the `/m` prefix (the other mobile pages have no desktop twin); a mobile browser
 * on `/`, `/lottery...`, `/register...` or `/pricing` goes to the `/m` twin. Query and hash are kept.
 */
export function deviceRedirectTarget(location: LocationParts, isMobile: boolean): string | null {
  const { pathname, search, hash } = location;
  const onMobileSite = pathname === '/m' || pathname.startsWith('/m/');
  if (!isMobile && onMobileSite) {
    // Only pages with a desktop twin: the agreements, downloads or prize pages have none, and a
    // desktop browser opening their link must still read them.
    const rest = pathname.slice(2) || '/';
    return MOBILE_TWINS.some((re) => re.test(rest)) ? rest + search + hash : null;
  }
  if (isMobile && !onMobileSite && MOBILE_TWINS.some((re) => re.test(pathname))) {
    const target = pathname === '/' ? '/m' : `/m${pathname}`;
    return target + search + hash;
  }
  return null;
}

export interface ChunkReloadGuardDeps {
  /** Where the time of the last reload survives the reload (sessionStorage in browsers). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

export const CHUNK_RELOAD_STORAGE_KEY = 'sealens:chunk-reload-at';

/**
 * After a deploy, old pages ask for chunks that no longer exist: reload once to pick up the new
 * build, but at most once per CHUNK_RELOAD_GUARD_MS so a truly broken chunk cannot loop.
 * Returns true when it reloaded.
 */
export function reloadAfterChunkError({ storage, now, reload }: ChunkReloadGuardDeps): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
  const current = now();
  if (Number.isFinite(last) && current - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(current));
  reload();
  return true;
}

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True for the errors browsers raise when a lazily loaded chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** The mobile tab bar's four routes (spec §2); /promote/mobile also counts as a tab-bar route. */
export const MOBILE_TAB_ROUTES = ['/m', '/m/product', '/m/QACommunity', '/m/about'] as const;

/** Tab-bar routes show no back button in the mobile header. Takes the full path, /m included. */
export function isMobileTabRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (MOBILE_TAB_ROUTES as readonly string[]).includes(path) || path === '/promote/mobile';
}
