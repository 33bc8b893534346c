import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lotteryInvitations } from '../../db/content-schema';
import { scriptedRandom } from '../../security/test-database';
import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
// Prize weights are 10, 20, 30, 40 (p1..p4): 0 wins p1, 95 falls on p4 (no win).
const random = scriptedRandom([0, 95]);
beforeAll(async () => {
  h = await openMainHarness({ random });
}, 60_000);
afterAll(() => h.close());

describe('lottery', () => {
  it('lists activities with the ended flag, and prizes', async () => {
    const acts = await h.call('GET', '/api/lottery/activities');
    expect(acts.body.payload.map((a: { actId: string; ended: boolean }) => [a.actId, a.ended])).toEqual([
      ['demo-spring', false],
      ['demo-winter', true],
    ]);
    const prizes = await h.call('GET', '/api/lottery/prizes?actId=demo-spring');
    expect(prizes.body.payload).toHaveLength(4);
  });

  it('visitors have no chances and cannot draw', async () => {
    expect((await h.call('GET', '/api/lottery/chances?actId=demo-spring')).body.payload.chances).toBe(0);
    expect((await h.call('POST', '/api/lottery/draw', { json: { actId: 'demo-spring' } })).body.code).toBe(40001);
    expect((await h.call('GET', '/api/lottery/records?actId=demo-spring')).body.payload.total).toBe(0);
  });

  it('a draw consumes a chance and records a win; no chance left answers 40001', async () => {
    const token = h.tokenFor('51');
    await h.deps.db.insert(lotteryInvitations).values({ actId: 'demo-spring', inviterUserId: '51', account: '13912345678' });
    const chances = await h.call('GET', '/api/lottery/chances?actId=demo-spring', { token });
    expect(chances.body.payload).toEqual({ chances: 1, inviteCode: 'demo51' });
    const draw = await h.call('POST', '/api/lottery/draw', { token, json: { actId: 'demo-spring' } });
    expect(draw.body.payload).toMatchObject({ win: true, chances: 0, prize: { prizeId: 'demo-spring-p1' } });
    const again = await h.call('POST', '/api/lottery/draw', { token, json: { actId: 'demo-spring' } });
    expect(again.body.code).toBe(40001);
    const records = await h.call('GET', '/api/lottery/records?actId=demo-spring&pageNum=1&pageSize=10', { token });
    expect(records.body.payload.total).toBe(1);
    const invitations = await h.call('GET', '/api/lottery/invitations?actId=demo-spring&pageNum=1&pageSize=10', { token });
    expect(invitations.body.payload.list[0].account).toBe('139****5678');
  });

  it('a draw that falls on the no-win prize records nothing', async () => {
    const token = h.tokenFor('52');
    const draw = await h.call('POST', '/api/lottery/draw', { token, json: { actId: 'demo-spring' } });
    expect(draw.body.payload).toEqual({ win: false, chances: 0 });
    expect((await h.call('GET', '/api/lottery/records?actId=demo-spring', { token })).body.payload.total).toBe(0);
  });

  it('an ended activity answers 40002 and an unknown one 404', async () => {
    const token = h.tokenFor('53');
    expect((await h.call('POST', '/api/lottery/draw', { token, json: { actId: 'demo-winter' } })).body.code).toBe(40002);
    expect((await h.call('POST', '/api/lottery/draw', { token, json: { actId: 'nope' } })).body.code).toBe(404);
    expect((await h.call('GET', '/api/lottery/invitations?actId=demo-spring')).body.payload.total).toBe(0);
  });
});
