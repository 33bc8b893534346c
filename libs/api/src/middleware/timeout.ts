import type { Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS } from '../api-constants';
import { ApiTimeoutError } from '../api-errors';

/** The clock the timeout runs on; injectable so tests need not wait 10 s. */
export interface TimeoutTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: TimeoutTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface TimeoutOptions {
  timeoutMs?: number;
  timers?: TimeoutTimers;
}

/**
 * Aborts a request that has no answer after `timeoutMs` (spec §7: 10 s) and rejects it with
 * ApiTimeoutError. Nothing is retried: a timed-out POST may have reached the server, and sending
 * it again could send a second SMS or create a second record. Register it LAST: it replaces the
 * Request (to attach the signal), and a middleware after it that answered by itself would leave
 * the timer running. The timer stops when the response headers arrive.
 */
export function createTimeoutMiddleware({
  timeoutMs = REQUEST_TIMEOUT_MS,
  timers = globalTimers,
}: TimeoutOptions = {}): Middleware {
  const pending = new Map<string, { handle: unknown; controller: AbortController }>();

  const settle = (id: string) => {
    const entry = pending.get(id);
    if (entry) timers.clearTimeout(entry.handle);
    pending.delete(id);
    return entry;
  };

  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      const handle = timers.setTimeout(
        () => controller.abort(new ApiTimeoutError(request.url, timeoutMs)),
        timeoutMs,
      );
      pending.set(id, { handle, controller });
      // Keep the caller's own signal working alongside ours.
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      settle(id);
      // Nothing returned: openapi-fetch 0.17 throws if an unchanged response is returned.
    },
    onError({ id, error, request }) {
      const entry = settle(id);
      if (!entry?.controller.signal.aborted) return undefined;
      return error instanceof ApiTimeoutError ? error : new ApiTimeoutError(request.url, timeoutMs);
    },
  };
}
