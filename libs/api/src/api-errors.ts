import type { BaseIssue } from 'valibot';

// Typed failures, so callers can branch with `instanceof` instead of parsing messages.

/** Base of every error the api layer throws. */
export class ApiError extends Error {
  override name = 'ApiError';
}

/** No answer within the request timeout (spec §7, §9). Never retried automatically. */
export class ApiTimeoutError extends ApiError {
  override name = 'ApiTimeoutError';
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`No answer from ${url} within ${timeoutMs} ms`);
  }
}

/** A non-2xx HTTP status the caller chose to treat as a failure. */
export class ApiHttpError extends ApiError {
  override name = 'ApiHttpError';
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body?: unknown,
  ) {
    super(`HTTP ${status} from ${url}`);
  }
}

/** A gateway answered with an HTML page (captcha or threat notice) instead of data (spec §8). */
export class ApiBlockedError extends ApiError {
  override name = 'ApiBlockedError';
  constructor(
    readonly kind: 'captcha' | 'threat',
    readonly url: string,
  ) {
    super(`Request to ${url} was blocked by a ${kind} page`);
  }
}

/** The answer did not have the shape the sites rely on. */
export class ApiResponseShapeError extends ApiError {
  override name = 'ApiResponseShapeError';
  constructor(readonly issues: readonly BaseIssue<unknown>[]) {
    super(`Unexpected response shape: ${issues.map((issue) => issue.message).join('; ')}`);
  }
}

/** A well-formed envelope whose code is not a success. */
export class ApiBusinessError extends ApiError {
  override name = 'ApiBusinessError';
  constructor(
    readonly code: number | string,
    readonly serverMessage: string,
  ) {
    super(`Business error ${code}: ${serverMessage}`);
  }
}
