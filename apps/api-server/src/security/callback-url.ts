// Where a login may send the browser back to (issue #10 item 10): this origin only. The address is
// resolved the way a browser resolves it, against the site's origin, so `/\t/evil.example` or
// `/\evil.example` (which browsers read as //evil.example) cannot leave it; control characters and
// backslashes are refused outright, since browsers strip or rewrite them before resolving.
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

export function isSameOriginCallback(callbackUrl: string, origin: string): boolean {
  if (callbackUrl === '' || UNSAFE.test(callbackUrl)) return false;
  let resolved: URL;
  try {
    resolved = new URL(callbackUrl, origin);
  } catch {
    return false;
  }
  return resolved.origin === new URL(origin).origin && (resolved.protocol === 'http:' || resolved.protocol === 'https:');
}
