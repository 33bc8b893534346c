// Demo data of the main and report bases (DESIGN.md §3): content, Q&A and lottery. Deterministic: a
// mulberry32 PRNG with a fixed seed and a fixed reference date, never the wall clock. Every text says
// "Demo" and every row carries `demo = true` where the table has the flag. The market data (goods,
// shops, keywords, brands, daily figures) is not seeded: the marketplace simulator writes it as a
// daily feed and the importer brings it in up to yesterday (src/market, issue #11).
import { CATEGORIES, SITE_CODES } from '@sealens/domain';

import { demoPdfPath } from '../../demo-pdf/demo-report-pdf';
import { contentItems, lotteryActivities, lotteryPrizes, qaQuestions, qaReplies } from '../content-schema';
import type { Database } from '../database';
import { CONTENT_LOCALES, demoText, type ContentLocale, type SeedKind } from './demo-content-texts';
import type { Seeder } from './seed-all';

export const DEMO_SEED = 20260630;
/** All demo timestamps are placed relative to this day. */
export const DEMO_REFERENCE_DAY = '2026-06-30';
export const DEMO_SIZES = {
  articles: 24,
  courses: 12,
  operatingTips: 12,
  releaseRecords: 8,
  reports: 12,
  industryNews: 16,
  industryReports: 12,
  noviceGuides: 8,
  videoTutorials: 6,
  resources: 10,
  successfulCases: 6,
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

/** The element at `index` modulo the length (the lists are never empty). */
function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}

const CONTENT_KINDS: ReadonlyArray<readonly [SeedKind, number]> = [
  ['article', DEMO_SIZES.articles],
  ['course', DEMO_SIZES.courses],
  ['tip', DEMO_SIZES.operatingTips],
  ['release', DEMO_SIZES.releaseRecords],
  ['report', DEMO_SIZES.reports],
  ['news', DEMO_SIZES.industryNews],
  ['industry-report', DEMO_SIZES.industryReports],
  ['guide', DEMO_SIZES.noviceGuides],
  ['tutorial', DEMO_SIZES.videoTutorials],
  ['resource', DEMO_SIZES.resources],
  ['case', DEMO_SIZES.successfulCases],
];

/** Kinds whose items carry a demo video (with WebVTT captions). */
const VIDEO_KINDS: ReadonlySet<SeedKind> = new Set(['course', 'tutorial']);
/** The demo videos the server ships (apps/api-server/assets/demo-video). */
export const DEMO_VIDEO_COUNT = 2;

/**
 * The language(s) item `number` exists in (issue 15 item 7): most in all seven; every 6th only in
 * English and every 10th counting from 5 only in Chinese, so readers meet the fallback note.
 */
export function demoItemLocales(number: number): { lang: ContentLocale; others: ContentLocale[] } {
  if (number % 6 === 0) return { lang: 'en', others: [] };
  if (number % 10 === 5) return { lang: 'zh', others: [] };
  return { lang: 'en', others: CONTENT_LOCALES.filter((l) => l !== 'en') };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Builds every demo row (pure, so tests can compare two builds). */
export function buildDemoContent(seed = DEMO_SEED) {
  const rnd = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min));
  const content: (typeof contentItems.$inferInsert)[] = [];
  for (const [kind, count] of CONTENT_KINDS) {
    for (let i = 1; i <= count; i++) {
      const category = pick(CATEGORIES, i - 1);
      const site = pick(SITE_CODES, i - 1);
      const { lang, others } = demoItemLocales(i);
      const video = VIDEO_KINDS.has(kind);
      content.push({
        id: `${kind}-${i}`,
        kind,
        typeId: category.id,
        site: kind === 'industry-report' ? site : null,
        ...demoText(kind, i, category.id, lang),
        lang,
        translations: Object.fromEntries(others.map((l) => [l, demoText(kind, i, category.id, l)])),
        coverUrl: `/demo/cover-${(i % 6) + 1}.png`,
        author: 'Demo editor',
        publishTime: new Date(REFERENCE_MS - i * 3 * DAY_MS + int(0, 86_400) * 1000),
        views: int(100, 50_000),
        likes: int(0, 2000),
        videoUrl: video ? `/demo/video/lesson-${((i - 1) % DEMO_VIDEO_COUNT) + 1}.webm` : null,
        captionsUrl: video ? `/demo/video/lesson-${((i - 1) % DEMO_VIDEO_COUNT) + 1}.vtt` : null,
        // Generated on request by routes/demo-pdfs.ts: report 1 of each kind has 20 pages.
        pdfUrl: kind === 'report' || kind === 'industry-report' ? demoPdfPath(kind, i) : null,
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
      rules: 'Demo data: registering through the activity gives 1 draw; each friend who registers through your invitation link adds 1 more. Shipped prizes need a delivery address within 30 days.',
    },
    {
      // Every draw wins the shipped prize: the place to try a claim with a delivery address.
      actId: 'demo-handbook',
      name: 'Demo handbook draw (every draw wins)',
      startTime: new Date(REFERENCE_MS - 60 * DAY_MS),
      endTime: new Date(Date.parse('2099-12-31T15:59:59.000Z')),
      rules: 'Demo data: every draw wins a printed seller handbook, shipped to the address you enter.',
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
  prizes.push({ prizeId: 'demo-handbook-p1', actId: 'demo-handbook', name: 'Demo seller handbook (printed, shipped)', imgUrl: '/demo/prize-3.png', planId: null, weight: 1, stock: 100_000, shipped: true });
  for (const act of activities.filter((a) => a.actId !== 'demo-handbook')) {
    prizes.push(
      { prizeId: `${act.actId}-p1`, actId: act.actId, name: 'Demo 1-day operations edition', imgUrl: '/demo/prize-1.png', planId: 2, weight: 10, stock: 50 },
      { prizeId: `${act.actId}-p2`, actId: act.actId, name: 'Demo 7-day starter edition', imgUrl: '/demo/prize-2.png', planId: 1, weight: 20, stock: null },
      { prizeId: `${act.actId}-p3`, actId: act.actId, name: 'Demo seller handbook (printed, shipped)', imgUrl: '/demo/prize-3.png', planId: null, weight: 30, stock: 20, shipped: true },
      { prizeId: `${act.actId}-p4`, actId: act.actId, name: 'Demo thank-you (no prize)', imgUrl: '/demo/prize-4.png', planId: null, weight: 40, stock: null, noWin: true },
    );
  }
  return { content, questions, replies, activities, prizes };
}

export async function seedDemoContent(db: Database): Promise<void> {
  const rows = buildDemoContent();
  await insertChunked(rows.content, (c) => db.insert(contentItems).values(c));
  // Replies name their question by its 1-based position; the serial ids may not start at 1.
  const ids = await db.insert(qaQuestions).values(rows.questions).returning({ id: qaQuestions.id });
  await db.insert(qaReplies).values(rows.replies.map((r) => ({ ...r, questionId: pick(ids, r.questionId - 1).id })));
  await db.insert(lotteryActivities).values(rows.activities);
  await db.insert(lotteryPrizes).values(rows.prizes);
}

export const demoContentSeeder: Seeder = { name: 'demo-content', seed: seedDemoContent };
