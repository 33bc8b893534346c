import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DIS, openTestApp, type TestApp } from '../identity/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('distribution service', () => {
  it('answers the partner channel of a url code, 40004 for an unknown one', async () => {
    const { body } = await t.call('GET', `${DIS}/public/partnerChannel?appId=sealens&urlCode=demo`);
    expect(body).toMatchObject({ code: 200, payload: { urlCode: 'demo', channelId: 2, invite: 'DEMO01', invite_channel: 'partner' } });
    expect((await t.call('GET', `${DIS}/public/partnerChannel?appId=sealens&urlCode=none`)).body.code).toBe(40004);
  });

  it('answers the private channel type, 30005 when there is none, 401 without a token', async () => {
    const member = await t.login('13900000015');
    expect((await t.call('GET', `${DIS}/privateAreaChannel/loginUserChannel`, { token: member.token })).body).toMatchObject({ code: 200, payload: { channelType: 1 } });
    const other = await t.login('13900000001');
    const none = await t.call('GET', `${DIS}/privateAreaChannel/loginUserChannel`, { token: other.token });
    expect(none.body).toMatchObject({ code: 30005, payload: { channelType: 0 } });
    expect((await t.call('GET', `${DIS}/privateAreaChannel/loginUserChannel`)).status).toBe(401);
  });

  it('answers the cooperation organ userId (POST and designed GET)', async () => {
    const member = await t.login('13900000015');
    const organ = await t.call('POST', `${DIS}/distribution-channel/getUserCooperationOrgan`, { token: member.token });
    expect(organ.body.payload).toEqual({ userId: '1000015', organName: 'Demo cooperation organ' });
    const other = await t.login('13900000001');
    expect((await t.call('GET', `${DIS}/distribution-channel/cooperationOrgan`, { token: other.token })).body.payload).toEqual({});
  });
});
