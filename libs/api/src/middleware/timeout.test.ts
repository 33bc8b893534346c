import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../api-constants';
import { ApiTimeoutError } from '../api-errors';
import { json, recordingFetch, testClient } from '../testing/fake-fetch';
import { createTimeoutMiddleware, type TimeoutTimers } from './timeout';

/** A clock that only moves when the test says so. */
function manualTimers() {
  const scheduled = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: TimeoutTimers = {
    setTimeout(callback, ms) {
      scheduled.set(next, { callback, ms });
      return next++;
    },
    clearTimeout(handle) {
      scheduled.delete(handle as number);
    },
  };
  return {
    timers,
    scheduled,
    fireAll() {
      for (const [handle, { callback }] of [...scheduled]) {
        scheduled.delete(handle);
        callback();
      }
    },
  };
}

/** Like the real fetch: never answers by itself, rejects with the signal's reason on abort. */
function hangingFetch() {
  return recordingFetch(
    (request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      }),
  );
}

describe('timeout middleware', () => {
  it('arms a 10,000 ms timer per request', async () => {
    const clock = manualTimers();
    const client = testClient(recordingFetch(), createTimeoutMiddleware({ timers: clock.timers }));
    const pending = client.GET('/theme/page/config');
    await Promise.resolve();
    expect([...clock.scheduled.values()].map((t) => t.ms)).toEqual([REQUEST_TIMEOUT_MS]);
    await pending;
  });

  it('rejects with ApiTimeoutError when no answer comes in time, and does not retry', async () => {
    const clock = manualTimers();
    const fetch = hangingFetch();
    const client = testClient(fetch, createTimeoutMiddleware({ timers: clock.timers }));
    const pending = client.POST('/public/sendMessageV2', { body: { mobilePhone: '13800000000' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.fireAll();
    await expect(pending).rejects.toBeInstanceOf(ApiTimeoutError);
    await expect(pending).rejects.toMatchObject({ timeoutMs: 10000 });
    expect(fetch.requests).toHaveLength(1);
  });

  it('works with the real clock (AbortController + setTimeout)', async () => {
    const fetch = hangingFetch();
    const client = testClient(fetch, createTimeoutMiddleware({ timeoutMs: 20 }));
    await expect(client.GET('/link/getLinks')).rejects.toBeInstanceOf(ApiTimeoutError);
  });

  it('stops the timer once the answer arrives', async () => {
    const clock = manualTimers();
    const client = testClient(recordingFetch(() => json({ code: 200 })), createTimeoutMiddleware({ timers: clock.timers }));
    const { data } = await client.GET('/theme/page/config');
    expect(data).toEqual({ code: 200 });
    expect(clock.scheduled.size).toBe(0);
  });

  it('passes other network failures through untouched, once', async () => {
    const clock = manualTimers();
    const failure = new TypeError('network down');
    const fetch = recordingFetch(() => Promise.reject(failure));
    const client = testClient(fetch, createTimeoutMiddleware({ timers: clock.timers }));
    await expect(client.POST('/user/registerUserV2', { body: {} })).rejects.toBe(failure);
    expect(fetch.requests).toHaveLength(1);
    expect(clock.scheduled.size).toBe(0);
  });

  it('keeps a caller-supplied abort signal working', async () => {
    const clock = manualTimers();
    const controller = new AbortController();
    const client = testClient(hangingFetch(), createTimeoutMiddleware({ timers: clock.timers }));
    const pending = client.GET('/theme/page/config', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort(new Error('user left'));
    await expect(pending).rejects.toThrow('user left');
  });
});
