// The lottery on the real database: PGlite here, PostgreSQL when SEALENS_TEST_DATABASE_URL is set
// (the concurrency tests then run against a server with real row locks).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { lotteryActivities, lotteryChances, lotteryPrizes } from '../../db/content-schema';
import { scriptedRandom } from '../../security/test-database';
import { CHANCES_PER_INVITATION, CHANCES_PER_REGISTRATION, grantActivityRegistration, inviteCodeOf, inviterOfCode } from './lottery-chances';
import { TEST_TOKEN_SECRET, openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
// Prize weights are 10, 20, 30, 40 (p1..p4): 0 wins p1, 95 falls on p4 (no win), 35 on p3 (shipped).
const random = scriptedRandom([0, 95, 35]);
beforeAll(async () => {
  h = await openMainHarness({ random });
}, 60_000);
afterAll(() => h.close());

const grant = (actId: string, userId: string, inviteCode?: string) =>
  grantActivityRegistration(h.deps.db, TEST_TOKEN_SECRET, h.clock.now(), { actId, userId, account: `139${userId.padStart(8, '0')}`, ...(inviteCode ? { inviteCode } : {}) });

const draw = (token: string, actId = 'demo-spring') => h.call('POST', '/api/lottery/draw', { token, json: { actId } });

describe('lottery', () => {
  it('lists activities with the ended flag, and prizes with stock and kind as data', async () => {
    const acts = await h.call('GET', '/api/lottery/activities');
    expect(acts.body.payload.map((a: { actId: string; ended: boolean }) => [a.actId, a.ended])).toEqual([
      ['demo-spring', false],
      ['demo-handbook', false],
      ['demo-winter', true],
    ]);
    const prizes = await h.call('GET', '/api/lottery/prizes?actId=demo-spring');
    expect(prizes.body.payload).toHaveLength(4);
    expect(prizes.body.payload[0]).toMatchObject({ prizeId: 'demo-spring-p1', stock: 50 });
    expect(prizes.body.payload[2]).toMatchObject({ prizeId: 'demo-spring-p3', shipped: true });
    expect(prizes.body.payload[3]).toMatchObject({ prizeId: 'demo-spring-p4', noWin: true });
  });

  it('visitors have no chances and cannot draw or claim', async () => {
    expect((await h.call('GET', '/api/lottery/chances?actId=demo-spring')).body.payload.chances).toBe(0);
    expect((await h.call('POST', '/api/lottery/draw', { json: { actId: 'demo-spring' } })).body.code).toBe(40001);
    expect((await h.call('GET', '/api/lottery/records?actId=demo-spring')).body.payload.total).toBe(0);
    expect((await h.raw('POST', '/api/lottery/receive', { json: { recordId: 1 } })).status).toBe(401);
  });

  it('a member has no chance until one is recorded', async () => {
    const token = h.tokenFor('50');
    expect((await h.call('GET', '/api/lottery/chances?actId=demo-spring', { token })).body.payload.chances).toBe(0);
    expect((await draw(token)).body.code).toBe(40001);
  });

  it('invite codes name their owner and cannot be forged', () => {
    const code = inviteCodeOf(TEST_TOKEN_SECRET, '42');
    expect(inviterOfCode(TEST_TOKEN_SECRET, code)).toBe('42');
    expect(inviterOfCode(TEST_TOKEN_SECRET, code.replace(/^42/, '43'))).toBeUndefined();
    expect(inviterOfCode('another-secret', code)).toBeUndefined();
    expect(inviterOfCode(TEST_TOKEN_SECRET, 'demo42')).toBeUndefined();
  });

  it('an activity registration records a chance for the new member and one for the inviter, once per friend', async () => {
    const inviter = h.tokenFor('60');
    const code = (await h.call('GET', '/api/lottery/chances?actId=demo-spring', { token: inviter })).body.payload.inviteCode as string;
    expect(await grant('demo-spring', '61', code)).toBe(CHANCES_PER_REGISTRATION);
    expect(await grant('demo-spring', '62', code)).toBe(CHANCES_PER_REGISTRATION);
    expect(await grant('demo-spring', '62', code)).toBe(2 * CHANCES_PER_REGISTRATION); // the same friend again: no second invitation
    expect((await h.call('GET', '/api/lottery/chances?actId=demo-spring', { token: inviter })).body.payload.chances).toBe(2 * CHANCES_PER_INVITATION);
    // One's own code gives the registration's chance only.
    expect(await grant('demo-spring', '60', code)).toBe(2 * CHANCES_PER_INVITATION + CHANCES_PER_REGISTRATION);
    const invitations = await h.call('GET', '/api/lottery/invitations?actId=demo-spring&pageNum=1&pageSize=10', { token: inviter });
    expect(invitations.body.payload.total).toBe(2);
    expect(invitations.body.payload.list[0].account).toBe('139****0062');
    expect(await grant('demo-winter', '63', code)).toBe(0); // ended activity: nothing recorded
    expect(await grant('nope', '63')).toBe(0);
  });

  it('a draw consumes a chance and records a win; no chance left answers 40001', async () => {
    const token = h.tokenFor('51');
    await grant('demo-spring', '51');
    const result = await draw(token);
    expect(result.body.payload).toMatchObject({ win: true, chances: 0, prize: { prizeId: 'demo-spring-p1', stock: 49 } });
    expect((await draw(token)).body.code).toBe(40001);
    const records = await h.call('GET', '/api/lottery/records?actId=demo-spring&pageNum=1&pageSize=10', { token });
    expect(records.body.payload.total).toBe(1);
    expect(records.body.payload.list[0]).toMatchObject({ prize: { prizeId: 'demo-spring-p1' }, received: false });
    const [p1] = await h.deps.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.prizeId, 'demo-spring-p1'));
    expect(p1?.stock).toBe(49);
  });

  it('a draw that falls on the no-win prize records nothing', async () => {
    const token = h.tokenFor('52');
    await grant('demo-spring', '52');
    expect((await draw(token)).body.payload).toEqual({ win: false, chances: 0 });
    expect((await h.call('GET', '/api/lottery/records?actId=demo-spring', { token })).body.payload.total).toBe(0);
  });

  it('a shipped prize is claimed with a delivery address, which can be corrected; others claim without', async () => {
    const token = h.tokenFor('54');
    await grant('demo-spring', '54');
    expect((await draw(token)).body.payload).toMatchObject({ win: true, prize: { prizeId: 'demo-spring-p3', shipped: true } });
    const recordId = (await h.call('GET', '/api/lottery/records?actId=demo-spring', { token })).body.payload.list[0].recordId as number;
    expect((await h.call('POST', '/api/lottery/receive', { token, json: { recordId } })).body.code).toBe(40003);
    const bad = await h.call('POST', '/api/lottery/receive', { token, json: { recordId, delivery: { name: 'Li', phone: '123', address: 'Room 1, Road 2' } } });
    expect(bad.body.code).toBe(400);
    const delivery = { name: 'Li Lei', phone: '13812345678', address: 'Room 1, 2 Demo Road, Shenzhen' };
    const claimed = await h.call('POST', '/api/lottery/receive', { token, json: { recordId, delivery } });
    expect(claimed.body.payload).toMatchObject({ recordId, received: true, delivery });
    const corrected = await h.call('POST', '/api/lottery/receive', { token, json: { recordId, delivery: { ...delivery, address: 'Room 9, 2 Demo Road, Shenzhen' } } });
    expect(corrected.body.payload.delivery.address).toBe('Room 9, 2 Demo Road, Shenzhen');
    expect(corrected.body.payload.receiveTime).toBe(claimed.body.payload.receiveTime);
    // Someone else's record is not found.
    expect((await h.call('POST', '/api/lottery/receive', { token: h.tokenFor('55'), json: { recordId, delivery } })).body.code).toBe(404);
  });

  it('an ended activity answers 40002 and an unknown one 404', async () => {
    const token = h.tokenFor('53');
    expect((await draw(token, 'demo-winter')).body.code).toBe(40002);
    expect((await draw(token, 'nope')).body.code).toBe(404);
    expect((await h.call('GET', '/api/lottery/invitations?actId=demo-spring')).body.payload.total).toBe(0);
  });
});

