// Where /login sends a member on: the `redirect` parameter (or the spec's `callbackUrl`, spec §3
// auth2) when it is a path of this origin by the rule the server applies to auth2 callbacks
// (@sealens/domain isSameOriginCallback), else the member's landing.
import { sameOriginPath } from '@sealens/domain';

export const LOGIN_DEFAULT_TARGET = '/workbench/home';
const LOGIN_PATHS = ['/login', '/workbench/login'];

export function loginTarget(search: string, origin: string): string {
  const query = new URLSearchParams(search);
  const asked = query.get('redirect') ?? query.get('callbackUrl');
  const target = sameOriginPath(asked, origin, LOGIN_DEFAULT_TARGET);
  // Never back to a login page itself (this one, or the workbench's, spec §2): that would be a loop.
  return LOGIN_PATHS.includes(new URL(target, origin).pathname) ? LOGIN_DEFAULT_TARGET : target;
}
