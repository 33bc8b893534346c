import { ApiTimeoutError, REQUEST_TIMEOUT_MS } from '@sealens/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessClients } from './in-process-clients';

const ANSWER = { code: 200, message: 'ok', payload: { list: [{ id: '1', title: 'A question' }], total: 1 } };

describe('createInProcessClients', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads each answer once and hands the loader's own Request to the API (no copy, no session-rule headers)", async () => {
    const seen: Request[] = [];
    let clones = 0;
    const api = createInProcessClients({
      basePath: 'https://sealens.example/api',
      fetch: async (request) => {
        seen.push(request);
        const response = Response.json(ANSWER);
        const clone = response.clone.bind(response);
        response.clone = () => {
          clones += 1;
          return clone();
        };
        return response;
      },
    });
    const { data } = await api.main.GET('/qa/question/list', { params: { query: { pageNum: 1, pageSize: 10 } } });
    expect(data).toEqual(ANSWER);
    // The browser's error catalogue read a clone of every JSON answer a second time.
    expect(clones).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('https://sealens.example/api/qa/question/list?pageNum=1&pageSize=10');
    // The browser's anti-risk and verify-code headers mean nothing to the server.
    expect([...(seen[0]?.headers.keys() ?? [])].filter((name) => name.startsWith('x-'))).toEqual([]);
  });

  it('addresses every base under the base path, as the browser does', async () => {
    const urls: string[] = [];
    const api = createInProcessClients({
      basePath: 'https://sealens.example/api',
      fetch: async (request) => {
        urls.push(request.url);
        return Response.json({ code: 200, payload: {} });
      },
    });
    await api.workbench.GET('/rights', {});
    expect(urls).toEqual(['https://sealens.example/api/workbench/rights']);
  });

  it(`rejects a call with no answer after ${REQUEST_TIMEOUT_MS} ms with ApiTimeoutError, as the browser's`, async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    const api = createInProcessClients({ basePath: 'https://sealens.example/api', fetch: () => new Promise<Response>(() => undefined) });
    const call = api.main.GET('/qa/question/list', { params: { query: { pageNum: 1, pageSize: 10 } } });
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ApiTimeoutError);
  });

  it('leaves no timer behind once the API answered', async () => {
    vi.useFakeTimers();
    const api = createInProcessClients({ basePath: 'https://sealens.example/api', fetch: async () => Response.json(ANSWER) });
    await api.main.GET('/qa/question/list', { params: { query: { pageNum: 1, pageSize: 10 } } });
    expect(vi.getTimerCount()).toBe(0);
  });
});
