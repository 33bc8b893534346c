// Demo data of the main and report bases (DESIGN.md §3): market rows for the 9 sites and the 12 fixed
// categories, 550 days of daily market figures, content, Q&A and lottery. Deterministic: a mulberry32
// PRNG with a fixed seed and a fixed reference date, never the wall clock. Every text says "Demo" and
// every row carries `demo = true` where the table has the flag.
import { CATEGORIES, SITE_CODES } from '@sealens/domain';

import {
  contentItems,
  demoBrands,
  demoGoods,
  demoKeywords,
  demoShops,
  lotteryActivities,
  lotteryPrizes,
  marketDaily,
  qaQuestions,
  qaReplies,
} from '../content-schema';
import type { Database } from '../database';
import type { Seeder } from './seed-all';

export const DEMO_SEED = 20260630;
/** The last day of the daily figures; all demo timestamps are placed relative to it. */
export const DEMO_REFERENCE_DAY = '2026-06-30';
export const DEMO_DAYS = 550;
export const DEMO_SIZES = {
  goodsPerSiteAndCategory: 5,
  shopsPerSiteAndCategory: 2,
  keywordsPerSiteAndCategory: 5,
  brandsPerSiteAndCategory: 3,
  articles: 24,
  courses: 12,
  operatingTips: 12,
  releaseRecords: 8,
  reports: 12,
  industryNews: 16,
  industryReports: 12,
  questions: 10,
} as const;

/** A small seeded PRNG (mulberry32): the same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REFERENCE_MS = Date.parse(`${DEMO_REFERENCE_DAY}T00:00:00.000Z`);
const DAY_MS = 86_400_000;

function dayString(offsetDays: number): string {
  return new Date(REFERENCE_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** The element at `index` modulo the length (the lists are never empty). */
