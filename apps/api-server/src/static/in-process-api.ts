// The API as the page renderer reaches it, in process (issue 28 item 1). A visitor's home asks it ~25
// times, and 15 of those answers the API itself declares `public` (the home's market data, T+1): each
// still went through every middleware of the app, the contract check and the home data cache's own
// key. This is a small private HTTP cache in front of it, for those answers only: a GET whose answer
// says `public` with a max-age, kept per URL and the request headers its Vary names, for that max-age
// and never longer than a visitor's page is kept (a page rendered from it is no older than a cached
// page). Anything else (a member's `private` answer, `no-store`, no Cache-Control, an error) is asked
// every time.
import type { InProcessFetch } from '@sealens/domain';

/** Answers kept at most (the least recently used leave first). */
export const IN_PROCESS_ANSWERS = 500;

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expires: number;
}

/** The request headers an answer may vary on and still be kept (anything else in Vary: not kept). */
const KEYED_HEADERS = ['accept-encoding', 'accept-language', 'authorization', 'cookie'] as const;

function keyOf(request: Request): string {
  return [request.url, ...KEYED_HEADERS.map((name) => request.headers.get(name) ?? '')].join('\n');
}

/** Seconds a `public` answer may be kept, or 0 when it may not be kept at all. */
export function publicLifetime(response: Response): number {
  if (response.status !== 200) return 0;
  const vary = (response.headers.get('vary') ?? '').toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
  if (vary.some((name) => !(KEYED_HEADERS as readonly string[]).includes(name))) return 0;
  const directives = (response.headers.get('cache-control') ?? '').toLowerCase().split(',').map((d) => d.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export function inProcessApi(fetchApi: InProcessFetch, options: { now: () => number; maxAgeMs: number; maxEntries?: number }): InProcessFetch {
  const maxEntries = options.maxEntries ?? IN_PROCESS_ANSWERS;
  const kept = new Map<string, KeptAnswer>();
  const answer = (entry: KeptAnswer) => new Response(entry.body, { status: entry.status, headers: entry.headers });

  return async (request) => {
    if (request.method !== 'GET') return fetchApi(request);
    const key = keyOf(request);
    const hit = kept.get(key);
    if (hit && hit.expires > options.now()) {
      kept.delete(key);
      kept.set(key, hit);
      return answer(hit);
    }
    if (hit) kept.delete(key);
    const response = await fetchApi(request);
    const lifetimeMs = Math.min(publicLifetime(response) * 1000, options.maxAgeMs);
    if (lifetimeMs <= 0) return response;
    const entry: KeptAnswer = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer(), expires: options.now() + lifetimeMs };
    kept.set(key, entry);
    while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    return answer(entry);
  };
}