describe('lottery under parallel draws', () => {
  it('20 parallel draws with 3 chances: exactly 3 draws, 17 refusals, no chance below zero', async () => {
    const token = h.tokenFor('70');
    await h.deps.db.insert(lotteryChances).values({ actId: 'demo-spring', userId: '70', chances: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(token)));
    const codes = answers.map((a) => a.body.code as number);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 40001)).toHaveLength(17);
    expect(answers.filter((a) => a.body.code === 200).map((a) => a.body.payload.chances).sort()).toEqual([0, 1, 2]);
    const [row] = await h.deps.db.select().from(lotteryChances).where(eq(lotteryChances.userId, '70'));
    expect(row?.chances).toBe(0);
  });

  it('a prize with stock 1 is won at most once by parallel draws', async () => {
    const now = h.clock.now();
    await h.deps.db.insert(lotteryActivities).values({ actId: 'race', name: 'race', startTime: new Date(now.getTime() - 1000), endTime: new Date(now.getTime() + 86_400_000), rules: '' });
    await h.deps.db.insert(lotteryPrizes).values([
      { prizeId: 'race-only', actId: 'race', name: 'only one', imgUrl: '', weight: 1, stock: 1 },
      { prizeId: 'race-none', actId: 'race', name: 'thanks', imgUrl: '', weight: 0, noWin: true },
    ]);
    const tokens = Array.from({ length: 10 }, (_, i) => h.tokenFor(String(80 + i)));
    await h.deps.db.insert(lotteryChances).values(tokens.map((_, i) => ({ actId: 'race', userId: String(80 + i), chances: 1 })));
    const answers = await Promise.all(tokens.map((token) => draw(token, 'race')));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(answers.filter((a) => a.body.payload.win)).toHaveLength(1);
    const [only] = await h.deps.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.prizeId, 'race-only'));
    expect(only?.stock).toBe(0);
  });
});
