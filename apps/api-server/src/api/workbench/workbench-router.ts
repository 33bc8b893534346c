// The workbench base (issue 26; openapi/workbench.yaml), mounted at /api/workbench: one router per
// group of operations. Every answer is the member's: never stored by a shared cache.
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import type { ServerDeps } from '../server-deps';
import { analysisRoutes } from './analysis-routes';
import { campaignRoutes } from './campaign-routes';
import { columnsRoutes } from './columns-routes';
import { competitionRoutes } from './competition-routes';
import { exportRoutes } from './export-routes';
import { itemRoutes } from './item-routes';
import { liveRoutes } from './live-routes';
import { monitorRoutes } from './monitor-routes';
import { notificationRoutes } from './notification-routes';
import { rankingRoutes } from './ranking-routes';
import { realtimeRoutes } from './realtime-routes';
import { sourcingRoutes } from './sourcing-routes';
import { ruleRoutes } from './rule-routes';
import { viewsRoutes } from './views-routes';
import { webhookRoutes } from './webhook-routes';

export function workbenchRouter(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie, Authorization', { append: true });
  });
  r.route('/', rankingRoutes(deps));
  r.route('/', itemRoutes(deps));
  r.route('/', analysisRoutes(deps));
  r.route('/', liveRoutes(deps));
  r.route('/', campaignRoutes(deps));
  r.route('/', exportRoutes(deps));
  r.route('/', viewsRoutes(deps));
  r.route('/', columnsRoutes(deps));
  r.route('/', monitorRoutes(deps));
  r.route('/', ruleRoutes(deps));
  r.route('/', notificationRoutes(deps));
  r.route('/', webhookRoutes(deps));
  r.route('/', realtimeRoutes(deps));
  r.route('/', competitionRoutes(deps));
  r.route('/', sourcingRoutes(deps));
  void deps;
  return r;
}
