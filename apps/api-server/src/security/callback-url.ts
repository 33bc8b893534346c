// Where a login may send the browser back to (issue #10 item 10): this origin only. The address is
// resolved the way a browser resolves it, against the site's origin, so `/\t/evil.example` or
// `/\evil.example` (which browsers read as //evil.example) cannot leave it; control characters and
// backslashes are refused outright, since browsers strip or rewrite them before resolving.
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
