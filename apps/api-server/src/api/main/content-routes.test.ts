import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

const KINDS = [
  ['article', 'article', 24],
  ['course', 'course', 12],
  ['operatingTips', 'tip', 12],
  ['releaseRecord', 'release', 8],
  ['report', 'report', 12],
  ['industryNews', 'news', 16],
] as const;

describe('content', () => {
  for (const [path, kind, total] of KINDS) {
    it(`${path} list pages and detail answers, 404 when unknown`, async () => {
      const page = await h.call('GET', `/api/${path}/list?pageNum=2&pageSize=5`);
      expect(page.body.payload.total).toBe(total);
      expect(page.body.payload.list).toHaveLength(Math.min(5, total - 5));
      expect(page.body.payload.list[0].title).toMatch(/^Demo /);
      const detail = await h.call('GET', `/api/${path}/detail?id=${kind}-1`);
      expect(detail.body.payload.content).toContain('Demo data');
      const unknown = await h.call('GET', `/api/${path}/detail?id=${kind}-999`);
      expect(unknown.body.code).toBe(404);
    });
  }

  it('article list filters by category', async () => {
    const { body } = await h.call('GET', '/api/article/list?typeId=99997');
    expect(body.payload.list.every((a: { typeId: number }) => a.typeId === 99997)).toBe(true);
    expect(body.payload.total).toBe(2);
  });

  it('like-or-cancel toggles the caller like and needs a token', async () => {
    const token = h.tokenFor('11');
    const before = await h.call('GET', '/api/article/detail?id=article-3', { token });
    expect(before.body.payload.liked).toBe(false);
    const liked = await h.call('POST', '/api/article/likeOrCancel', { token, json: { articleId: 'article-3' } });
    expect(liked.body.payload).toEqual({ liked: true, likes: before.body.payload.likes + 1 });
    const cancelled = await h.call('POST', '/api/article/likeOrCancel', { token, json: { articleId: 'article-3' } });
    expect(cancelled.body.payload).toEqual({ liked: false, likes: before.body.payload.likes });
    const unknown = await h.call('POST', '/api/article/likeOrCancel', { token, json: { articleId: 'course-1' } });
    expect(unknown.body.code).toBe(404);
    const anonymous = await h.raw('POST', '/api/article/likeOrCancel', { json: { articleId: 'article-3' } });
    expect(anonymous.status).toBe(401);
  });
});
