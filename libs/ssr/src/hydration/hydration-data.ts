// What the server hands to the browser beside the HTML: the loaders' data (so the browser does not
// fetch it again), route errors, the language and whether the page was rendered for a member.
// It travels as a JSON data block (`<script type="application/json">`): never executed, so the
// Content-Security-Policy needs no 'unsafe-inline'.
import type { LocaleCode } from '@sealens/domain';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';

export const HYDRATION_ELEMENT_ID = 'sealens-hydration';

export interface HydrationData {
  locale: LocaleCode;
  member: boolean;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string };

/** Route errors become plain JSON; an Error's stack stays on the server. */
export function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      out[id] = {
        __type: 'RouteErrorResponse',
        status: error.status,
        statusText: error.statusText,
        data: error.data,
        internal: (error as { internal?: boolean }).internal === true,
      };
    } else {
      out[id] = { __type: 'Error', message: 'Unexpected server error' };
    }
  }
  return out;
}

export function deserializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(errors)) {
    const error = value as SerializedError;
    out[id] =
      error.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(error.status, error.statusText, error.data, error.internal)
        : new Error(error.message);
  }
  return out;
}

/** JSON safe inside `<script>`: `<` can never close the element, U+2028/9 never break a parser. */
export function hydrationScript(data: HydrationData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${json}</script>`;
}

/** The server's data, or null for a page served as the plain client-rendered shell (static hosting). */
export function readHydrationData(doc: Pick<Document, 'getElementById'> = document): HydrationData | null {
  const element = doc.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationData;
  } catch {
    return null;
  }
}
