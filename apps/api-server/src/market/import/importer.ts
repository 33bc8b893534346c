// The feed importer (issue #11): reads finished day sets, checks every row (a bad row is reported
// with its file and line and left out; the rest of the day still loads), and writes them in bulk in
// one transaction per batch. Idempotent: a file whose SHA-256 was imported before is skipped, a
// changed one replaces what its earlier version wrote. Days may come in any order: an item's
// attributes are only ever replaced by a newer day's. Which days are complete is recorded.
import type { MarketSiteCode } from '@sealens/domain';

import { FEED_KINDS, ITEM_KINDS, type FeedKind, type FeedRows, type Manifest } from '../feed/format';
import { readFeedFile, type FeedProblem, type ReadFile, type SiteDaySet } from '../feed/read-feed';
import type { Cell, Column, MarketSql } from '../market-sql';
import { ensureMonthPartitions } from '../partitions';
import { titleWords } from '../sourcing/title-words';
import { estimateSightings, PRODUCT_DAY_COLUMNS, productDayCells, reviseLaterPasses, type EarlierPass, type EstimatedDay, type SightedRow } from '../estimate/import-estimates';

/**
 * Lets the event loop take the requests that came in meanwhile: on PGlite the database runs in the
 * server's thread, and a run of statements or of CPU never yields to it by itself.
 */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Advisory-lock key of the importer (the seeders use 7310). */
const IMPORT_LOCK = 7311;

export interface SetOutcome {
  site: MarketSiteCode;
  day: string;
  /** imported: every listed file is in; partial: some file failed; unchanged: nothing new; invalid: the manifest is unusable. */
  status: 'imported' | 'partial' | 'unchanged' | 'invalid';
  rows: number;
  rejected: number;
}

export interface ImportResult {
  sets: SetOutcome[];
  problems: FeedProblem[];
  /** Rows written (all kinds). */
  rows: number;
  /** Days that got new rows. */
  days: string[];
  /** Days that got new item rows (products, keywords, ...). */
  itemDays: string[];
}

interface Latest<T> {
  row: T;
  site: MarketSiteCode;
  day: string;
  /** From the simulator: demo data. */
  demo: boolean;
}

class Batch {
  readonly market: Cell[][] = [];
  readonly productDays: Cell[][] = [];
  /** The products files' rows: the crawler's passes, estimated into product days before the write. */
  readonly sightings: SightedRow[] = [];
  readonly keywordDays: Cell[][] = [];
  readonly lives: Cell[][] = [];
  readonly liveGoods: Cell[][] = [];
  readonly slots: Cell[][] = [];
  readonly products = new Map<number, Latest<FeedRows['products']>>();
  readonly shops = new Map<number, Latest<FeedRows['shops']>>();
  readonly brands = new Map<number, Latest<FeedRows['brands']>>();
  readonly keywords = new Map<number, Latest<FeedRows['keywords']>>();
  readonly offers = new Map<number, Latest<FeedRows['offers']>>();
  /** Kinds of a site-day imported before with other content: their old rows go first. */
  readonly replaced: { site: MarketSiteCode; day: string; kind: FeedKind }[] = [];
  readonly files: Cell[][] = [];
  /** Files re-read: their earlier problems are forgotten. */
  readonly reread: { site: MarketSiteCode; day: string; file: string }[] = [];
  readonly days: Cell[][] = [];
  rows = 0;

  latest<T>(map: Map<number, Latest<T>>, id: number, row: T, site: MarketSiteCode, day: string, demo: boolean) {
    const known = map.get(id);
    if (!known) map.set(id, { row, site, day, demo });
    else if (day >= known.day) Object.assign(known, { row, site, day, demo });
  }
}

