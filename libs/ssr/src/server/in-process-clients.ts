// The API clients a page's loaders use on the server (issue 28 item 1). The browser's clients run the
// HTTP session rules of spec §7-§8 as middleware on every call: auth and anti-risk headers the server
// ignores, the error catalogue (a clone and a second JSON parse of every answer, to raise events that
// nobody on the server listens to; its gateway pages never come from the API in process) and a timeout
// that copied each Request to attach a signal. Here only the timeout is kept, as a timer per call.
import { apiBaseUrls, ApiTimeoutError, REQUEST_TIMEOUT_MS, type ApiBase, type ApiClients, type ApiPathsByBase } from '@sealens/api';
import type { InProcessFetch } from '@sealens/domain';
import createClient from 'openapi-fetch';

export interface InProcessClientsOptions {
  /** The site's origin + `/api`, as the browser's clients address it. */
  basePath: string;
  fetch: InProcessFetch;
  /** A call with no answer after this long rejects with ApiTimeoutError (spec §7: 10 s), as in the browser. */
  timeoutMs?: number;
}

/** Rejects with ApiTimeoutError when `fetch` has not answered in `timeoutMs`. */
export function withTimeout(fetch: InProcessFetch, timeoutMs: number): InProcessFetch {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ApiTimeoutError(request.url, timeoutMs)), timeoutMs);
      fetch(request).then(
        (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

export function createInProcessClients({ basePath, fetch, timeoutMs = REQUEST_TIMEOUT_MS }: InProcessClientsOptions): ApiClients {
  const urls = apiBaseUrls({ basePath });
  const timed = withTimeout(fetch, timeoutMs);
  const make = <B extends ApiBase>(base: B) => createClient<ApiPathsByBase[B]>({ baseUrl: urls[base], fetch: timed });
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
