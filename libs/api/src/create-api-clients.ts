import { APP_NAME } from '@sealens/domain';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { ApiEvents } from './api-events';
import type { ApiPathsByBase } from './api-paths';
import type { ApiBase } from './auth-rules';
import { createAntiRiskHeadersMiddleware } from './middleware/anti-risk-headers';
import { createAuthHeadersMiddleware } from './middleware/auth-headers';
import { createErrorCatalogueMiddleware } from './middleware/error-catalogue-middleware';
import { createTimeoutMiddleware, type TimeoutTimers } from './middleware/timeout';

/** Default short app name in the identity base; the `app` server variable of openapi/identity.yaml. */
export const DEFAULT_APP = APP_NAME;
/** Default marketplace of the promotion base; the `product` server variable of openapi/promote.yaml. */
export const DEFAULT_PRODUCT = 'shopee';
/** Fixed key sent when removing a question or a reply (spec §6). Public by nature: it ships in the page. */
export const DEFAULT_API_KEY = 'sealens-web';

export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientsOptions {
  /** Main base path (spec §7: configurable, default /api); an absolute URL for another origin. */
  basePath?: string;
  app?: string;
  product?: string;
  /** Custom fetch (tests, SSR); defaults to the global one. */
  fetch?: (request: Request) => Promise<Response>;
  /** Access token for the bearer calls of auth-rules.ts. */
  getToken: TokenProvider;
  /** Anti-bot fingerprint token, sent on every request. */
  getAntiRiskToken: TokenProvider;
  events: ApiEvents;
  /** Device clock in ms (anti-risk timestamp, clock drift). */
  now?: () => number;
  apiKey?: string;
  timeoutMs?: number;
  timers?: TimeoutTimers;
}

export type ApiClients = { [B in ApiBase]: Client<ApiPathsByBase[B]> };

/** The base URL of each service (spec §7), under the main base path. */
export function apiBaseUrls({
  basePath = '/api',
  app = DEFAULT_APP,
  product = DEFAULT_PRODUCT,
}: Pick<ApiClientsOptions, 'basePath' | 'app' | 'product'> = {}): Record<ApiBase, string> {
  const root = basePath.replace(/\/+$/, '');
  return {
    identity: `${root}/ram/${app}/v1`,
    distribution: `${root}/dis/distribution`,
    payment: `${root}/product/pay`,
    promote: `${root}/${product}-promote/promote/v1`,
    report: `${root}/shopee-report-service/pro`,
    main: root,
    workbench: `${root}/workbench`,
  };
}

/**
 * One openapi-fetch client per base, all sharing the HTTP session rules of spec §7-§8:
 * credentials included, auth rules, anti-risk headers, the error catalogue and the 10 s timeout.
 * Nothing is retried.
 */
export function createApiClients(options: ApiClientsOptions): ApiClients {
  const { fetch, getToken, getAntiRiskToken, events, now = Date.now, apiKey = DEFAULT_API_KEY } = options;
  const urls = apiBaseUrls(options);
  // Shared across clients: one catalogue, one timer registry.
  const antiRisk = createAntiRiskHeadersMiddleware({ getAntiRiskToken, now });
  const catalogue = createErrorCatalogueMiddleware({ events, now });
  const timeout = createTimeoutMiddleware({ timeoutMs: options.timeoutMs, timers: options.timers });

  const make = <B extends ApiBase>(base: B): Client<ApiPathsByBase[B]> => {
    const client = createClient<ApiPathsByBase[B]>({
      baseUrl: urls[base],
      credentials: 'include',
      ...(fetch ? { fetch } : {}),
    });
    // Order matters: auth reads per-call options from the original Request, and timeout replaces
    // the Request, so it goes last. onResponse runs in reverse: the timer stops, then the catalogue.
    const middleware: Middleware[] = [
      createAuthHeadersMiddleware({ base, getToken, apiKey }),
      antiRisk,
      catalogue,
      timeout,
    ];
    client.use(...middleware);
    return client;
  };

  return {
    identity: make('identity'),
    distribution: make('distribution'),
    payment: make('payment'),
    promote: make('promote'),
    report: make('report'),
    main: make('main'),
    workbench: make('workbench'),
  };
}
