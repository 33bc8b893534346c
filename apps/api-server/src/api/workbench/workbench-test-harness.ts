// Test harness of the workbench base: the main harness's database, clock and imported market data
// (the simulator's tiny scale, data ending 2026-06-30), with the workbench base mounted, members of
// any plan, and calls checked against openapi/workbench.yaml.
import { createApp } from '../../app';
import { expectContract } from '../../contract/expect-contract';
import { users } from '../../db/schema';
import { userCategoryBuys, userProducts } from '../../db/identity-schema';
import { openMainHarness, type MainHarness } from '../main/main-test-harness';
import { mainRouter } from '../main/main-router';
import { workbenchRouter } from './workbench-router';

/** Plan ids of spec §9 per tier (libs/domain plans.ts). */
export const PLAN_IDS = { trial: 16, starter: 4, operation: 10, ultimate: 13, professional: 114 } as const;

export interface WorkbenchHarness {
  main: MainHarness;
  /** A signed-in member of `tier` (membership ending a year after the clock), with `bought` categories. */
  member(userId: number, tier: keyof typeof PLAN_IDS, bought?: number[]): Promise<string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read field by field
  call(url: string, token?: string): Promise<{ status: number; body: any; response: Response }>;
  close(): Promise<void>;
}

export async function openWorkbenchHarness(): Promise<WorkbenchHarness> {
  const main = await openMainHarness({ market: true });
  const app = createApp({
    mode: 'local',
    version: 'test',
    desktopDir: '/nonexistent/desktop',
    mobileDir: '/nonexistent/mobile',
    now: () => main.clock.now().getTime(),
    api: { deps: main.deps, bases: { main: mainRouter, workbench: workbenchRouter } },
  });
  const db = main.deps.db;
  return {
    main,
    async member(userId, tier, bought = []) {
      const account = `wb-${userId}`;
      await db.insert(users).values({ id: userId, account, mobile: account }).onConflictDoNothing();
      const end = new Date(main.clock.now().getTime() + 365 * 86_400_000);
      await db.insert(userProducts).values({ userId, planId: PLAN_IDS[tier], maturityTime: end }).onConflictDoUpdate({ target: userProducts.userId, set: { planId: PLAN_IDS[tier], maturityTime: end } });
      for (const categoryId of bought) await db.insert(userCategoryBuys).values({ userId, categoryId, buyStatus: 1 }).onConflictDoNothing();
      return main.tokenFor(String(userId), account);
    },
    async call(url, token) {
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}`, 'X-Client-Control': '1' } : {};
      const response = await app.request(url, { method: 'GET', headers });
      const body = await expectContract(response, { method: 'GET', url });
      return { status: response.status, body, response };
    },
    close: () => main.close(),
  };
}
