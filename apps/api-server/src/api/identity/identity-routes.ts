// The identity service of spec §7 at /api/ram/{app}/v1 (openapi/identity.yaml).
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import type { ServerDeps } from '../server-deps';
import { loginRoutes } from './login-routes';
import { registerRoutes } from './register-routes';
import { smsRoutes } from './sms-routes';
import { userRoutes } from './user-routes';

export function identityRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.route('/', smsRoutes(deps));
  r.route('/', loginRoutes(deps));
  r.route('/', registerRoutes(deps));
  r.route('/', userRoutes(deps));
  return r;
}
