import { describe, expect, it, vi } from 'vitest';

import { inProcessApi, IN_PROCESS_ANSWERS, publicLifetime } from './in-process-api';

const PUBLIC = { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=600', Vary: 'Accept-Encoding, Authorization, Cookie, Accept-Language' };

function api(headers: Record<string, string> = PUBLIC, status = 200) {
  let n = 0;
  return vi.fn(async (_request: Request) => new Response(JSON.stringify({ answer: ++n }), { status, headers }));
}

async function answerOf(fetch: (request: Request) => Promise<Response>, url = 'http://x/api/home/goodsRanking?typeId=1', headers: Record<string, string> = {}) {
  return ((await (await fetch(new Request(url, { headers }))).json()) as { answer: number }).answer;
}

describe('the in-process API of the page renderer (issue 28 item 1)', () => {
  it("keeps an answer the API declares public, for its max-age but never longer than a visitor's page", async () => {
    let now = 0;
    const fetchApi = api();
    const fetch = inProcessApi(fetchApi, { now: () => now, maxAgeMs: 60_000 });
    expect(await answerOf(fetch)).toBe(1);
    now = 59_999;
    expect(await answerOf(fetch)).toBe(1);
    expect(fetchApi).toHaveBeenCalledTimes(1);
    // The page cache's 60 s, though the answer said 600 s.
    now = 60_000;
    expect(await answerOf(fetch)).toBe(2);
    // A shorter max-age wins.
    const short = api({ ...PUBLIC, 'Cache-Control': 'public, max-age=5' });
    const shortFetch = inProcessApi(short, { now: () => now, maxAgeMs: 60_000 });
    await answerOf(shortFetch);
    now += 5_000;
    expect(await answerOf(shortFetch)).toBe(2);
  });

  it('keeps answers apart by URL and by every header their Vary names (a language, a cookie)', async () => {
    const fetchApi = api();
    const fetch = inProcessApi(fetchApi, { now: () => 0, maxAgeMs: 60_000 });
    expect(await answerOf(fetch, 'http://x/api/home/a')).toBe(1);
    expect(await answerOf(fetch, 'http://x/api/home/b')).toBe(2);
    expect(await answerOf(fetch, 'http://x/api/home/a', { 'Accept-Language': 'th' })).toBe(3);
    expect(await answerOf(fetch, 'http://x/api/home/a', { Cookie: 'i18n_redirected=th' })).toBe(4);
    expect(await answerOf(fetch, 'http://x/api/home/a', { 'Accept-Language': 'th' })).toBe(3);
    expect(await answerOf(fetch, 'http://x/api/home/a')).toBe(1);
  });

  it("asks every time for a member's private answer, no-store, no Cache-Control, an error, another Vary or another method", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ ...PUBLIC, 'Cache-Control': 'private, max-age=600' }, 200],
      [{ ...PUBLIC, 'Cache-Control': 'public, no-store' }, 200],
      [{ ...PUBLIC, 'Cache-Control': 'public, no-cache, max-age=600' }, 200],
      [{ ...PUBLIC, 'Cache-Control': 'public' }, 200],
      [{ 'Content-Type': 'application/json' }, 200],
      [PUBLIC, 500],
      [{ ...PUBLIC, Vary: 'Accept-Encoding, X-Device' }, 200],
      [{ ...PUBLIC, Vary: '*' }, 200],
    ];
    for (const [headers, status] of cases) {
      const fetchApi = api(headers, status);
      const fetch = inProcessApi(fetchApi, { now: () => 0, maxAgeMs: 60_000 });
      await fetch(new Request('http://x/api/a'));
      await fetch(new Request('http://x/api/a'));
      expect(fetchApi, JSON.stringify([headers, status])).toHaveBeenCalledTimes(2);
    }
    const fetchApi = api();
    const fetch = inProcessApi(fetchApi, { now: () => 0, maxAgeMs: 60_000 });
    await fetch(new Request('http://x/api/a', { method: 'POST', body: '{}' }));
    await fetch(new Request('http://x/api/a', { method: 'POST', body: '{}' }));
    expect(fetchApi).toHaveBeenCalledTimes(2);
  });

  it('gives each caller a whole answer of its own, status and headers included', async () => {
    const fetch = inProcessApi(api(), { now: () => 0, maxAgeMs: 60_000 });
    const first = await fetch(new Request('http://x/api/a'));
    const second = await fetch(new Request('http://x/api/a'));
    expect(await first.text()).toBe('{"answer":1}');
    expect(await second.text()).toBe('{"answer":1}');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('application/json');
  });

  it(`holds at most ${IN_PROCESS_ANSWERS} answers, the least recently used leaving first`, async () => {
    expect(IN_PROCESS_ANSWERS).toBe(500);
    const fetchApi = api();
    const fetch = inProcessApi(fetchApi, { now: () => 0, maxAgeMs: 60_000, maxEntries: 2 });
    await answerOf(fetch, 'http://x/a');
    await answerOf(fetch, 'http://x/b');
    await answerOf(fetch, 'http://x/a');
    await answerOf(fetch, 'http://x/c');
    expect(fetchApi).toHaveBeenCalledTimes(3);
    expect(await answerOf(fetch, 'http://x/a')).toBe(1);
    expect(await answerOf(fetch, 'http://x/b')).toBe(4);
  });

  it('reads the lifetime from Cache-Control', () => {
    const lifetime = (headers: Record<string, string>, status = 200) => publicLifetime(new Response(null, { status, headers }));
    expect(lifetime({ 'Cache-Control': 'public, max-age=17544' })).toBe(17544);
    expect(lifetime({ 'Cache-Control': 'Public, Max-Age=30' })).toBe(30);
    expect(lifetime({ 'Cache-Control': 'public, max-age=0' })).toBe(0);
    expect(lifetime({ 'Cache-Control': 'public, max-age=abc' })).toBe(0);
    expect(lifetime({ 'Cache-Control': 'public, max-age=30' }, 404)).toBe(0);
  });
});
