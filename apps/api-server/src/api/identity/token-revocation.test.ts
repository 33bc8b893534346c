// Issue #10 item 8: tokens outlived logout (logout only cleared the cookie) and users (main-base
// bearer calls checked the signature only, so a signed token for a user that does not exist could
// post). Now logout revokes its session's token (by its id, in the database), and every bearer
// call checks the user and the revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { issueAccessToken } from '../../security/access-token';
import { ID, openTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

const question = { title: 'How do I price for the 12.12 sale?', content: 'Costs went up.', imgUrls: [] };

describe('tokens end with logout and with their user (issue #10 item 8)', () => {
  it('after logout the token works nowhere, on the identity base or the main base; other sessions go on', async () => {
    const first = await t.login('13900000001');
    const second = await t.login('13900000001');
    expect((await t.call('POST', `${ID}/user/channelUserInfo`, { token: first.token })).status).toBe(200);
    expect((await t.call('POST', '/api/qa/question/save', { token: second.token, body: question })).body.code).toBe(200);

    expect((await t.call('POST', `${ID}/user/logout`, { token: first.token })).body.code).toBe(200);

    expect((await t.call('POST', `${ID}/user/channelUserInfo`, { token: first.token })).status).toBe(401);
    expect((await t.call('POST', '/api/qa/question/save', { token: first.token, body: question })).status).toBe(401);
    // Another device's session is its own.
    expect((await t.call('POST', '/api/qa/question/save', { token: second.token, body: question })).body.code).toBe(200);
    // The session cookie of the logged-out session is refused too (it carries the same token).
    const cookie = await t.app.request('/api/qa/question/save', {
      method: 'POST',
      headers: { cookie: `sealens_token=${first.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(question),
    });
    expect(cookie.status).toBe(401);
  });

  it('a correctly signed token for a user that does not exist is refused on every base', async () => {
    const ghost = issueAccessToken(t.deps.tokenSecret, { sub: '987654', account: 'ghost' }, { now: t.deps.now, ttlSeconds: 3600 });
    expect((await t.call('POST', '/api/qa/question/save', { token: ghost, body: question })).status).toBe(401);
    expect((await t.call('POST', `${ID}/user/channelUserInfo`, { token: ghost })).status).toBe(401);
  });

  it("a token naming another account's id is refused", async () => {
    const mixed = issueAccessToken(t.deps.tokenSecret, { sub: '1000001', account: '13900000002' }, { now: t.deps.now, ttlSeconds: 3600 });
    expect((await t.call('POST', '/api/qa/question/save', { token: mixed, body: question })).status).toBe(401);
  });
});
