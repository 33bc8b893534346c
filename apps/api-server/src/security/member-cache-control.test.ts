import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import type { AppEnv } from '../app-options';
import { privateMemberAnswers } from './member-cache-control';

function app() {
  const api = new Hono<AppEnv>();
  api.use('*', privateMemberAnswers());
  api.get('/public', (c) => c.json({ code: 200 }, 200, { 'Cache-Control': 'public, max-age=60' }));
  api.get('/none', (c) => c.json({ code: 200 }));
  api.get('/own', (c) => c.json({ code: 200 }, 200, { 'Cache-Control': 'private, max-age=30' }));
  return api;
}

describe('privateMemberAnswers (issue #25 item 11)', () => {
  it('makes every answer to a request with a session private and unstored, unless the route made it private itself', async () => {
    const bearer = { authorization: 'Bearer any-token' };
    const cookie = { cookie: 'sealens_token=any-token' };
    for (const headers of [bearer, cookie]) {
      expect((await app().request('/public', { headers })).headers.get('cache-control')).toBe('private, no-store');
      expect((await app().request('/none', { headers })).headers.get('cache-control')).toBe('private, no-store');
      expect((await app().request('/own', { headers })).headers.get('cache-control')).toBe('private, max-age=30');
    }
  });

  it("leaves a visitor's answers alone", async () => {
    expect((await app().request('/public')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await app().request('/none')).headers.get('cache-control')).toBeNull();
  });
});
