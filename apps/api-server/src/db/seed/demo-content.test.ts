import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { openTestDatabase } from '../../security/test-database';
import { contentItems, lotteryActivities, qaQuestions } from '../content-schema';
import { buildDemoContent, mulberry32, seedDemoContent } from './demo-content';
import { SEEDERS } from './seed-all';

describe('demo content seed', () => {
  it('mulberry32 is deterministic', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('builds the documented sizes, every text labelled as demo data', () => {
    const rows = buildDemoContent();
    const demoWords = /^(Demo |演示)/;
    expect(rows.content.every((c) => demoWords.test(c.title) && /Demo data|演示数据/.test(c.content))).toBe(true);
    // Issue 15 item 7: titles and bodies in all seven languages, a few items in one language only.
    const article1 = rows.content.find((c) => c.id === 'article-1');
    expect(Object.keys(article1?.translations ?? {}).sort()).toEqual(['id', 'pt', 'th', 'tw', 'vi', 'zh']);
    expect(article1?.translations?.['th']?.title).toBe('บทความตัวอย่าง 1: ของใช้ในบ้าน');
    expect(rows.content.find((c) => c.id === 'article-6')).toMatchObject({ lang: 'en', translations: {} });
    expect(rows.content.find((c) => c.id === 'article-5')).toMatchObject({ lang: 'zh', translations: {} });
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
        content: await db.select().from(contentItems).orderBy(asc(contentItems.id)),
        questions: (await db.select().from(qaQuestions).orderBy(asc(qaQuestions.id))).map(({ id: _id, ...q }) => q),
        activities: await db.select().from(lotteryActivities).orderBy(asc(lotteryActivities.actId)),
      });
      const a = await sample(one.db);
      expect(a.content.every((c) => c.demo)).toBe(true);
      expect(await sample(two.db)).toEqual(a);
      console.info(`[demo-content] seeded in ${Math.round(elapsed)} ms`);
    } finally {
      await one.close();
      await two.close();
    }
  }, 60_000);
});
