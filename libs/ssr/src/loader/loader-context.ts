// What a route loader gets to reach the API. On the server the renderer passes in-process clients
// (no socket) as the request context; in the browser the loader falls back to the site's own clients.
import type { ApiClients } from '@sealens/api';
import type { LocaleCode } from '@sealens/domain';

export interface ServerLoaderContext {
  readonly kind: 'sealens-server';
  api: ApiClients;
  locale: LocaleCode;
  /** The request carries the session cookie (the member's view; never publicly cached). */
  member: boolean;
}

export function isServerLoaderContext(context: unknown): context is ServerLoaderContext {
  return typeof context === 'object' && context !== null && (context as { kind?: unknown }).kind === 'sealens-server';
}

/** The API clients for a loader: the server's in-process ones, else the browser's. */
export function loaderApi(context: unknown, browserApi: () => ApiClients): ApiClients {
  return isServerLoaderContext(context) ? context.api : browserApi();
}