const COLUMNS = {
  market: [['site', 'text'], ['day', 'date'], ['type_id', 'int4'], ['gmv', 'float8'], ['sales', 'int8'], ['products_sold', 'int4'], ['slot_gmv', 'float8']],
  productDays: PRODUCT_DAY_COLUMNS,
  keywordDays: [['day', 'date'], ['keyword_id', 'int4'], ['search_index', 'int4'], ['product_base', 'int4'], ['recommended_bid', 'float8']],
  lives: [['live_id', 'int8'], ['site', 'text'], ['day', 'date'], ['shop_id', 'int8'], ['start_at', 'timestamptz'], ['minutes', 'int4'], ['viewers', 'int4'], ['sales', 'int4'], ['gmv', 'float8'], ['viewer_curve', 'int4[]']],
  liveGoods: [['live_id', 'int8'], ['goods_id', 'int8'], ['site', 'text'], ['day', 'date'], ['sales', 'int4'], ['gmv', 'float8']],
  slots: [['slot_id', 'int8'], ['site', 'text'], ['day', 'date'], ['kind', 'text'], ['goods_id', 'int8'], ['start_at', 'timestamptz'], ['end_at', 'timestamptz'], ['slot_price', 'float8'], ['sales', 'int4']],
  products: [
    ['goods_id', 'int8'], ['site', 'text'], ['type_id', 'int4'], ['sub_type_id', 'int4'], ['shop_id', 'int8'], ['brand_id', 'int4'], ['title', 'text'], ['image', 'text'],
    ['price', 'float8'], ['stock', 'int4'], ['rating', 'float4'], ['rating_count', 'int4'], ['likes', 'int4'], ['comments', 'int4'],
    ['listed_at', 'timestamptz'], ['last_day', 'date'], ['demo', 'bool'],
  ],
  shops: [
    ['shop_id', 'int8'], ['site', 'text'], ['type_id', 'int4'], ['name', 'text'], ['logo', 'text'], ['rating', 'float4'], ['followers', 'int4'],
    ['product_count', 'int4'], ['opened_at', 'timestamptz'], ['last_day', 'date'], ['demo', 'bool'], ['shop_type', 'text'],
  ],
  brands: [['brand_id', 'int4'], ['type_id', 'int4'], ['name', 'text'], ['logo', 'text'], ['last_day', 'date'], ['demo', 'bool']],
  keywords: [
    ['keyword_id', 'int4'], ['site', 'text'], ['type_id', 'int4'], ['keyword', 'text'], ['search_index', 'int4'], ['product_base', 'int4'],
    ['recommended_bid', 'float8'], ['last_day', 'date'], ['demo', 'bool'], ['top_goods', 'int8[]'], ['related_ids', 'int4[]'],
  ],
  offers: [
    ['offer_id', 'int8'], ['type_id', 'int4'], ['title', 'text'], ['image', 'text'], ['tier_quantities', 'int4[]'], ['tier_prices', 'float8[]'], ['min_order', 'int4'],
    ['weight_grams', 'int4'], ['supplier_id', 'int8'], ['supplier_name', 'text'], ['supplier_rating', 'float4'], ['product_word', 'text'], ['last_day', 'date'], ['demo', 'bool'],
  ],
  files: [['site', 'text'], ['day', 'date'], ['kind', 'text'], ['sha256', 'text'], ['rows', 'int4'], ['rejected', 'int4'], ['imported_at', 'timestamptz']],
  errors: [['site', 'text'], ['day', 'date'], ['file', 'text'], ['line', 'int4'], ['message', 'text']],
  days: [['site', 'text'], ['day', 'date'], ['complete', 'bool'], ['items', 'bool'], ['source', 'text'], ['imported_at', 'timestamptz']],
} as const satisfies Record<string, readonly Column[]>;

const ddl = (name: string, columns: readonly Column[]) =>
  `create temp table ${name} (${columns.map(([n, t]) => `"${n}" ${t === 'float4' ? 'real' : t}`).join(', ')}) on commit drop`;

/** Upserts staged entity rows; only a newer (or the same) day replaces an item's attributes. */
async function upsertLatest(sql: MarketSql, table: string, key: string, columns: readonly Column[], rows: Cell[][]) {
  if (rows.length === 0) return;
  const stage = `stage_${table}`;
  await sql.exec(ddl(stage, columns));
  await sql.copy(stage, columns, rows);
  const names = columns.map(([n]) => `"${n}"`).join(', ');
  const updates = columns
    .filter(([n]) => n !== key)
    .map(([n]) => `"${n}" = excluded."${n}"`)
    .join(', ');
  await sql.exec(
    `insert into ${table} (${names}) select ${names} from ${stage} on conflict ("${key}") do update set ${updates} where excluded.last_day >= ${table}.last_day`,
  );
}

