// Issue #10 item 9: an SMS login with "credential":"made-up" for 13900000004 answered 200 instead of
// the risk prompt 90001. A credential now counts only when the server issued it, for this account,
// live and unused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { issueCredential } from './login-service';
import { ID, openTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

const RISKY = '13900000004';
const RISKY_ID = 1_000_004;

async function smsLogin(credential?: string) {
  const code = await t.sendCode(RISKY);
  const data = { account: RISKY, messageCode: code, ...(credential === undefined ? {} : { credential }) };
  return t.call('POST', `${ID}/user/loginQbt3AccountPc`, { body: { appName: 'sealens', action: 'sms_account', data } });
}

describe('risk credentials (issue #10 item 9)', () => {
  it('a made-up credential changes nothing: the risk prompt 90001 comes', async () => {
    expect((await smsLogin()).body.code).toBe(90001);
    t.clock.advance(61);
    expect((await smsLogin('made-up')).body.code).toBe(90001);
  });

  it("another account's credential does not count", async () => {
    const others = await issueCredential(t.deps, 1_000_001, 'identity');
    t.clock.advance(61);
    expect((await smsLogin(others)).body.code).toBe(90001);
  });

  it("the server's own credential for this account passes once, and only while it lives", async () => {
    const credential = await issueCredential(t.deps, RISKY_ID, 'identity');
    t.clock.advance(61);
    expect((await smsLogin(credential)).body.code).toBe(200);
    t.clock.advance(61);
    expect((await smsLogin(credential)).body.code).toBe(90001);
    const stale = await issueCredential(t.deps, RISKY_ID, 'identity');
    t.clock.advance(3600);
    expect((await smsLogin(stale)).body.code).toBe(90001);
  });
});
