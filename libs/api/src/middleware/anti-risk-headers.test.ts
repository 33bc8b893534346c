import { describe, expect, it } from 'vitest';
import { recordingFetch, testClient } from '../testing/fake-fetch';
import { createAntiRiskHeadersMiddleware } from './anti-risk-headers';

describe('anti-risk headers middleware', () => {
  it('sends the timestamp, the provider token and an empty anonymous id on every request', async () => {
    const fetch = recordingFetch();
    const client = testClient(
      fetch,
      createAntiRiskHeadersMiddleware({ getAntiRiskToken: async () => 'fp-token', now: () => 1_700_000_000_000 }),
    );
    await client.GET('/theme/page/config');
    await client.POST('/user/registerUserV2', { body: {} });
    for (const request of fetch.requests) {
      expect(request.headers.get('x-anti-timestamp')).toBe('1700000000000');
      expect(request.headers.get('x-anti-token')).toBe('fp-token');
      expect(request.headers.has('x-anonymous-id')).toBe(true);
      expect(request.headers.get('x-anonymous-id')).toBe('');
    }
  });

  it('sends an empty token while the provider has none', async () => {
    const fetch = recordingFetch();
    const client = testClient(fetch, createAntiRiskHeadersMiddleware({ getAntiRiskToken: () => null }));
    await client.GET('/theme/page/config');
    expect(fetch.requests[0]?.headers.get('x-anti-token')).toBe('');
    expect(Number(fetch.requests[0]?.headers.get('x-anti-timestamp'))).toBeGreaterThan(0);
  });
});
