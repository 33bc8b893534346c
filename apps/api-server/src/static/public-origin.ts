// The origin the sites are published at (issue 25 item 3): canonical links and og:url name it.
// Never taken from a request: a client chooses its Host header, and a page rendered for one request
// is served to everyone from the page cache.
import { readPort } from '../config/server-config';

export const PUBLIC_ORIGIN_SETTING = 'SEALENS_PUBLIC_ORIGIN';

/** SEALENS_PUBLIC_ORIGIN (an http(s) origin, no path), else this server on loopback: `http://localhost:<PORT>`. */
export function readPublicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env[PUBLIC_ORIGIN_SETTING]?.trim();
  if (!raw) return `http://localhost:${readPort(env)}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${PUBLIC_ORIGIN_SETTING} must be an address such as https://sealens.example, got "${raw}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${PUBLIC_ORIGIN_SETTING} must be an http(s) origin without a path, such as https://sealens.example, got "${raw}"`);
  }
  return url.origin;
}
