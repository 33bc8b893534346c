// The short-video marketplace's importer step (issue 32 item 4): reads the TikTok day sets of the days the
// first marketplace's importer just took (feed/tiktok-format.ts), checks every row, references included
// (a product's shop, a video's or live's creator and products: in the set or imported before), and
// writes them into its own tables (migration 0045). A bad row is reported with its file and line and the
// rest of the set loads. Idempotent: a set whose files' SHA-256 went in before is skipped; a changed set
// replaces what its earlier version wrote for that site and day. An item's attributes are replaced only
// by a newer (or the same) day's, so days may arrive in any order.
import { reviseLaterPasses, type EstimatedDay, type PassSource, type SightedRow } from '../estimate/import-estimates';
import { TiktokPassMemory } from '../estimate/tiktok-passes';
import { TIKTOK_OBSERVATION_RULE } from '../market-config';
import type { Cell, Column, MarketSql } from '../market-sql';
import { listTiktokSets, readTiktokFile, TIKTOK_KINDS, type TiktokProblem, type TiktokSet } from '../feed/tiktok-format';

/**
 * TikTok Shop's passes (issue 33): its product days keep the counter's bounds and the pass's instant; it
 * shows no monthly counter, stock or review count, so the estimator has the counter's differences where
 * exact, and where rounded a level fitted to the counter over its span of passes (up to SPAN_DAYS) and the
 * product's exposure (its videos' views gained, its lives' viewers), kept within the rounded counter's
 * bounds (estimate/tiktok-passes.ts, which keeps a call's passes in memory). The days' table, for the
 * provisional first passes made again when an older day arrives.
 */
export const TT_PASSES: PassSource = {
  days: 'market_tt_product_days',
  // The days carry their site; the category is not needed (the importer writes none of it).
  join: 'market_tt_product_days d',
  columns: `d.goods_id::text as goods_id, d.day::text as day, d.observed_at, d.sold_low, d.sold_high, null::int4 as monthly_low, null::int4 as monthly_high,
    0 as stock, 0 as reviews, d.provisional, d.price, d.site, 0 as type_id`,
  rule: () => TIKTOK_OBSERVATION_RULE,
  bySite: true,
};
const INT4 = 2_147_483_647;
const clamp4 = (n: number) => Math.min(INT4, Math.max(0, Math.round(n)));

export interface TiktokImportResult {
  /** Sets written (skipped ones, already in, are not counted). */
  sets: number;
  rows: number;
  problems: TiktokProblem[];
}

const COLUMNS = {
  shops: [['shop_id', 'int8'], ['site', 'text'], ['name', 'text'], ['type_id', 'int4'], ['logo', 'text'], ['rating', 'float4'], ['followers', 'int8'], ['opened_at', 'timestamptz'], ['last_day', 'date']],
  creators: [['creator_id', 'int8'], ['site', 'text'], ['handle', 'text'], ['name', 'text'], ['type_id', 'int4'], ['avatar', 'text'], ['followers', 'int8'], ['last_day', 'date']],
  products: [['goods_id', 'int8'], ['site', 'text'], ['shop_id', 'int8'], ['type_id', 'int4'], ['title', 'text'], ['image', 'text'], ['price', 'float8'], ['commission_rate', 'float8'], ['rating', 'float4'], ['listed_at', 'timestamptz'], ['last_day', 'date']],
  productDays: [
    ['goods_id', 'int8'], ['day', 'date'], ['site', 'text'], ['price', 'float8'], ['sales', 'int4'], ['gmv', 'float8'], ['sales_low', 'int4'], ['sales_high', 'int4'],
    ['estimate_basis', 'text'], ['provisional', 'bool'], ['sold_low', 'int4'], ['sold_high', 'int4'], ['observed_at', 'timestamptz'],
  ],
  videos: [['video_id', 'int8'], ['site', 'text'], ['creator_id', 'int8'], ['title', 'text'], ['cover', 'text'], ['posted_at', 'timestamptz'], ['duration_sec', 'int4'], ['last_day', 'date']],
  videoDays: [['video_id', 'int8'], ['day', 'date'], ['site', 'text'], ['views', 'int8'], ['likes', 'int8'], ['comments', 'int8'], ['shares', 'int8']],
  videoGoods: [['video_id', 'int8'], ['goods_id', 'int8'], ['day', 'date'], ['site', 'text'], ['sales', 'int4'], ['gmv', 'float8']],
  lives: [['live_id', 'int8'], ['site', 'text'], ['day', 'date'], ['creator_id', 'int8'], ['start_at', 'timestamptz'], ['minutes', 'int4'], ['viewers', 'int8']],
  liveGoods: [['live_id', 'int8'], ['goods_id', 'int8'], ['day', 'date'], ['site', 'text'], ['sales', 'int4'], ['gmv', 'float8']],
} as const satisfies Record<string, readonly Column[]>;

