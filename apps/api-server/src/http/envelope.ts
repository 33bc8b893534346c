import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The project's standard response envelope (DESIGN.md §4): `{ code, message, payload? }`. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  payload?: T;
}

export function envelope<T>(c: Context, code: ContentfulStatusCode, message: string, payload?: T) {
  const body: Envelope<T> = payload === undefined ? { code, message } : { code, message, payload };
  return c.json(body, code);
}
