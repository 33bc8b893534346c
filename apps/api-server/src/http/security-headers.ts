import type { MiddlewareHandler } from 'hono';

import type { AppMode } from '../app-options';

/** WeChat's JS-SDK (spec §7 "a messaging/social SDK"): fetched only inside WeChat's browser, to share a page. */
export const WECHAT_JSSDK_ORIGINS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com'] as const;

/**
 * Scripts only from our origin and WeChat's JS-SDK hosts (no 'unsafe-inline': Vite emits no inline
 * scripts); 'wasm-unsafe-eval' lets pdf.js compile its WebAssembly decoders without allowing eval.
 * Inline styles stay allowed because Radix positions popovers with style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${WECHAT_JSSDK_ORIGINS.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

export function securityHeaderValues(mode: AppMode): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // Browsers ignore HSTS over plain http, so this only bites behind a TLS terminator in production;
  // no includeSubDomains, the operator's other hosts are not ours to decide.
  if (mode === 'production') headers['Strict-Transport-Security'] = 'max-age=15552000';
  return headers;
}

/** Sets the headers after the handler ran, so 304s, 404s, 503s and error pages carry them too. */
export function securityHeaders(mode: AppMode): MiddlewareHandler {
  const values = Object.entries(securityHeaderValues(mode));
  return async (c, next) => {
    await next();
    for (const [name, value] of values) c.res.headers.set(name, value);
  };
}