const stageDdl = (name: string, columns: readonly Column[]) =>
  `create temp table ${name} (${columns.map(([n, t]) => `"${n}" ${t === 'float4' ? 'real' : t}`).join(', ')}) on commit drop`;

/** Stages rows and inserts them; `conflict` is the clause after the key (an item's newer attributes win). */
async function load(tx: MarketSql, table: string, columns: readonly Column[], rows: Cell[][], conflict = '') {
  if (rows.length === 0) return;
  const stage = `stage_${table}`;
  await tx.exec(stageDdl(stage, columns));
  await tx.copy(stage, columns, rows);
  const names = columns.map(([n]) => `"${n}"`).join(', ');
  await tx.exec(`insert into ${table} (${names}) select ${names} from ${stage} ${conflict}`);
  await tx.exec(`drop table ${stage}`);
}

const latest = (table: string, key: string, columns: readonly Column[]) =>
  `on conflict ("${key}") do update set ${columns
    .filter(([n]) => n !== key)
    .map(([n]) => `"${n}" = excluded."${n}"`)
    .join(', ')} where excluded.last_day >= ${table}.last_day`;

/** The ids of `table`'s `key` among `wanted` that the database already holds. */
async function known(tx: MarketSql, table: string, key: string, wanted: Set<number>): Promise<Set<number>> {
  if (wanted.size === 0) return new Set();
  const rows = await tx.query<{ id: string | number }>(`select ${key} as id from ${table} where ${key} = any($1::int8[])`, [[...wanted]]);
  return new Set(rows.map((r) => Number(r.id)));
}

