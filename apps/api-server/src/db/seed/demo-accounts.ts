// DEMO DATA. Deterministic demo accounts, one per login/risk state of spec §4 and §8, plus their
// memberships, a registration channel, a private channel, a cooperation organ and coupons.
// Fixed ids, phones and password; the password hashes use a salt derived from the account, so two
// seedings produce the same rows.
import { createHash } from 'node:crypto';

import { sql } from 'drizzle-orm';

import { hashPassword } from '../../security/password';
import { PASSWORD_SALT_BYTES } from '../../security/security-constants';
import type { Database } from '../database';
import { cooperationOrgans, coupons, openWindowSettings, partnerChannels, userCategoryBuys, userPrivateChannels, userProducts } from '../identity-schema';
import { users } from '../schema';
import type { Seeder } from './seed-all';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  id: number;
  /** Phone = account name; log in with it and DEMO_PASSWORD (or by SMS code from the dev outbox). */
  phone: string;
  password: string;
  /** What logging in shows. */
  state: string;
  riskCode: number | null;
  /** Freeze end (UTC) for freeze-low / freeze-medium. */
  riskEndTime: string | null;
  wechatBound: boolean;
}

const FREEZE_LOW_END = '2099-06-30T16:00:00.000Z';
const FREEZE_MEDIUM_END = '2099-12-31T16:00:00.000Z';

function demo(id: number, state: string, riskCode: number | null = null, riskEndTime: string | null = null, wechatBound = true): DemoAccount {
  return { id, phone: `139000000${String(id - 1_000_000).padStart(2, '0')}`, password: DEMO_PASSWORD, state, riskCode, riskEndTime, wechatBound };
}

