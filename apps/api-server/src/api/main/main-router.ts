// The main base of spec §7 (mounted at /api): files, site settings, home widgets, content, Q&A,
// lottery, data backfill, pricing and explosion detection.
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import type { ServerDeps } from '../server-deps';
import { contentRoutes } from './content-routes';
import { dataRoutes } from './data-routes';
import { detectionRoutes } from './detection-routes';
import { fileRoutes } from './file-routes';
import { homeDataCache } from './home-data-cache';
import { homeRoutes } from './home-routes';
import { lotteryRoutes } from './lottery-routes';
import { methodRoutes } from './method-routes';
import { pricingRoutes } from './pricing-routes';
import { qaRoutes } from './qa-routes';
import { sellerRoutes } from './seller-routes';
import { siteRoutes } from './site-routes';
import { VISITOR_LIMITED_RANKINGS, visitorRankingLimit } from './visitor-ranking-limit';

export function mainRouter(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // Outermost: a cached answer skips the limit and the handler; a fresh one is stored as limited.
  r.use('*', homeDataCache(deps).middleware);
  const limit = visitorRankingLimit(deps);
  for (const path of VISITOR_LIMITED_RANKINGS) r.use(path, limit);
  r.route('/', fileRoutes(deps));
  r.route('/', siteRoutes(deps));
  r.route('/', homeRoutes(deps));
  r.route('/', contentRoutes(deps));
  r.route('/', qaRoutes(deps));
  r.route('/', lotteryRoutes(deps));
  r.route('/', dataRoutes(deps));
  r.route('/', pricingRoutes(deps));
  r.route('/', detectionRoutes(deps));
  r.route('/', sellerRoutes(deps));
  r.route('/', methodRoutes());
  return r;
}
