// The API bases of spec §7 under /api, each a router of its own (one folder per base).
import { Hono } from 'hono';
import type { AppEnv } from '../app-options';
import { privateMemberAnswers } from '../security/member-cache-control';
import type { ServerDeps } from './server-deps';

export type BaseRouter = (deps: ServerDeps) => Hono<AppEnv>;

export interface ApiBases {
  identity?: BaseRouter;
  distribution?: BaseRouter;
  payment?: BaseRouter;
  promote?: BaseRouter;
  report?: BaseRouter;
  main?: BaseRouter;
  workbench?: BaseRouter;
  dev?: BaseRouter;
}

/**
 * Mounts the bases at their spec §7 paths: identity `/ram/{app}/v1`, distribution
 * `/dis/distribution`, payment `/product/pay`, promote `/{product}-promote/promote/v1`, report
 * `/shopee-report-service/pro`, and the main base at the root. The development endpoints live under
 * `/__dev` in local mode only (404 in production).
 */
export function apiRoutes(deps: ServerDeps, bases: ApiBases): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('*', privateMemberAnswers());
  if (bases.identity) api.route('/ram/:app/v1', bases.identity(deps));
  if (bases.distribution) api.route('/dis/distribution', bases.distribution(deps));
  if (bases.payment) api.route('/product/pay', bases.payment(deps));
  if (bases.promote) api.route('/:promote{[a-z0-9]+-promote}/promote/v1', bases.promote(deps));
  if (bases.report) api.route('/shopee-report-service/pro', bases.report(deps));
  if (bases.dev && deps.mode === 'local') api.route('/__dev', bases.dev(deps));
  if (bases.workbench) api.route('/workbench', bases.workbench(deps));
  if (bases.main) api.route('/', bases.main(deps));
  return api;
}