async function insertById(sql: MarketSql, table: string, key: string, columns: readonly Column[], rows: Cell[][]) {
  if (rows.length === 0) return;
  const stage = `stage_${table}`;
  await sql.exec(ddl(stage, columns));
  await sql.copy(stage, columns, rows);
  const names = columns.map(([n]) => `"${n}"`).join(', ');
  const updates = columns.filter(([n]) => n !== key).map(([n]) => `"${n}" = excluded."${n}"`).join(', ');
  await sql.exec(`insert into ${table} (${names}) select ${names} from ${stage} on conflict ("${key}") do update set ${updates}`);
}

export interface ImportOptions {
  now: () => Date;
  /**
   * Day sets not imported here whose products files are read as the passes before the batch's
   * (days imported newest first: the next batch's newest day), so its oldest day is estimated whole.
   */
  passes?: readonly SiteDaySet[];
  /** Known ids (shops and brands in the database) for the cross-file checks; loaded when absent. */
  known?: { shops: Set<number>; brands: Set<number> };
}

async function knownIds(sql: MarketSql): Promise<{ shops: Set<number>; brands: Set<number> }> {
  const shops = await sql.query<{ id: string }>('select shop_id::text as id from market_shops');
  const brands = await sql.query<{ id: number }>('select brand_id as id from market_brands');
  return { shops: new Set(shops.map((r) => Number(r.id))), brands: new Set(brands.map((r) => Number(r.id))) };
}

