// Where a login, an authorisation or any other redirect may send the browser: this origin only. The
// one guard for every redirect and callback that takes its target from the address or a request
// (issue #10 item 10, issue 25 item 4). The target is resolved the way a browser resolves it,
// against the site's origin, and the origins are compared; what comes out is the normalised path,
// query and hash, and it is given out only when it leads back to the very same address. That last
// check is what stops `/.//evil.example`, `/%2e//evil.example` and `/a/..//evil.example`: they
// resolve to the path `//evil.example` of this origin, which, written out as a path, is a
// scheme-relative address of another site. Control characters and backslashes are refused outright,
// since browsers strip or rewrite them before resolving. Shared by the reference server (auth2
// callback) and the sites (/login, /oauth, /success).
function hasUnsafeCharacter(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return true;
  }
  return false;
}

/**
 * The path with query and hash that `target` leads to when it is an address of `origin` (http or
 * https), else null. Resolving the answer against `origin` gives exactly the address `target` gave.
 */
export function sameOriginTarget(target: string | null | undefined, origin: string): string | null {
  if (!target || hasUnsafeCharacter(target)) return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(target, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin || (resolved.protocol !== 'http:' && resolved.protocol !== 'https:')) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // `//host/...` as a path names another host: only a path that comes back to the same address goes out.
  return new URL(path, base).href === resolved.href ? path : null;
}

export function isSameOriginCallback(callbackUrl: string, origin: string): boolean {
  return sameOriginTarget(callbackUrl, origin) !== null;
}

/**
 * The path (with query and hash) to go on to after a login or an authorisation: where `callbackUrl`
 * leads when it passes sameOriginTarget, else `fallback`. An address of another origin never comes out.
 */
export function sameOriginPath(callbackUrl: string | null | undefined, origin: string, fallback = '/'): string {
  return sameOriginTarget(callbackUrl, origin) ?? fallback;
}
