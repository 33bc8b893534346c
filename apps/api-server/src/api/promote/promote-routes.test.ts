import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { and, eq } from 'drizzle-orm';

import { lotteryChances, lotteryInvitations } from '../../db/content-schema';
import { seedDemoContent } from '../../db/seed/demo-content';
import { users } from '../../db/schema';
import { scanQrScene } from '../../security/qr-scenes';
import { inviteCodeOf } from '../main/lottery-chances';
import { uniqueMobile } from '../../security/test-database';
import { ID, PROMOTE, openTestApp, type TestApp } from '../identity/test-app';
import { parseExpandInfo } from './promote-routes';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
  await seedDemoContent(t.database.db);
}, 120_000);
afterAll(() => t.close());

async function regCode(mobile: string) {
  return t.sendCode(mobile, '/public/sendMessageV3', 'reg');
}

describe('promote registrations', () => {
  it('registers and answers a credential that buys an access token', async () => {
    const mobile = uniqueMobile();
    const code = await regCode(mobile);
    const { body } = await t.call('POST', `${PROMOTE}/public/register`, { body: { account: mobile, password: 'abc12345', code, utm: 'u1', tenantId: 1 } });
    expect(body).toMatchObject({ code: 200, payload: { account: mobile, newSubscriber: true } });
    const token = await t.call('POST', `${ID}/user/createQbt3AccessTokenV2`, { body: { account: mobile, loginCredential: body.payload.loginCredential } });
    expect(token.body.code).toBe(200);
  });

  it('refuses a registered phone, once its SMS code is right', async () => {
    const code = await t.sendCode('13900000001', '/public/sendMessageV2', 'log');
    const { body } = await t.call('POST', `${PROMOTE}/public/register`, { body: { account: '13900000001', password: 'abc12345', code } });
    expect(body).toMatchObject({ code: 10006, message: 'this phone number is already registered' });
  });

  it('registers and binds the scanning WeChat', async () => {
    const qr = await t.call('POST', `${ID}/wechat/createLoginQrcode?appId=sealens`);
    const sceneId = qr.body.playdata.sceneId;
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId, scanner: { unknown: true } });
    const mobile = uniqueMobile();
    const code = await regCode(mobile);
    const { body } = await t.call('POST', `${PROMOTE}/public/registerAndBindWx`, { body: { account: mobile, password: 'abc12345', code, sceneId } });
    expect(body.code).toBe(200);
  });

  it('fast-registers without a password', async () => {
    const mobile = uniqueMobile();
    const code = await regCode(mobile);
    const { body } = await t.call('POST', `${PROMOTE}/public/fastRegister`, { body: { account: mobile, code, invite: 'I1', invite_channel: 'c' } });
    expect(body).toMatchObject({ code: 200, payload: { account: mobile } });
  });

  it('activity registration needs a valid expandInfo and records the chances of the new member and the inviter', async () => {
    const bad = await t.call('POST', `${PROMOTE}/public/activityRegister`, { body: { account: uniqueMobile(), password: 'abc12345', code: '123456', expandInfo: 'nope' } });
    expect(bad.body.code).toBe(10012);
    const [inviter] = await t.database.db.select().from(users).where(eq(users.mobile, '13900000001'));
    const inviterId = String(inviter?.id);
    const mobile = uniqueMobile();
    const code = await regCode(mobile);
    const expandInfo = JSON.stringify({ actId: 'demo-spring', inviteCode: inviteCodeOf(t.deps.tokenSecret, inviterId) });
    const { body } = await t.call('POST', `${PROMOTE}/public/activityRegister`, { body: { account: mobile, password: 'abc12345', code, expandInfo } });
    expect(body).toMatchObject({ code: 200, message: 'registration succeeded, you got a lottery chance', payload: { lotteryChances: 1 } });
    const [invitation] = await t.database.db.select().from(lotteryInvitations).where(eq(lotteryInvitations.account, mobile));
    expect(invitation?.inviterUserId).toBe(inviterId);
    const [inviterChances] = await t.database.db.select().from(lotteryChances).where(and(eq(lotteryChances.actId, 'demo-spring'), eq(lotteryChances.userId, inviterId)));
    expect(inviterChances?.chances).toBe(1);
  });

  it('an activity registration for an ended or unknown activity registers without a chance', async () => {
    const mobile = uniqueMobile();
    const code = await regCode(mobile);
    const expandInfo = JSON.stringify({ actId: 'demo-winter', inviteCode: 'forged-code' });
    const { body } = await t.call('POST', `${PROMOTE}/public/activityRegister`, { body: { account: mobile, password: 'abc12345', code, expandInfo } });
    expect(body).toMatchObject({ code: 200, message: 'registration succeeded', payload: { lotteryChances: 0 } });
    expect(await t.database.db.select().from(lotteryInvitations).where(eq(lotteryInvitations.account, mobile))).toHaveLength(0);
  });

  it('parses expandInfo', () => {
    expect(parseExpandInfo('{"actId":7}')).toEqual({ actId: '7' });
    expect(parseExpandInfo('{"inviteCode":"x"}')).toBeNull();
    expect(parseExpandInfo(42)).toBeNull();
  });
});
