import type { Middleware } from 'openapi-fetch';
import type { ApiEvents } from '../api-events';
import { ApiBlockedError } from '../api-errors';
import { VERIFY_CODE_HEADER, VERIFY_CODE_VALUE } from '../api-headers';
import { ERROR_CATALOGUE_ROWS, type ResponseFacts } from '../error-catalogue';

export interface ErrorCatalogueOptions {
  events: ApiEvents;
  /** Device clock in ms, for the clock-drift row. */
  now?: () => number;
}

function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function factsOf(request: Request, response: Response, now: () => number): ResponseFacts {
  // Read a clone, once, and only if a row asks: the caller still gets the untouched body.
  let text: Promise<string> | undefined;
  let json: Promise<unknown> | undefined;
  const readText = () => (text ??= response.clone().text().catch(() => ''));
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    ok: response.ok,
    contentType,
    verifyCodeFlagged: request.headers.get(VERIFY_CODE_HEADER) === VERIFY_CODE_VALUE,
    serverDate: parseDate(response.headers.get('date')),
    deviceDate: new Date(now()),
    text: readText,
    json: () =>
      (json ??= contentType.toLowerCase().includes('json')
        ? readText().then((body) => {
            try {
              return JSON.parse(body) as unknown;
            } catch {
              return undefined;
            }
          })
        : Promise.resolve(undefined)),
  };
}

/**
 * Raises the events of error-catalogue.ts for each answer and rejects gateway pages with
 * ApiBlockedError. Other answers pass through unchanged: the caller still gets `{ data, error }`.
 */
export function createErrorCatalogueMiddleware({ events, now = Date.now }: ErrorCatalogueOptions): Middleware {
  return {
    async onResponse({ request, response }) {
      const facts = factsOf(request, response, now);
      for (const row of ERROR_CATALOGUE_ROWS) {
        const raised = await row.check(facts);
        if (!raised) continue;
        events.emit(raised.event, raised.payload as never);
        if (row.blocks) throw new ApiBlockedError(row.blocks, request.url);
      }
      // Nothing returned: openapi-fetch 0.17 throws if an unchanged response is returned.
    },
  };
}
