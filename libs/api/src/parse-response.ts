import * as v from 'valibot';
import { ApiHttpError, ApiResponseShapeError } from './api-errors';

// The one gate between the wire and the sites: an answer either has the shape the sites rely on
// or becomes a typed error here, instead of an `undefined is not an object` deep in a component.

/** `data` validated against `schema`, or ApiResponseShapeError carrying valibot's issues. */
export function parseResponse<const S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiResponseShapeError(result.issues);
  return result.output;
}

/** What an openapi-fetch call resolves to, loosely. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Unwraps an openapi-fetch result: a non-2xx answer becomes ApiHttpError (the session-level
 * events were already raised by the middleware), a 2xx answer is validated by parseResponse.
 */
export function readResponse<const S extends v.GenericSchema>(schema: S, result: FetchResult): v.InferOutput<S> {
  if (!result.response.ok || result.error !== undefined) {
    throw new ApiHttpError(result.response.status, result.response.url, result.error);
  }
  return parseResponse(schema, result.data);
}