/** Imports the given day sets (any days, any order) in one transaction. */
export async function importDaySets(sql: MarketSql, sets: readonly SiteDaySet[], options: ImportOptions): Promise<ImportResult> {
  const result: ImportResult = { sets: [], problems: [], rows: 0, days: [], itemDays: [] };
  if (sets.length === 0) return result;
  const now = options.now().toISOString();
  const dayList = [...new Set(sets.map((s) => s.day))];
  const imported = new Map<string, string>();
  for (const r of await sql.query<{ site: string; day: string; kind: string; sha256: string }>(
    'select site, day::text as day, kind, sha256 from market_feed_files where day = any($1::date[])',
    [dayList],
  )) {
    imported.set(`${r.site}|${r.day}|${r.kind}`, r.sha256);
  }
  const known = options.known ?? (await knownIds(sql));
  const batch = new Batch();
  const days = new Set<string>();
  const itemDays = new Set<string>();

  for (const set of sets) {
    if (!set.manifest) {
      if (set.problem) {
        result.problems.push(set.problem);
        batch.reread.push({ site: set.site, day: set.day, file: set.problem.file });
      }
      result.sets.push({ site: set.site, day: set.day, status: 'invalid', rows: 0, rejected: 0 });
      continue;
    }
    const outcome = await readSet(set, set.manifest, imported, known, batch, result.problems);
    result.sets.push(outcome);
    if (outcome.rows > 0 || outcome.status === 'imported' || outcome.status === 'partial') {
      if (outcome.rows > 0) days.add(set.day);
      if (outcome.rows > 0 && ITEM_KINDS.some((k) => set.manifest?.files[k])) itemDays.add(set.day);
    }
  }

  // The passes become product days: those of the batch's passes are copied, the missed days between
  // passes (which may lie before the batch) are upserted.
  const earlier: EarlierPass[] = [];
  for (const set of options.passes ?? []) {
    if (!set.manifest?.files.products) continue;
    const file = await readFeedFile(set, 'products');
    // Only what the estimate reads: the file's parsed rows go with it (the large scale's memory).
    for (const { id, soldShown, monthlyShown, stock, ratingCount, observedAt } of file.rows) {
      earlier.push({ site: set.site, day: set.day, row: { id, soldShown, monthlyShown, stock, ratingCount, observedAt } });
    }
  }
  const trace = process.env['SEALENS_MARKET_TRACE'] ? (label: string, t0: number) => console.log(`  ${label} ${Math.round(performance.now() - t0)} ms`) : () => undefined;
  const estimating = performance.now();
  // The estimate and the rows' cells are CPU in the server's one thread: its requests go between them.
  await yieldToRequests();
  const estimated = await estimateSightings(sql, batch.sightings, earlier);
  trace(`estimate (${batch.sightings.length} passes)`, estimating);
  // Read by nothing after the estimate (the rows themselves stay with the products to write).
  earlier.length = 0;
  batch.sightings.length = 0;
  await yieldToRequests();
  const missedDays: Cell[][] = [];
  for (const [d, rank] of rankedDays(estimated)) (d.sighting ? batch.productDays : missedDays).push(productDayCells(d, rank));
  await yieldToRequests();

  // Nothing new and nothing wrong: not even a transaction.
  if (batch.files.length === 0 && batch.days.length === 0 && result.problems.length === 0) return result;
  // Each day's month must have its partition before a row of it is written (migration 0025): made in
  // a short transaction of its own, so the long import below holds no lock on the tables' structure.
  await ensureMonthPartitions(sql, dayList);
  // Inside it too the server's requests get turns between steps: those that need no database (health,
  // cached pages and answers) are answered while the batch is written; reads wait for its end.
  const raced = await sql.transaction(async (tx) => {
    // Several server processes on one PostgreSQL: one importer at a time, and a batch whose files
    // another process brought in meanwhile is dropped (the next pass reads the feed again).
    await tx.query(`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const meanwhile = await tx.query<{ n: number }>(
      `select count(*)::int as n from market_feed_files f join unnest($1::text[], $2::date[], $3::text[], $4::text[]) as b(site, day, kind, sha256)
       on f.site = b.site and f.day = b.day and f.kind = b.kind and f.sha256 = b.sha256`,
      [0, 1, 2, 3].map((i) => batch.files.map((f) => f[i])),
    );
    if (Number(meanwhile[0]?.n) > 0) return true;
    let t0 = performance.now();
    for (const { site, day, kind } of batch.replaced) {
      if (kind === 'market') await tx.query('delete from market_category_days where site = $1 and day = $2::date', [site, day]);
      if (kind === 'products') {
        await tx.query('delete from market_product_days where day = $2::date and goods_id in (select goods_id from market_products where site = $1)', [site, day]);
      }
      if (kind === 'keywords') {
        await tx.query('delete from market_keyword_days where day = $2::date and keyword_id in (select keyword_id from market_keywords where site = $1)', [site, day]);
      }
      if (kind === 'lives') {
        await tx.query('delete from market_lives where site = $1 and day = $2::date', [site, day]);
        await tx.query('delete from market_live_goods where site = $1 and day = $2::date', [site, day]);
      }
      if (kind === 'slots') await tx.query('delete from market_slots where site = $1 and day = $2::date', [site, day]);
    }
    await tx.copy('market_category_days', COLUMNS.market, batch.market);
    await upsertLatest(tx, 'market_shops', 'shop_id', COLUMNS.shops, shopCells(batch));
    await upsertLatest(tx, 'market_brands', 'brand_id', COLUMNS.brands, brandCells(batch));
    trace('market+shops+brands', t0);
    await yieldToRequests();
    t0 = performance.now();
    await upsertLatest(tx, 'market_products', 'goods_id', COLUMNS.products, productCells(batch));
    trace('products', t0);
    await yieldToRequests();
    t0 = performance.now();
    await upsertLatest(tx, 'market_keywords', 'keyword_id', COLUMNS.keywords, keywordCells(batch));
    trace('keywords', t0);
    await upsertLatest(tx, 'market_offers', 'offer_id', COLUMNS.offers, offerCells(batch));
    await yieldToRequests();
    t0 = performance.now();
    // A day that comes after its neighbours were estimated replaces the rows they made for it (missed then),
    // of its own site alone: a site's day set arriving on its own (another marketplace's, a late one)
    // leaves the other sites' rows of that day as they were.
    const passSiteDays = [...new Set(estimated.filter((d) => d.sighting).map((d) => `${d.site}|${d.day}`))].map((key) => key.split('|'));
    if (passSiteDays.length) {
      await tx.query(
        `delete from market_product_days d using market_products p, unnest($1::text[], $2::date[]) as b(site, day)
         where d.goods_id = p.goods_id and p.site = b.site and d.day = b.day and d.observed_at is null and d.estimate_basis is not null`,
        [passSiteDays.map(([site]) => site), passSiteDays.map(([, day]) => day)],
      );
    }
    trace('  product days: delete', t0);
    await yieldToRequests();
    await tx.copy('market_product_days', COLUMNS.productDays, batch.productDays);
    trace('  product days: copy', t0);
    await yieldToRequests();
    await upsertProductDays(tx, missedDays);
    trace(`  product days: missed ${missedDays.length}`, t0);
    await yieldToRequests();
    // Days imported newest first: the later days' first passes are estimated again from this batch's
    // (hash joins: the days read were imported since the last ANALYZE, see rerankDays).
    await tx.exec('set local enable_nestloop = off');
    const revised = await reviseLaterPasses(tx, estimated);
    await tx.exec('set local enable_nestloop = on');
    trace(`  product days: revise ${revised.length}`, t0);
    await yieldToRequests();
    await upsertProductDays(tx, [...rankedDays(revised)].map(([d]) => productDayCells(d, null)));
    trace('  product days: revised upsert', t0);
    await yieldToRequests();
    const batchDays = new Set(batch.productDays.map((r) => r[0] as string));
    const touched = [...new Set([...missedDays.map((r) => r[0] as string), ...revised.map((d) => d.day)])].filter((d) => !batchDays.has(d));
    // Those days' places in their categories, again over the whole day.
    await rerankDays(tx, touched, (day) => trace(`  product days: rank ${day}`, t0));
    trace('product days', t0);
    await yieldToRequests();
    t0 = performance.now();
    await tx.copy('market_keyword_days', COLUMNS.keywordDays, batch.keywordDays);
    trace('keyword days', t0);
    await yieldToRequests();
    t0 = performance.now();
    // Shops' days, derived from the product days just written (all sites of those days, again).
    const productDays = [...new Set([...batch.productDays.map((r) => r[0] as string), ...touched])];
    if (productDays.length) {
      await tx.query('delete from market_shop_days where day = any($1::date[])', [productDays]);
      await tx.query(
        `insert into market_shop_days (shop_id, day, sales, gmv, products_sold)
         select p.shop_id, d.day, sum(d.sales), sum(d.sales * d.price), count(*) filter (where d.sales > 0)
         from market_product_days d join market_products p on p.goods_id = d.goods_id
         where d.day = any($1::date[]) group by p.shop_id, d.day`,
        [productDays],
      );
    }
    trace('shop days', t0);
    await yieldToRequests();
    t0 = performance.now();
    await insertById(tx, 'market_lives', 'live_id', COLUMNS.lives, batch.lives);
    // A session imported again (its day set rewritten) lists its products anew.
    if (batch.lives.length) await tx.query('delete from market_live_goods where live_id = any($1::int8[])', [batch.lives.map((r) => r[0])]);
    await tx.copy('market_live_goods', COLUMNS.liveGoods, batch.liveGoods);
    await insertById(tx, 'market_slots', 'slot_id', COLUMNS.slots, batch.slots);
    for (const { site, day, file } of batch.reread) {
      await tx.query('delete from market_feed_errors where site = $1 and day = $2::date and file = $3', [site, day, file]);
    }
    const errorRows = result.problems.map((p) => [p.site, p.day, p.file, p.line, p.message]);
    await tx.copy('market_feed_errors', COLUMNS.errors, errorRows);
    if (batch.files.length) {
      await tx.exec(ddl('stage_market_feed_files', COLUMNS.files));
      await tx.copy('stage_market_feed_files', COLUMNS.files, batch.files.map((f) => [...f.slice(0, 6), now]));
      await tx.exec(
        `insert into market_feed_files select * from stage_market_feed_files on conflict (day, site, kind) do update set sha256 = excluded.sha256, rows = excluded.rows, rejected = excluded.rejected, imported_at = excluded.imported_at`,
      );
    }
    if (batch.days.length) {
      await tx.exec(ddl('stage_market_feed_days', COLUMNS.days));
      await tx.copy('stage_market_feed_days', COLUMNS.days, batch.days.map((d) => [...d.slice(0, 5), now]));
      await tx.exec(
        `insert into market_feed_days (site, day, complete, items, source, imported_at) select site, day, complete, items, source, imported_at from stage_market_feed_days on conflict (day, site) do update set complete = excluded.complete, items = excluded.items, source = excluded.source, imported_at = excluded.imported_at`,
      );
    }
    trace('rest', t0);
    if (batch.rows > 0) {
      await tx.query(
        `insert into market_state (key, value) values ('data_version', $1) on conflict (key) do update set value = (coalesce(nullif(market_state.value, ''), '0')::int8 + 1)::text`,
        ['1'],
      );
    }
    return false;
  });
  if (raced) {
    result.sets = result.sets.map((s) => ({ ...s, status: 'unchanged', rows: 0 }));
    return result;
  }
  result.rows = batch.rows;
  result.days = [...days].sort();
  result.itemDays = [...itemDays].sort();
  return result;
}

async function readSet(
  set: SiteDaySet,
  manifest: Manifest,
  imported: Map<string, string>,
  known: { shops: Set<number>; brands: Set<number> },
  batch: Batch,
  problems: FeedProblem[],
): Promise<SetOutcome> {
  const { site, day } = set;
  const demo = manifest.source === 'simulator';
  const outcome: SetOutcome = { site, day, status: 'unchanged', rows: 0, rejected: 0 };
  let failed = false;
  let changed = false;
  const shopIds = new Set<number>();
  const brandIds = new Set<number>();
  const productIds = new Set<number>();
  const take = <K extends FeedKind>(file: ReadFile<K>, keep: (row: FeedRows[K], line: number) => string | undefined): FeedRows[K][] => {
    const kept: FeedRows[K][] = [];
    file.rows.forEach((row, i) => {
      const line = file.lines[i] ?? 0;
      const refused = keep(row, line);
      if (refused) file.problems.push({ site, day, file: file.file, line, message: refused });
      else kept.push(row);
    });
    return kept;
  };
  const unique = (seen: Set<number>, id: number, what: string) => {
    if (seen.has(id)) return `${what} ${id} appears twice`;
    seen.add(id);
    return undefined;
  };

  const pending = FEED_KINDS.filter((kind) => {
    const entry = manifest.files[kind];
    return entry !== undefined && imported.get(`${site}|${day}|${kind}`) !== entry.sha256;
  });
  // Every file in already, unchanged: the set is not even read again.
  if (pending.length === 0) return outcome;
  for (const kind of FEED_KINDS) {
    const entry = manifest.files[kind];
    if (!entry) continue;
    const before = imported.get(`${site}|${day}|${kind}`);
    if (!pending.includes(kind)) {
      // Imported before, unchanged: what it names counts as known for the checks of the changed files.
      const needed = (kind === 'shops' && pending.some((k) => k === 'products' || k === 'lives')) || (kind === 'products' && (pending.includes('slots') || pending.includes('lives')));
      if (needed || (kind === 'brands' && pending.includes('products'))) {
        const file = await readFeedFile(set, kind);
        for (const row of file.rows) (kind === 'shops' ? shopIds : kind === 'brands' ? brandIds : productIds).add(row.id);
      }
      continue;
    }
    const file = await readFeedFile(set, kind);
    batch.reread.push({ site, day, file: file.file });
    if (file.failed) {
      failed = true;
      problems.push(...file.problems);
      continue;
    }
    changed = true;
    if (before !== undefined) batch.replaced.push({ site, day, kind });
    let kept = 0;
    switch (kind) {
      case 'market': {
        const seen = new Set<number>();
        for (const r of take(file as ReadFile<'market'>, (r) => unique(seen, r.categoryId, 'category'))) {
          batch.market.push([site, day, r.categoryId, r.gmv, r.sales, r.productsSold, r.slotGmv]);
          kept++;
        }
        break;
      }
      case 'shops':
        for (const r of take(file as ReadFile<'shops'>, (r) => unique(shopIds, r.id, 'shop'))) {
          batch.latest(batch.shops, r.id, r, site, day, demo);
          known.shops.add(r.id);
          kept++;
        }
        break;
      case 'brands':
        for (const r of take(file as ReadFile<'brands'>, (r) => unique(brandIds, r.id, 'brand'))) {
          batch.latest(batch.brands, r.id, r, site, day, demo);
          known.brands.add(r.id);
          kept++;
        }
        break;
      case 'products': {
        for (const r of take(file as ReadFile<'products'>, (r) => {
          if (!shopIds.has(r.shopId) && !known.shops.has(r.shopId)) return `shop ${r.shopId} is unknown (not in shops.ndjson)`;
          if (r.brandId !== null && !brandIds.has(r.brandId) && !known.brands.has(r.brandId)) return `brand ${r.brandId} is unknown (not in brands.ndjson)`;
          return unique(productIds, r.id, 'product');
        })) {
          batch.latest(batch.products, r.id, r, site, day, demo);
          batch.sightings.push({ site, day, row: r });
          kept++;
        }
        break;
      }
      case 'keywords': {
        const seen = new Set<number>();
        for (const r of take(file as ReadFile<'keywords'>, (r) => unique(seen, r.id, 'keyword'))) {
          batch.latest(batch.keywords, r.id, r, site, day, demo);
          batch.keywordDays.push([day, r.id, r.searchIndex, r.productBase, r.recommendedBid]);
          kept++;
        }
        break;
      }
      case 'lives': {
        const seen = new Set<number>();
        // The products a session showed are that day's products (as a slot's), when the day set has them.
        const checkGoods = manifest.files.products !== undefined;
        for (const r of take(file as ReadFile<'lives'>, (r) => {
          if (!shopIds.has(r.shopId) && !known.shops.has(r.shopId)) return `shop ${r.shopId} is unknown (not in shops.ndjson)`;
          const stranger = checkGoods ? r.goods.find((g) => !productIds.has(g.goodsId)) : undefined;
          if (stranger) return `product ${stranger.goodsId} is not in that day's products.ndjson`;
          return unique(seen, r.id, 'live');
        })) {
          batch.lives.push([r.id, site, day, r.shopId, r.startAt, r.minutes, r.viewers, r.sales, r.gmv, r.viewerCurve.length ? r.viewerCurve : null]);
          for (const g of r.goods) batch.liveGoods.push([r.id, g.goodsId, site, day, g.sales, g.gmv]);
          kept++;
        }
        break;
      }
      case 'offers': {
        const seen = new Set<number>();
        for (const r of take(file as ReadFile<'offers'>, (r) => unique(seen, r.id, 'offer'))) {
          batch.latest(batch.offers, r.id, r, site, day, demo);
          kept++;
        }
        break;
      }
      case 'slots': {
        const seen = new Set<number>();
        const checkGoods = manifest.files.products !== undefined;
        for (const r of take(file as ReadFile<'slots'>, (r) =>
          checkGoods && !productIds.has(r.goodsId) ? `product ${r.goodsId} is not in that day's products.ndjson` : unique(seen, r.id, 'slot'),
        )) {
          batch.slots.push([r.id, site, day, r.kind, r.goodsId, r.startAt, r.endAt, r.slotPrice, r.sales]);
          kept++;
        }
        break;
      }
    }
    problems.push(...file.problems);
    outcome.rows += kept;
    outcome.rejected += file.problems.length;
    batch.rows += kept;
    batch.files.push([site, day, kind, file.sha256, kept, file.problems.length]);
  }
  const items = ITEM_KINDS.some((k) => manifest.files[k] !== undefined);
  if (changed || failed) {
    batch.days.push([site, day, !failed, items, manifest.source]);
    outcome.status = failed ? 'partial' : 'imported';
  }
  return outcome;
}

