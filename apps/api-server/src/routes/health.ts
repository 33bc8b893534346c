import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_NONE } from '../http/cache-control';
import { envelope } from '../http/envelope';

export interface HealthPayload {
  status: 'up';
  uptimeSeconds: number;
  version: string;
}

/** Liveness for load balancers and the e2e runner: cheap, no I/O, never cached. */
export function healthRoutes({ version, startedAt, now }: { version: string; startedAt: number; now: () => number }) {
  return new Hono<AppEnv>().get('/health', (c) => {
    c.header('Cache-Control', CACHE_NONE);
    const payload: HealthPayload = {
      status: 'up',
      uptimeSeconds: Math.max(0, Math.floor((now() - startedAt) / 1000)),
      version,
    };
    return envelope(c, 200, 'ok', payload);
  });
}
