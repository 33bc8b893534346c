import type { Context } from 'hono';

/**
 * Hono's `c.res` setter copies the old response's headers over the new one (a stale Content-Length
 * among them); clearing it first makes the replacement exact.
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}