function shopCells(batch: Batch): Cell[][] {
  return [...batch.shops.values()].map(({ row: r, site, day, demo }) => [r.id, site, r.categoryId, r.name, r.logo, r.rating, r.followers, r.products, r.openedAt, day, demo, r.type]);
}

/**
 * Each product of one site's day with its place by units that day in its category (ties share a
 * place, as SQL's rank()): the workbench's "rank in its category" history, computed once here
 * because the whole day of the site is at hand (a query would rank every product of every day).
 */
export function categoryRanks<T extends { categoryId: number; sales: number }>(rows: readonly T[]): [T, number][] {
  const byCategory = new Map<number, T[]>();
  for (const r of rows) {
    const list = byCategory.get(r.categoryId);
    if (list) list.push(r);
    else byCategory.set(r.categoryId, [r]);
  }
  const out: [T, number][] = [];
  for (const list of byCategory.values()) {
    list.sort((a, b) => b.sales - a.sales);
    let place = 0;
    list.forEach((r, i) => {
      if (i === 0 || r.sales !== list[i - 1]?.sales) place = i + 1;
      out.push([r, place]);
    });
  }
  return out;
}

/** Estimated product days with their places by units in their site's category that day. */
function rankedDays(days: readonly EstimatedDay[]): [EstimatedDay, number][] {
  const bySiteDay = new Map<string, { categoryId: number; sales: number; d: EstimatedDay }[]>();
  for (const d of days) {
    const key = `${d.site}|${d.day}`;
    const entry = { categoryId: d.categoryId, sales: d.estimate.units, d };
    const list = bySiteDay.get(key);
    if (list) list.push(entry);
    else bySiteDay.set(key, [entry]);
  }
  const out: [EstimatedDay, number][] = [];
  for (const list of bySiteDay.values()) for (const [e, rank] of categoryRanks(list)) out.push([e.d, rank]);
  return out;
}

