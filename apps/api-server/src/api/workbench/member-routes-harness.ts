// Test harness of the workbench's member routes (export, saved views, column choice): the main
// harness's database and clock (with the tiny market imported when asked), the workbench base
// mounted, members of any plan, every call of any method checked against openapi/workbench.yaml.
import type { PlanTier } from '@sealens/domain';

import { createApp } from '../../app';
import { expectContract } from '../../contract/expect-contract';
import { userCategoryBuys, userProducts } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { openMainHarness, type MainHarness } from '../main/main-test-harness';
import { workbenchRouter } from './workbench-router';

/** A plan id of spec §9 per tier (libs/domain plans.ts). */
export const PLAN_OF_TIER: Readonly<Record<PlanTier, number>> = { trial: 16, starter: 4, operation: 10, ultimate: 13, professional: 114 };

export interface MemberRequest {
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface MemberHarness {
  main: MainHarness;
  /**
   * A signed-in member: `tier` a plan running a year past the clock, `expired` one that ended a day
   * ago, `none` an account without any plan; `bought` categories bought.
   */
  member(userId: number, tier: PlanTier | 'expired' | 'none', bought?: number[]): Promise<string>;
  /** The raw answer (for files and headers). */
  send(method: string, url: string, init?: MemberRequest): Promise<Response>;
  /** The answer checked against the contract, its JSON body read. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read field by field
  call(method: string, url: string, init?: MemberRequest): Promise<{ status: number; body: any; response: Response }>;
  close(): Promise<void>;
}

export async function openMemberHarness(options: { market?: boolean } = {}): Promise<MemberHarness> {
  const main = await openMainHarness({ market: options.market ?? false });
  const app = createApp({
    mode: 'local',
    version: 'test',
    desktopDir: '/nonexistent/desktop',
    mobileDir: '/nonexistent/mobile',
    now: () => main.clock.now().getTime(),
    api: { deps: main.deps, bases: { workbench: workbenchRouter } },
  });
  const db = main.deps.db;

  async function send(method: string, url: string, init: MemberRequest = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) {
      headers['Authorization'] = `Bearer ${init.token}`;
      headers['X-Client-Control'] = '1';
    }
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return app.request(url, { method, headers, body });
  }

  return {
    main,
    async member(userId, tier, bought = []) {
      const account = `member-${userId}`;
      await db.insert(users).values({ id: userId, account, mobile: account }).onConflictDoNothing();
      if (tier !== 'none') {
        const day = 86_400_000;
        const end = new Date(main.clock.now().getTime() + (tier === 'expired' ? -day : 365 * day));
        const planId = PLAN_OF_TIER[tier === 'expired' ? 'ultimate' : tier];
        await db
          .insert(userProducts)
          .values({ userId, planId, maturityTime: end })
          .onConflictDoUpdate({ target: userProducts.userId, set: { planId, maturityTime: end, bonusEndTime: null } });
      }
      for (const categoryId of bought) await db.insert(userCategoryBuys).values({ userId, categoryId, buyStatus: 1 }).onConflictDoNothing();
      return main.tokenFor(String(userId), account);
    },
    send,
    async call(method, url, init) {
      const response = await send(method, url, init);
      const body = await expectContract(response, { method, url });
      return { status: response.status, body, response };
    },
    close: () => main.close(),
  };
}
