// Where a login or an authorisation may send the browser back to (issue #10 item 10): this origin
// only. The address is resolved the way a browser resolves it, against the site's origin, so
// `/\t/evil.example` or `/\evil.example` (which browsers read as //evil.example) cannot leave it;
// control characters and backslashes are refused outright, since browsers strip or rewrite them
// before resolving. Shared by the reference server (auth2 callback) and the sites (/login, /success).
function hasUnsafeCharacter(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return true;
  }
  return false;
}

export function isSameOriginCallback(callbackUrl: string, origin: string): boolean {
  if (callbackUrl === '' || hasUnsafeCharacter(callbackUrl)) return false;
  let resolved: URL;
  try {
    resolved = new URL(callbackUrl, origin);
  } catch {
    return false;
  }
  return resolved.origin === new URL(origin).origin && (resolved.protocol === 'http:' || resolved.protocol === 'https:');
}

/**
 * The path (with query and hash) to go on to after a login or an authorisation: `callbackUrl` when
 * it passes isSameOriginCallback, else `fallback`. An address of another origin never comes out.
 */
export function sameOriginPath(callbackUrl: string | null | undefined, origin: string, fallback = '/'): string {
  if (!callbackUrl || !isSameOriginCallback(callbackUrl, origin)) return fallback;
  const url = new URL(callbackUrl, origin);
  return `${url.pathname}${url.search}${url.hash}`;
}