/** Gives a day's product days their places by units in their site's category (ties share a place). */
export const RANK_DAY_SQL = `update market_product_days d set category_rank = r.place from (
    select d2.goods_id, rank() over (partition by p.site, p.type_id order by d2.sales desc)::int4 as place
    from market_product_days d2 join market_products p on p.goods_id = d2.goods_id where d2.day = $1::date) r
  where d.day = $1::date and d.goods_id = r.goods_id and d.category_rank is distinct from r.place`;

/**
 * Ranks `days` again, inside the caller's transaction. Days imported since the last ANALYZE look
 * empty to the planner, which then joins by looping over the day's ranks for each of its rows
 * (minutes at the default scale: the first start's history import stalled on it): hash joins only.
 */
export async function rerankDays(tx: MarketSql, days: readonly string[], after: (day: string) => void = () => undefined): Promise<void> {
  if (days.length === 0) return;
  await tx.exec('set local enable_nestloop = off');
  for (const day of days) {
    await tx.query(RANK_DAY_SQL, [day]);
    after(day);
  }
  await tx.exec('set local enable_nestloop = on');
}

/** Writes product days that may be there already (missed days, revised estimates): each replaces its day's row. */
async function upsertProductDays(sql: MarketSql, rows: Cell[][]) {
  if (rows.length === 0) return;
  await sql.exec(ddl('stage_product_days', COLUMNS.productDays));
  await sql.copy('stage_product_days', COLUMNS.productDays, rows);
  const names = COLUMNS.productDays.map(([n]) => `"${n}"`).join(', ');
  const updates = COLUMNS.productDays
    .filter(([n]) => n !== 'day' && n !== 'goods_id' && n !== 'category_rank')
    .map(([n]) => `"${n}" = excluded."${n}"`)
    .join(', ');
  await sql.exec(`insert into market_product_days (${names}) select ${names} from stage_product_days on conflict (day, goods_id) do update set ${updates}`);
  await sql.exec('drop table stage_product_days');
}

