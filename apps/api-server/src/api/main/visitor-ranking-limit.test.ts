import { VISITOR_RANKING_ANSWER_ROWS, VISITOR_RANKING_ROWS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMainHarness, type MainHarness } from './main-test-harness';
import { VISITOR_LIMITED_RANKINGS } from './visitor-ranking-limit';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness({ market: true });
}, 120_000);
afterAll(() => h.close());

const QUERY: Record<(typeof VISITOR_LIMITED_RANKINGS)[number], string> = {
  '/home/hotSearchWords': 'typeId=99997&dateType=1',
  '/home/goodsRanking': 'typeId=99997&dateType=1',
  '/home/mallSoaring': 'typeId=99997&dateType=1',
  '/home/brandRanking': 'salesOrGmv=1&dayOrWeek=1',
  '/home/goodsGrowth': 'typeId=99997',
  '/home/promotionKeywords': 'typeId=99997&dateType=1&rankingType=1',
};

describe('visitor limit of the home rankings (spec §1, §6)', () => {
  it('keeps the numbers: a visitor sees 5 rows and the answer carries one more', () => {
    expect(VISITOR_RANKING_ROWS).toBe(5);
    expect(VISITOR_RANKING_ANSWER_ROWS).toBe(6);
  });

  it.each(VISITOR_LIMITED_RANKINGS)('%s answers a visitor the first rows of what a member gets', async (path) => {
    const url = `/api${path}?${QUERY[path]}`;
    const member = await h.call('GET', url, { token: h.tokenFor('1000015') });
    const visitor = await h.call('GET', url);
    expect(member.body.payload.length).toBeGreaterThan(VISITOR_RANKING_ANSWER_ROWS);
    expect(visitor.body.payload).toEqual(member.body.payload.slice(0, VISITOR_RANKING_ANSWER_ROWS));
  });

  it('a forged token or a made-up cookie is a visitor; the session cookie is a member', async () => {
    const url = '/api/home/goodsRanking?typeId=99997&dateType=1';
    const forged = await h.call('GET', url, { headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' } });
    expect(forged.body.payload).toHaveLength(VISITOR_RANKING_ANSWER_ROWS);
    const madeUp = await h.call('GET', url, { headers: { cookie: 'sealens_token=made-up' } });
    expect(madeUp.body.payload).toHaveLength(VISITOR_RANKING_ANSWER_ROWS);
    const session = await h.call('GET', url, { headers: { cookie: `sealens_token=${h.tokenFor('1000015')}` } });
    expect(session.body.payload.length).toBeGreaterThan(VISITOR_RANKING_ANSWER_ROWS);
  });

  it("says that a visitor's answer differs from a member's for the same address", async () => {
    const response = await h.raw('GET', '/api/home/brandRanking?typeId=99997');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(response.headers.get('vary')).toMatch(/Authorization/);
  });
});
