import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { openTestDatabase } from '../../security/test-database';
import { contentItems, demoGoods, demoKeywords, lotteryActivities, marketDaily, qaQuestions } from '../content-schema';
import { DEMO_DAYS, DEMO_REFERENCE_DAY, buildDemoContent, mulberry32, seedDemoContent } from './demo-content';
import { SEEDERS } from './seed-all';

describe('demo content seed', () => {
  it('mulberry32 is deterministic', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('builds the documented sizes, every text labelled as demo data', () => {
    const rows = buildDemoContent();
    expect(rows.goods).toHaveLength(540);
    expect(rows.daily).toHaveLength(9 * DEMO_DAYS);
    expect(rows.daily.at(-1)?.day).toBe(DEMO_REFERENCE_DAY);
    expect(rows.goods.every((g) => g.title.startsWith('Demo '))).toBe(true);
    expect(rows.shops.every((s) => s.shopName.startsWith('Demo '))).toBe(true);
    expect(rows.keywords.every((k) => k.keyword.startsWith('demo '))).toBe(true);
    expect(rows.brands.every((b) => b.brandName.startsWith('Demo '))).toBe(true);
    expect(rows.content.every((c) => c.title.startsWith('Demo ') && c.content.includes('Demo data'))).toBe(true);
    expect(rows.questions.every((q) => q.title.startsWith('Demo ') && q.demo === true)).toBe(true);
    expect(rows.activities.every((a) => a.name.startsWith('Demo '))).toBe(true);
    expect(rows.prizes.every((p) => p.name.startsWith('Demo '))).toBe(true);
  });

  it('is registered and seeds identical rows into two databases, fast', async () => {
    expect(SEEDERS.map((s) => s.name)).toContain('demo-content');
    const one = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
    const two = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
    try {
      const started = performance.now();
      await seedDemoContent(one.db);
      const elapsed = performance.now() - started;
      await seedDemoContent(two.db);
      // About 1.5 s on an idle machine; the bound only catches a regression (row-by-row inserts) under load.
      expect(elapsed).toBeLessThan(15_000);
      for (const db of [one.db, two.db]) expect(db).toBeDefined();
      const sample = async (db: typeof one.db) => ({
        goods: await db.select().from(demoGoods).orderBy(asc(demoGoods.goodsId)).limit(50),
        keywords: await db.select().from(demoKeywords).orderBy(asc(demoKeywords.id)).limit(50),
        daily: await db.select().from(marketDaily).orderBy(asc(marketDaily.site), asc(marketDaily.day)).limit(600),
        content: await db.select().from(contentItems).orderBy(asc(contentItems.id)),
        questions: (await db.select().from(qaQuestions).orderBy(asc(qaQuestions.id))).map(({ id: _id, ...q }) => q),
        activities: await db.select().from(lotteryActivities).orderBy(asc(lotteryActivities.actId)),
      });
      const a = await sample(one.db);
      expect(a.daily).toHaveLength(600);
      expect(a.goods.every((g) => g.demo)).toBe(true);
      expect(await sample(two.db)).toEqual(a);
      console.info(`[demo-content] seeded in ${Math.round(elapsed)} ms`);
    } finally {
      await one.close();
      await two.close();
    }
  }, 60_000);
});