function brandCells(batch: Batch): Cell[][] {
  return [...batch.brands.values()].map(({ row: r, day, demo }) => [r.id, r.categoryId, r.name, r.logo, day, demo]);
}

function productCells(batch: Batch): Cell[][] {
  return [...batch.products.values()].map(({ row: r, site, day, demo }) => [
    r.id, site, r.categoryId, r.subCategoryId, r.shopId, r.brandId, r.title, r.image, r.price, r.stock, r.rating, r.ratingCount, r.likes, r.comments, r.listedAt, day, demo,
  ]);
}

function keywordCells(batch: Batch): Cell[][] {
  return [...batch.keywords.values()].map(({ row: r, site, day, demo }) => [r.id, site, r.categoryId, r.keyword, r.searchIndex, r.productBase, r.recommendedBid, day, demo, r.topProducts, r.related]);
}

/** Offers with the product word the matcher reads from their titles (their candidates' index, migration 0042). */
function offerCells(batch: Batch): Cell[][] {
  return [...batch.offers.values()].map(({ row: r, day, demo }) => [
    r.id, r.categoryId, r.title, r.image, r.tiers.map((t) => t.minQuantity), r.tiers.map((t) => t.price), r.minOrder,
    r.weightGrams, r.supplierId, r.supplierName, r.supplierRating, titleWords(r.title).productWord, day, demo,
  ]);
}