/**
 * | phone       | password | state                                                        |
 * |-------------|----------|--------------------------------------------------------------|
 * | 13900000001 | demo1234 | normal: logs in (code 200)                                   |
 * | 13900000002 | demo1234 | owner of sub-accounts demo-sub-1, demo-sub-2 (account select) |
 * | 13900000003 | demo1234 | 10099: identity authentication by SMS needed                 |
 * | 13900000004 | demo1234 | 90001 reset-low: logs in, advises a password change          |
 * | 13900000005 | demo1234 | 90005 reset-low: logs in, advises a password change          |
 * | 13900000006 | demo1234 | 90002 freeze-low: frozen until 2099-07-01 00:00:00 (UTC+8)   |
 * | 13900000007 | demo1234 | 90006 freeze-low: frozen until 2099-07-01 00:00:00           |
 * | 13900000008 | demo1234 | 90003 freeze-medium: frozen until 2100-01-01 00:00:00        |
 * | 13900000009 | demo1234 | 90007 freeze-medium: frozen until 2100-01-01 00:00:00        |
 * | 13900000010 | demo1234 | 90004 freeze-high: frozen until customer service verifies    |
 * | 13900000011 | demo1234 | 90008 freeze-high: frozen until customer service verifies    |
 * | 13900000012 | demo1234 | 70001 anomalous-low: password login blocked; SMS/scan verify |
 * | 13900000013 | demo1234 | 70002 remove-low: logs in, advises a password change         |
 * | 13900000014 | demo1234 | normal, WeChat not bound (bind-QR dialog after login)        |
 * | 13900000015 | demo1234 | member: ultimate yearly plan + bonus, categories bought      |
 * | 13900000016 | demo1234 | normal: a second plain account (e2e tests that log in side by side) |
 * | 13900000017 | demo1234 | normal: a third plain account (the home's member e2e)         |
 * | 13900000018 | demo1234 | normal: the pricing e2e's member                             |
 * | 13900000019 | demo1234 | normal: the Q&A e2e's author                                 |
 * | 13900000020 | demo1234 | normal: the Q&A e2e's other member (and the phone's member)  |
 * | 13900000021 | demo1234 | normal: the lottery e2e's member                             |
 * | 13900000022 | demo1234 | normal: the /oauth e2e's member                              |
 * | 13900000023 | demo1234 | normal: the content e2e's member (likes)                     |
 * | 13900000024 | demo1234 | normal: the data pages e2e's member (detection, details)      |
 * | 13900000025 | demo1234 | normal: the site pages e2e's member (/login, /success ...)    |
 * | 13900000026 | demo1234 | normal, gift window off (claims its trial): feedback / coupon / trial e2e |
 * | 13900000027 | demo1234 | normal: the identity calls e2e's member                       |
 * | 13900000028 | demo1234 | member: ultimate yearly plan (the workbench e2e's member)     |
 * | 13900000029 | demo1234 | member: trial plan until 2099 (the workbench e2e's trial)     |
 * | 13900000030 | demo1234 | member: professional yearly plan (the workbench benchmarks)   |
 * | 13900000031 | demo1234 | member: ultimate yearly plan (the workbench shops e2e)        |
 * | 13900000032 | demo1234 | member: ultimate yearly plan (the workbench words e2e)        |
 * | 13900000033 | demo1234 | member: ultimate yearly plan (the workbench brands e2e)       |
 * | 13900000034 | demo1234 | member: ultimate yearly plan (the workbench industries e2e)   |
 * | 13900000035 | demo1234 | member: ultimate yearly plan (the real-time and search e2e)   |
 * | 13900000036 | demo1234 | member: ultimate yearly plan (the workbench method e2e)       |
 * | 13900000037 | demo1234 | member: ultimate yearly plan (the workbench finders e2e)      |
 * | 13900000038 | demo1234 | member: ultimate yearly plan (the workbench markets e2e)      |
 * | 13900000039 | demo1234 | member: ultimate yearly plan (the workbench monitors e2e)     |
 * | 13900000042 | demo1234 | member: ultimate yearly plan (the workbench competition e2e)  |
 * | 13900000040 | demo1234 | member: ultimate yearly plan (the workbench live e2e)         |
 * | 13900000041 | demo1234 | member: ultimate yearly plan (the workbench sourcing e2e)     |
 * | 13900000046 | demo1234 | member: ultimate yearly plan (the workbench My shop e2e)      |
 * | 13900000044 | demo1234 | member: ultimate yearly plan (the marketplace lists e2e)      |
 * | 13900000043 | demo1234 | member: ultimate yearly plan (the event marketing e2e)        |
 * | 13900000045 | demo1234 | member: ultimate yearly plan (the short-video lists e2e)      |
 * | 13900000048 | demo1234 | member: ultimate yearly plan (the workbench phone top bar e2e) |
 * Each e2e suite logs in with an account of its own: a login from another browser makes the next
 * password login of the same account a new-device login (90001), and the first login gets the gift.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  demo(1_000_001, 'normal'),
  demo(1_000_002, 'sub-accounts owner (demo-sub-1, demo-sub-2)'),
  demo(1_000_003, 'identity auth needed (10099)', 10099),
  demo(1_000_004, 'reset-low (90001), logs in', 90001),
  demo(1_000_005, 'reset-low (90005), logs in', 90005),
  demo(1_000_006, 'freeze-low (90002), until riskEndTime', 90002, FREEZE_LOW_END),
  demo(1_000_007, 'freeze-low (90006), until riskEndTime', 90006, FREEZE_LOW_END),
  demo(1_000_008, 'freeze-medium (90003), until riskEndTime', 90003, FREEZE_MEDIUM_END),
  demo(1_000_009, 'freeze-medium (90007), until riskEndTime', 90007, FREEZE_MEDIUM_END),
  demo(1_000_010, 'freeze-high (90004), customer service', 90004),
  demo(1_000_011, 'freeze-high (90008), customer service', 90008),
  demo(1_000_012, 'anomalous-low (70001), password login blocked', 70001),
  demo(1_000_013, 'remove-low (70002), logs in', 70002),
  demo(1_000_014, 'WeChat not bound', null, null, false),
  demo(1_000_015, 'member with an active plan'),
  demo(1_000_016, 'normal (second plain account)'),
  demo(1_000_017, 'normal (third plain account)'),
  demo(1_000_018, 'normal (pricing e2e)'),
  demo(1_000_019, 'normal (Q&A e2e author)'),
  demo(1_000_020, 'normal (Q&A e2e other member)'),
  demo(1_000_021, 'normal (lottery e2e)'),
  demo(1_000_022, 'normal (oauth e2e)'),
  demo(1_000_023, 'normal (content e2e)'),
  demo(1_000_024, 'normal (data pages e2e)'),
  demo(1_000_025, 'normal (site pages e2e)'),
  demo(1_000_026, 'normal (feedback, coupon, trial e2e)'),
  demo(1_000_027, 'normal (identity calls e2e)'),
  demo(1_000_028, 'member, ultimate (workbench e2e)'),
  demo(1_000_029, 'member, trial (workbench e2e)'),
  demo(1_000_030, 'member, professional (workbench benchmarks)'),
  // Each workbench e2e file logs its own member in: two files sending one phone's SMS codes at once
  // (two workers) were refused as too frequent, or read each other's code.
  demo(1_000_031, 'member, ultimate (workbench shops e2e)'),
  demo(1_000_032, 'member, ultimate (workbench words e2e)'),
  demo(1_000_033, 'member, ultimate (workbench brands e2e)'),
  demo(1_000_034, 'member, ultimate (workbench industries e2e)'),
  demo(1_000_035, 'member, ultimate (workbench real-time and search e2e)'),
  demo(1_000_036, 'member, ultimate (workbench method e2e)'),
  demo(1_000_037, 'member, ultimate (workbench finders e2e)'),
  demo(1_000_038, 'member, ultimate (workbench markets e2e)'),
  demo(1_000_039, 'member, ultimate (workbench monitors e2e)'),
  demo(1_000_042, 'member, ultimate (workbench competition e2e)'),
  demo(1_000_040, 'member, ultimate (workbench live e2e)'),
  demo(1_000_041, 'member, ultimate (workbench sourcing e2e)'),
  demo(1_000_046, 'member, ultimate (workbench My shop e2e)'),
  demo(1_000_044, 'member, ultimate (workbench marketplace lists e2e)'),
  demo(1_000_043, 'member, ultimate (workbench event marketing e2e)'),
  demo(1_000_045, 'member, ultimate (workbench short-video marketplace e2e)'),
  demo(1_000_048, 'member, ultimate (workbench phone top bar e2e)'),
];

export const DEMO_SUB_ACCOUNTS = [
  { id: 1_000_101, account: 'demo-sub-1', parentId: 1_000_002 },
  { id: 1_000_102, account: 'demo-sub-2', parentId: 1_000_002 },
] as const;

/** The member account's plan: ultimate yearly (15) until 2099-12-31, bonus month after it. */
export const DEMO_MEMBER = { userId: 1_000_015, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z', bonusEndTime: '2100-01-31T15:59:59.000Z' } as const;

/**
 * The workbench's members (issue 26): one per plan depth the e2e tests and benchmarks compare (the
 * rights table of libs/domain), with plans that last, so no trial gift replaces them.
 */
export const DEMO_WORKBENCH_MEMBERS = [
  { userId: 1_000_028, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_029, planId: 16, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_030, planId: 116, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_031, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_032, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_033, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_034, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_035, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_036, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_037, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_038, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_039, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_042, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_040, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_041, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_046, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_044, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_043, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_045, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
  { userId: 1_000_048, planId: 15, maturityTime: '2099-12-31T15:59:59.000Z' },
] as const;

/** A registration channel for /public/partnerChannel?appId=sealens&urlCode=demo. */
export const DEMO_CHANNEL = { urlCode: 'demo', appId: 'sealens', channelId: 2, channelName: 'Demo partner channel', invite: 'DEMO01', inviteChannel: 'partner' } as const;

/** The account whose member gift window is off (open-window type 1, flag 0): it claims its trial itself. */
export const DEMO_TRIAL_CLAIMER = 1_000_026;

export const DEMO_COUPONS = [
  { couponId: 'DEMO-LOBBY-1', appId: 'sealens', userId: null, name: 'Demo: 50 off the operation edition', planId: 10, amount: 5000, endTime: '2099-12-31T15:59:59.000Z' },
  { couponId: 'DEMO-MEMBER-1', appId: 'sealens', userId: 1_000_015, name: 'Demo: 100 off the renewal card', planId: 51, amount: 10000, endTime: '2099-12-31T15:59:59.000Z' },
] as const;

function demoSalt(account: string): Uint8Array {
  return createHash('sha256').update(`sealens-demo:${account}`).digest().subarray(0, PASSWORD_SALT_BYTES);
}

export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  async seed(db: Database) {
    const rows = [];
    for (const a of DEMO_ACCOUNTS) {
      rows.push({
        id: a.id,
        account: a.phone,
        mobile: a.phone,
        passwordHash: await hashPassword(a.password, demoSalt(a.phone)),
        displayName: `Demo ${a.phone.slice(-2)}`,
        nickName: `demo${a.phone.slice(-2)}`,
        weChatOpenId: a.wechatBound ? `demo-openid-${a.phone}` : null,
        riskCode: a.riskCode,
        riskEndTime: a.riskEndTime ? new Date(a.riskEndTime) : null,
        createdAt: new Date('2024-01-01T00:00:00.000Z'),
      });
    }
    for (const s of DEMO_SUB_ACCOUNTS) {
      rows.push({
        id: s.id,
        account: s.account,
        mobile: null,
        passwordHash: await hashPassword(DEMO_PASSWORD, demoSalt(s.account)),
        displayName: s.account,
        nickName: s.account,
        weChatOpenId: null,
        riskCode: null,
        riskEndTime: null,
        parentId: s.parentId,
        createdAt: new Date('2024-01-01T00:00:00.000Z'),
      });
    }
    await db.insert(users).values(rows).onConflictDoNothing();
    // Explicit ids: keep the serial ahead of them so later sign-ups never collide.
    await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 1))`);
    await db
      .insert(userProducts)
      .values({ userId: DEMO_MEMBER.userId, planId: DEMO_MEMBER.planId, maturityTime: new Date(DEMO_MEMBER.maturityTime), bonusEndTime: new Date(DEMO_MEMBER.bonusEndTime) })
      .onConflictDoNothing();
    await db
      .insert(userProducts)
      .values(DEMO_WORKBENCH_MEMBERS.map((m) => ({ userId: m.userId, planId: m.planId, maturityTime: new Date(m.maturityTime), bonusEndTime: null })))
      .onConflictDoNothing();
    await db
      .insert(userCategoryBuys)
      .values([99997, 99991, 99998].map((categoryId) => ({ userId: DEMO_MEMBER.userId, categoryId, buyStatus: 1 })))
      .onConflictDoNothing();
    // The feedback / coupon / trial e2e's member has the gift window switched off: no trial on login,
    // so the member landing offers the claim (GET /user-account/giveAway).
    await db.insert(openWindowSettings).values({ userId: DEMO_TRIAL_CLAIMER, openType: 1, openFlag: 0 }).onConflictDoNothing();
    await db.insert(partnerChannels).values(DEMO_CHANNEL).onConflictDoNothing();
    await db.insert(userPrivateChannels).values({ userId: DEMO_MEMBER.userId, channelType: 1 }).onConflictDoNothing();
    await db.insert(cooperationOrgans).values({ userId: DEMO_MEMBER.userId, organName: 'Demo cooperation organ' }).onConflictDoNothing();
    await db
      .insert(coupons)
      .values(DEMO_COUPONS.map((c) => ({ ...c, endTime: new Date(c.endTime) })))
      .onConflictDoNothing();
  },
};
