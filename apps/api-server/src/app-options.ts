import type { ApiBases } from './api/api-routes';
import type { ServerDeps } from './api/server-deps';
import type { LoadedSiteEntry } from './static/site-renderer';

export type AppMode = 'production' | 'local';

export interface AppOptions {
  /** The built desktop site (default `<workspace>/dist/apps/web-desktop`). */
  desktopDir?: string;
  /** The built mobile site (default `<workspace>/dist/apps/web-mobile`). */
  mobileDir?: string;
  /** `local` enables development-only behaviour in later routes (e.g. /api/__dev); default `local`. */
  mode?: AppMode;
  /** Where nx.json lives; found by walking up from this module when omitted. */
  workspaceRoot?: string;
  /** Shown by /api/health; default from `SEALENS_VERSION` or the workspace package.json. */
  version?: string;
  /** Injectable clock (ms) so uptime is testable. */
  now?: () => number;
  /** Recompress cached static files at the best Brotli quality in the background (default true). */
  upgradeCompression?: boolean;
  /**
   * The sites' built server entries (loaded by main.ts at start). A site without one is served as
   * the client-rendered shell, as a static host would.
   */
  siteEntries?: { desktop?: LoadedSiteEntry; mobile?: LoadedSiteEntry };
  /** Where the sites are published (canonical URLs); default SEALENS_PUBLIC_ORIGIN, else http://localhost:<PORT>. */
  publicOrigin?: string;
  /** Proxy addresses whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies?: readonly string[];
  /** The API bases and what they need; without it only /api/health answers. */
  api?: { deps: ServerDeps; bases: ApiBases };
}

/** Hono environment shared by every route: later API routes read `mode` from here. */
export interface AppEnv {
  Variables: { mode: AppMode; trustedProxies: readonly string[] };
}