/** Imports one checked set in its own transaction; answers its rows written and its problems. */
async function importSet(sql: MarketSql, set: TiktokSet, memory: TiktokPassMemory, newest: string): Promise<{ rows: number; problems: TiktokProblem[]; skipped: boolean }> {
  if (set.problem || !set.manifest) return { rows: 0, problems: set.problem ? [set.problem] : [], skipped: false };
  const { site, day } = set;
  const signature = TIKTOK_KINDS.map((k) => set.manifest?.files[k]?.sha256 ?? '-').join(',');
  const [before] = await sql.query<{ sha256: string }>('select sha256 from market_tt_feed_sets where site = $1 and day = $2::date', [site, day]);
  if (before?.sha256 === signature) return { rows: 0, problems: [], skipped: true };

  const [shops, creators, products, videos, lives] = await Promise.all([
    readTiktokFile(set, 'shops'),
    readTiktokFile(set, 'creators'),
    readTiktokFile(set, 'products'),
    readTiktokFile(set, 'videos'),
    readTiktokFile(set, 'lives'),
  ]);
  const problems = [shops, creators, products, videos, lives].flatMap((f) => f.problems);
  const fileOf = (kind: string) => `${day}/tiktok/${site}/${kind}.ndjson`;
  const unique = <T extends { id: number }>(kind: string, file: { rows: T[]; lines: number[] }) => {
    const seen = new Set<number>();
    return file.rows.filter((r, i) => {
      if (!seen.has(r.id)) return seen.add(r.id);
      problems.push({ file: fileOf(kind), line: file.lines[i] ?? 0, message: `${kind.slice(0, -1)} ${r.id} is listed twice` });
      return false;
    });
  };

  return sql.transaction(async (tx) => {
    const shopRows = unique('shops', shops);
    const creatorRows = unique('creators', creators);
    const shopIds = new Set(shopRows.map((s) => s.id));
    const creatorIds = new Set(creatorRows.map((c) => c.id));
    const knownShops = await known(tx, 'market_tt_shops', 'shop_id', new Set(products.rows.map((p) => p.shopId).filter((s) => !shopIds.has(s))));
    const productRows = unique('products', products).filter((p) => {
      if (shopIds.has(p.shopId) || knownShops.has(p.shopId)) return true;
      problems.push({ file: fileOf('products'), line: products.lines[products.rows.indexOf(p)] ?? 0, message: `shop ${p.shopId} is in neither the shops file nor the data` });
      return false;
    });
    const productIds = new Set(productRows.map((p) => p.id));
    const wantedCreators = new Set([...videos.rows, ...lives.rows].map((v) => v.creatorId).filter((c) => !creatorIds.has(c)));
    const wantedGoods = new Set([...videos.rows, ...lives.rows].flatMap((v) => v.goods.map((g) => g.goodsId)).filter((g) => !productIds.has(g)));
    const [knownCreators, knownGoods] = await Promise.all([known(tx, 'market_tt_creators', 'creator_id', wantedCreators), known(tx, 'market_tt_products', 'goods_id', wantedGoods)]);
    const referenced = <T extends { id: number; creatorId: number; goods: { goodsId: number }[] }>(kind: string, file: { rows: T[]; lines: number[] }) =>
      unique(kind, file).filter((r) => {
        const line = file.lines[file.rows.indexOf(r)] ?? 0;
        if (!creatorIds.has(r.creatorId) && !knownCreators.has(r.creatorId)) {
          problems.push({ file: fileOf(kind), line, message: `creator ${r.creatorId} is in neither the creators file nor the data` });
          return false;
        }
        const missing = r.goods.find((g) => !productIds.has(g.goodsId) && !knownGoods.has(g.goodsId));
        if (missing) {
          problems.push({ file: fileOf(kind), line, message: `product ${missing.goodsId} is in neither the products file nor the data` });
          return false;
        }
        return true;
      });
    const videoRows = referenced('videos', videos);
    const liveRows = referenced('lives', lives);

    // A changed set replaces what its earlier version wrote for the site and day.
    for (const table of ['market_tt_product_days', 'market_tt_video_days', 'market_tt_video_goods', 'market_tt_live_goods', 'market_tt_lives']) {
      await tx.query(`delete from ${table} where site = $1 and day = $2::date`, [site, day]);
    }
    await load(tx, 'market_tt_shops', COLUMNS.shops, shopRows.map((s) => [s.id, site, s.name, s.categoryId, s.logo, s.rating, s.followers, s.openedAt, day]), latest('market_tt_shops', 'shop_id', COLUMNS.shops));
    await load(
      tx,
      'market_tt_creators',
      COLUMNS.creators,
      creatorRows.map((c) => [c.id, site, c.handle, c.name, c.categoryId, c.avatar, c.followers, day]),
      latest('market_tt_creators', 'creator_id', COLUMNS.creators),
    );
    await load(
      tx,
      'market_tt_products',
      COLUMNS.products,
      productRows.map((p) => [p.id, site, p.shopId, p.categoryId, p.title, p.image, p.price, p.commissionRate, p.rating, p.listedAt, day]),
      latest('market_tt_products', 'goods_id', COLUMNS.products),
    );
    // The product days: each pass's window estimated (a missed day between two passes takes its share of
    // the later one's), the provisional first passes after this day made again, and a card the pass
    // missed a day of its own with no estimate until a pass after it comes.
    const sighted: SightedRow[] = productRows.flatMap((p) =>
      p.soldShown === null || p.observedAt === null
        ? []
        : [{ site, day, row: { id: p.id, categoryId: p.categoryId, price: p.price, soldShown: p.soldShown, monthlyShown: null, stock: 0, ratingCount: 0, observedAt: p.observedAt } }],
    );
    const estimated = await memory.estimateSet(tx, site, day, sighted, videoRows, liveRows, newest);
    estimated.push(...(await reviseLaterPasses(tx, estimated, TT_PASSES)));
    const days = new Map<string, Cell[]>();
    const cells = (d: EstimatedDay): Cell[] => {
      const e = d.estimate;
      const s = d.sighting;
      const value = (n: number) => Math.round(n * d.price * 100) / 100;
      return [d.goodsId, d.day, d.site, d.price, e.units, value(e.units), e.low, e.high, e.basis, e.provisional, s ? clamp4(s.sold[0]) : null, s ? clamp4(s.sold[1]) : null, s ? new Date(s.observedAt).toISOString() : null];
    };
    for (const d of estimated) days.set(`${d.goodsId}|${d.day}`, cells(d));
    for (const p of productRows) {
      if (!days.has(`${p.id}|${day}`)) days.set(`${p.id}|${day}`, [p.id, day, site, p.price, 0, 0, 0, 0, 'none', true, null, null, null]);
    }
    await load(
      tx,
      'market_tt_product_days',
      COLUMNS.productDays,
      [...days.values()],
      `on conflict (goods_id, day) do update set ${COLUMNS.productDays
        .filter(([n]) => n !== 'goods_id' && n !== 'day')
        .map(([n]) => `"${n}" = excluded."${n}"`)
        .join(', ')}`,
    );
    await load(
      tx,
      'market_tt_videos',
      COLUMNS.videos,
      videoRows.map((v) => [v.id, site, v.creatorId, v.title, v.cover, v.postedAt, v.durationSec, day]),
      latest('market_tt_videos', 'video_id', COLUMNS.videos),
    );
    await load(tx, 'market_tt_video_days', COLUMNS.videoDays, videoRows.map((v) => [v.id, day, site, v.views, v.likes, v.comments, v.shares]));
    // What a video or live sold of a product is not shown: the derive attributes the product's estimate.
    await load(tx, 'market_tt_video_goods', COLUMNS.videoGoods, videoRows.flatMap((v) => v.goods.map((g) => [v.id, g.goodsId, day, site, 0, 0])));
    // A live is of one day: a later version of the day replaces it whole.
    await load(tx, 'market_tt_lives', COLUMNS.lives, liveRows.map((l) => [l.id, site, day, l.creatorId, l.startAt, l.minutes, l.viewers]), 'on conflict (live_id) do update set site = excluded.site, day = excluded.day, creator_id = excluded.creator_id, start_at = excluded.start_at, minutes = excluded.minutes, viewers = excluded.viewers');
    await load(tx, 'market_tt_live_goods', COLUMNS.liveGoods, liveRows.flatMap((l) => l.goods.map((g) => [l.id, g.goodsId, day, site, 0, 0])));
    const rows = shopRows.length + creatorRows.length + productRows.length + videoRows.length + liveRows.length;
    await tx.query(
      `insert into market_tt_feed_sets (site, day, sha256, rows) values ($1, $2::date, $3, $4)
       on conflict (site, day) do update set sha256 = excluded.sha256, rows = excluded.rows`,
      [site, day, signature, rows],
    );
    return { rows, problems, skipped: false };
  });
}

/**
 * Imports the TikTok sets of `days` (every day the feed folder holds when absent), oldest first; `memory`
 * keeps the sets' passes, estimates and exposure of the span from one set of a site to the next (the call's own).
 */
export async function importTiktokDays(sql: MarketSql, feedDir: string, days?: readonly string[], memory = new TiktokPassMemory()): Promise<TiktokImportResult> {
  const result: TiktokImportResult = { sets: 0, rows: 0, problems: [] };
  const sets = await listTiktokSets(feedDir, days ? new Set(days) : undefined);
  // The feed's newest TikTok day: its last days' sets revise the days before them (estimate/tiktok-revision.ts).
  const newest = (days ? await listTiktokSets(feedDir) : sets).reduce((max, s) => (s.day > max ? s.day : max), '');
  for (const set of sets) {
    const one = await importSet(sql, set, memory, newest).catch((error: unknown) => {
      // What the memory kept of the failed set was not written.
      memory.forget(set.site);
      throw error;
    });
    result.problems.push(...one.problems);
    if (one.skipped || !set.manifest) continue;
    result.sets++;
    result.rows += one.rows;
  }
  return result;
}