function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const PRODUCT_WORDS = ['Lamp', 'Phone case', 'Serum', 'Tote bag', 'Baby wipes', 'Pillow', 'Snack box', 'Mango', 'Yoga mat', 'Vitamin', 'Game card', 'Helmet'];
const KEYWORD_WORDS = ['cheap', 'new', 'best', 'mini', 'pro', 'kids', 'wireless', 'organic', 'sale', 'set'];
const CONTENT_KINDS = [
  ['article', 'Demo article', DEMO_SIZES.articles],
  ['course', 'Demo course', DEMO_SIZES.courses],
  ['tip', 'Demo operating tip', DEMO_SIZES.operatingTips],
  ['release', 'Demo release record', DEMO_SIZES.releaseRecords],
  ['report', 'Demo report', DEMO_SIZES.reports],
  ['news', 'Demo industry news', DEMO_SIZES.industryNews],
  ['industry-report', 'Demo industry report', DEMO_SIZES.industryReports],
] as const;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Builds every demo row (pure, so tests can compare two builds). */
export function buildDemoContent(seed = DEMO_SEED) {
  const rnd = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min));
  const goods: (typeof demoGoods.$inferInsert)[] = [];
  const shops: (typeof demoShops.$inferInsert)[] = [];
  const keywords: (typeof demoKeywords.$inferInsert)[] = [];
  const brands: (typeof demoBrands.$inferInsert)[] = [];
  let goodsSerial = 0;
  let shopSerial = 0;
  SITE_CODES.forEach((site, s) => {
    CATEGORIES.forEach((category, c) => {
      const word = pick(PRODUCT_WORDS, c);
      const siteShops: string[] = [];
      for (let i = 0; i < DEMO_SIZES.shopsPerSiteAndCategory; i++) {
        shopSerial++;
        const shopId = String(300_000_000 + shopSerial);
        siteShops.push(shopId);
        const sales = int(500, 50_000);
        shops.push({
          shopId,
          site,
          typeId: category.id,
          shopName: `Demo shop ${site}-${shopSerial}`,
          logo: `/demo/shop-${(shopSerial % 8) + 1}.png`,
          sales,
          gmv: round2(sales * (5 + rnd() * 40)),
          growthRate: round2(rnd() * 300 - 20),
        });
      }
      for (let i = 0; i < DEMO_SIZES.goodsPerSiteAndCategory; i++) {
        goodsSerial++;
        const goodsId = String(20_000_000_000 + goodsSerial * 7);
        const shopIndex = i % siteShops.length;
        const shopId = pick(siteShops, shopIndex);
        const price = round2(1 + rnd() * 99);
        const sales = int(10, 20_000);
        goods.push({
          goodsId,
          site,
          typeId: category.id,
          title: `Demo ${word} ${site} #${goodsSerial}`,
          image: `/demo/goods-${(goodsSerial % 12) + 1}.png`,
          link: `https://shopee.example/product/${shopId}/${goodsId}`,
          shopId,
          shopName: `Demo shop ${site}-${Number(shopId) - 300_000_000}`,
          price,
          sales,
          gmv: round2(price * sales),
          commentsCount: int(0, 5000),
          likesCount: int(0, 20_000),
          score: Math.round((3 + rnd() * 2) * 10) / 10,
          shelfTime: new Date(REFERENCE_MS - int(1, 700) * DAY_MS - int(0, 86_400) * 1000),
          growthRate: round2(rnd() * 500 - 50),
        });
      }
      for (let i = 0; i < DEMO_SIZES.keywordsPerSiteAndCategory; i++) {
        keywords.push({
          site,
          typeId: category.id,
          keyword: `demo ${KEYWORD_WORDS[(c + i + s) % KEYWORD_WORDS.length]} ${word.toLowerCase()}`,
          searchIndex: int(100, 100_000),
          productBase: int(50, 500_000),
          recommendedBid: round2(0.05 + rnd() * 3),
        });
      }
      for (let i = 0; i < DEMO_SIZES.brandsPerSiteAndCategory; i++) {
        const daySales = int(50, 10_000);
        brands.push({
          site,
          typeId: category.id,
          brandName: `Demo Brand ${String.fromCharCode(65 + ((c * 3 + i) % 26))}${s + 1}`,
          logo: `/demo/brand-${((c * 3 + i) % 10) + 1}.png`,
          daySales,
          dayGmv: round2(daySales * (3 + rnd() * 50)),
          weekSales: daySales * 7 + int(0, 5000),
          weekGmv: round2(daySales * 7 * (3 + rnd() * 50)),
        });
      }
    });
  });

  const daily: (typeof marketDaily.$inferInsert)[] = [];
  SITE_CODES.forEach((site, s) => {
    const base = 2_000_000 + s * 700_000;
    for (let d = DEMO_DAYS - 1; d >= 0; d--) {
      const trend = 1 + ((DEMO_DAYS - d) / DEMO_DAYS) * 0.5;
      const weekly = 1 + 0.1 * Math.sin(((DEMO_DAYS - d) * 2 * Math.PI) / 7);
      const totalSalesValue = round2(base * trend * weekly * (0.9 + rnd() * 0.2));
      const salesVolume = Math.round(totalSalesValue / (8 + rnd() * 4));
      daily.push({
        site,
        day: dayString(-d),
        totalSalesValue,
        salesVolume,
        productsSold: Math.round(salesVolume * (0.3 + rnd() * 0.2)),
        resourceSlotSalesValue: round2(totalSalesValue * (0.05 + rnd() * 0.05)),
      });
    }
  });

  const content: (typeof contentItems.$inferInsert)[] = [];
  for (const [kind, label, count] of CONTENT_KINDS) {
    for (let i = 1; i <= count; i++) {
      const category = pick(CATEGORIES, i - 1);
      const site = pick(SITE_CODES, i - 1);
      content.push({
        id: `${kind}-${i}`,
        kind,
        typeId: category.id,
        site: kind === 'industry-report' ? site : null,
        title: `${label} ${i}: ${category.name}`,
        summary: `Demo data: a sample ${label.slice(5)} about ${category.name}.`,
        coverUrl: `/demo/cover-${(i % 6) + 1}.png`,
        author: 'Demo editor',
        publishTime: new Date(REFERENCE_MS - i * 3 * DAY_MS + int(0, 86_400) * 1000),
        views: int(100, 50_000),
        likes: int(0, 2000),
        videoUrl: kind === 'course' ? `/demo/course-${i}.mp4` : null,
        pdfUrl: kind === 'report' || kind === 'industry-report' ? `/demo/report-${i}.pdf` : null,
        content: `<p>Demo data. This ${label.slice(5)} is sample content generated for SeaLens.</p>`,
      });
    }
  }

  const questions: (typeof qaQuestions.$inferInsert)[] = [];
  const replies: (typeof qaReplies.$inferInsert)[] = [];
  for (let q = 1; q <= DEMO_SIZES.questions; q++) {
    questions.push({
      title: `Demo question ${q}: how do I grow sales in ${pick(CATEGORIES, q).name}?`,
      content: 'Demo data: a sample question from the Q&A community.',
      imgUrls: [],
      nickName: `Demo seller ${q}`,
      createdAt: new Date(REFERENCE_MS - q * DAY_MS),
      demo: true,
    });
    const count = int(1, 4);
    for (let r = 1; r <= count; r++) {
      replies.push({
        questionId: q,
        content: `Demo reply ${r}: sample advice for question ${q}.`,
        nickName: `Demo expert ${r}`,
        createdAt: new Date(REFERENCE_MS - q * DAY_MS + r * 3_600_000),
        demo: true,
      });
    }
  }

  const activities: (typeof lotteryActivities.$inferInsert)[] = [
    {
      actId: 'demo-spring',
      name: 'Demo lucky draw (running)',
      startTime: new Date(REFERENCE_MS - 30 * DAY_MS),
      endTime: new Date(Date.parse('2099-12-31T15:59:59.000Z')),
      rules: 'Demo data: every member has 1 free draw; each invited friend adds 1 more.',
    },
    {
      actId: 'demo-winter',
      name: 'Demo winter draw (ended)',
      startTime: new Date(REFERENCE_MS - 200 * DAY_MS),
      endTime: new Date(REFERENCE_MS - 150 * DAY_MS),
      rules: 'Demo data: an ended activity.',
    },
  ];
  const prizes: (typeof lotteryPrizes.$inferInsert)[] = [];
  for (const act of activities) {
    prizes.push(
      { prizeId: `${act.actId}-p1`, actId: act.actId, name: 'Demo 1-day operations edition', imgUrl: '/demo/prize-1.png', planId: 2, weight: 10 },
      { prizeId: `${act.actId}-p2`, actId: act.actId, name: 'Demo 7-day starter edition', imgUrl: '/demo/prize-2.png', planId: 1, weight: 20 },
      { prizeId: `${act.actId}-p3`, actId: act.actId, name: 'Demo course voucher', imgUrl: '/demo/prize-3.png', planId: null, weight: 30 },
      { prizeId: `${act.actId}-p4`, actId: act.actId, name: 'Demo thank-you (no prize)', imgUrl: '/demo/prize-4.png', planId: null, weight: 40 },
    );
  }
  return { goods, shops, keywords, brands, daily, content, questions, replies, activities, prizes };
}

/** The prize id meaning "not a win". */
export const NO_WIN_PRIZE_SUFFIX = '-p4';

export async function seedDemoContent(db: Database): Promise<void> {
  const rows = buildDemoContent();
  await insertChunked(rows.goods, (c) => db.insert(demoGoods).values(c));
  await insertChunked(rows.shops, (c) => db.insert(demoShops).values(c));
  await insertChunked(rows.keywords, (c) => db.insert(demoKeywords).values(c));
  await insertChunked(rows.brands, (c) => db.insert(demoBrands).values(c));
  await insertChunked(rows.daily, (c) => db.insert(marketDaily).values(c), 2000);
  await insertChunked(rows.content, (c) => db.insert(contentItems).values(c));
  // Replies name their question by its 1-based position; the serial ids may not start at 1.
  const ids = await db.insert(qaQuestions).values(rows.questions).returning({ id: qaQuestions.id });
  await db.insert(qaReplies).values(rows.replies.map((r) => ({ ...r, questionId: pick(ids, r.questionId - 1).id })));
  await db.insert(lotteryActivities).values(rows.activities);
  await db.insert(lotteryPrizes).values(rows.prizes);
}

export const demoContentSeeder: Seeder = { name: 'demo-content', seed: seedDemoContent };
