// The one ranking SQL of the workbench's entities (DESIGN.md §6: one ranking over entities). Each
// entity (product, shop, search word, brand, category) ranks its derived table the same way: a
// period plan names the figures (a rolling period's columns of the row, or a calendar month's sums
// joined in), the entity gives its scope, filters, hot-new rule and sorts, and this file numbers
// the rows (rank as sorted, place in the list's own order now and in the period before's), reads
// one window of them with the total, or ranks once and streams the rows in batches for an export.
//
// An entity is one RankingEntitySql (its table, period source, figures, filters, hot-new rule and
// sorts); its ranking is then `rankEntity(sql, history, ENTITY_SQL, query, window)` (a window of
// records and the slice's day, period, currency and total) and its export `streamEntity(...)`.
// The parts (rankingPeriodPlan, rankingSql, rankingWindow, streamRanking) are exported for tests
// and for an entity whose reads need the plan itself.
import { isMonthPeriod, marketSiteCurrency, monthBounds, type RankingOrder, type RankingQuery } from '@sealens/domain';

import { addDays, daysBetween } from '../days';
import { WORKBENCH_WINDOW_DAYS, type WorkbenchPeriod } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { MONTH_SOARING_MIN_BASE, WORKBENCH_SOARING_MIN_BASE } from '../ranking-rules';
import type { PeriodInfo } from './workbench-reads';

/** Rows per batch of a streamed export. */
export const STREAM_BATCH = 500;

/** The derived table an entity ranks. */
export interface RankingSource {
  table: string;
  /**
   * The columns naming a row within a scope (the first breaks ties of every sort); the ranked keys
   * join back to the table on all of them.
   */
  keys: readonly { name: string; type: 'int4' | 'int8' | 'text' }[];
  /** The row's attributes (a select list over `w`), each key among them as text under its own name. */
  columns: string;
  /**
   * A narrower copy of `table` (the columns the scope, filters, figures and sorts read) that a query's
   * rows are chosen and numbered from, or undefined: `table` itself. The page's rows are read from
   * `table` by key either way.
   */
  scanTable?: (query: RankingQuery) => string | undefined;
  /**
   * What a page's rows read besides `columns` for the period: a select list and the joins on `w` it
   * reads (a row's derived companion, such as a product's estimate interval), or none.
   */
  periodRead?: (period: RankingQuery['period']) => { columns: string; joins: string } | undefined;
}

/** The select list and joins over `w` of a page's rows for `period`. */
export function rowReadOf(source: RankingSource, period: RankingQuery['period']): { columns: string; joins: string } {
  const extra = source.periodRead?.(period);
  return extra ? { columns: `${source.columns}, ${extra.columns}`, joins: extra.joins } : { columns: source.columns, joins: '' };
}

/** What a ranking's period reads. */
export interface RankingPeriodPlan {
  info: PeriodInfo;
  /** The from-clause joins of a month period (aliases m, m1, m2), or ''. */
  joins: string;
  /** The period's measure the lists rank (units, or a word's search index). */
  measure: string;
  /** The period's sales value in the row's currency, or null (a search word sells nothing). */
  gmv: string | null;
  /** The measure in the period before, or null when the history does not hold all of it. */
  prev: string | null;
  /** The measure in the period before that one (the previous soaring list), or null. */
  prev2: string | null;
  /** The least measure before for a row to be in a soaring list. */
  soaringBase: number;
  /** The last day of the period and of the period before (hot-new lists end on them). */
  end: string;
  prevEnd: string;
  /** The joins' parameters ($1 ...): every other argument is numbered after them. */
  params: unknown[];
}

/** A calendar month period's days: the month's first day, the first and last the history holds, and the two months before's. */
export interface MonthSpan {
  month: string;
  from: string;
  to: string;
  prevMonth: string;
  prevTo: string;
  prev2Month: string;
  prev2To: string;
}

/** Where an entity's period figures are. */
export interface PeriodSource {
  /**
   * The row's column family of a rolling period `p`: `${measure}_p`, `prev_${measure}_p` and
   * `prev2_${measure}_p` (and `gmv_p` with `gmv`); a month's joins name `m.${measure}`, `m1.`, `m2.` (and `m.gmv`).
   */
  measure: string;
  gmv: boolean;
  /** A month's joins (aliases m, m1, m2 on `w`) and their parameters. */
  monthJoins(span: MonthSpan): { joins: string; params: unknown[] };
  /** Times the sales soaring base (search words are searched far more often than products sell). */
  soaringBaseFactor?: number;
}

/** What a period plan reads of the history: its calendar months and its first day. */
export interface RankingHistory {
  months(): Promise<{ month: string; from: string; to: string }[]>;
  historyStart(): Promise<string | undefined>;
}

/** What a ranking reads besides its table: the data day and the history. */
export interface RankingData extends RankingHistory {
  /** The data day, or undefined before the first import was derived. */
  dataDay(): Promise<string | undefined>;
}

/** The period's plan, or undefined for a month the history does not hold. */
export async function rankingPeriodPlan(history: RankingHistory, period: RankingQuery['period'], day: string, source: PeriodSource): Promise<RankingPeriodPlan | undefined> {
  const factor = source.soaringBaseFactor ?? 1;
  const c = source.measure;
  if (isMonthPeriod(period)) {
    const months = await history.months();
    const held = months.find((m) => m.month === period);
    if (!held) return undefined;
    const { from } = monthBounds(period);
    const prev = addDays(from, -1).slice(0, 7) as `${number}-${number}`;
    const prev2 = addDays(monthBounds(prev).from, -1).slice(0, 7) as `${number}-${number}`;
    // A month before counts only when the history holds it from its first day to its last.
    const whole = (m: `${number}-${number}`) => months.some((x) => x.month === m && x.from === monthBounds(m).from && x.to === monthBounds(m).to);
    const to = held.to > day ? day : held.to;
    const { joins, params } = source.monthJoins({
      month: from,
      from: held.from,
      to,
      prevMonth: monthBounds(prev).from,
      prevTo: monthBounds(prev).to,
      prev2Month: monthBounds(prev2).from,
      prev2To: monthBounds(prev2).to,
    });
    return {
      info: { key: period, from: held.from, to, days: daysBetween(held.from, to).length },
      joins,
      measure: `m.${c}`,
      gmv: source.gmv ? 'm.gmv' : null,
      prev: whole(prev) ? `coalesce(m1.${c}, 0)` : null,
      prev2: whole(prev) && whole(prev2) ? `coalesce(m2.${c}, 0)` : null,
      soaringBase: MONTH_SOARING_MIN_BASE * factor,
      end: to,
      prevEnd: monthBounds(prev).to,
      params,
    };
  }
  const p = period as WorkbenchPeriod;
  const start = (await history.historyStart()) ?? day;
  // A period before counts only when the history holds all of it (a first start imports 60 days first).
  const holds = (days: number) => days <= WORKBENCH_WINDOW_DAYS && addDays(day, -(days - 1)) >= start;
  return {
    info: { key: String(p), from: addDays(day, -(p - 1)), to: day, days: p },
    joins: '',
    measure: `w.${c}_${p}`,
    gmv: source.gmv ? `w.gmv_${p}` : null,
    prev: holds(2 * p) ? `w.prev_${c}_${p}` : null,
    prev2: p !== 90 && holds(3 * p) ? `w.prev2_${c}_${p}` : null,
    soaringBase: WORKBENCH_SOARING_MIN_BASE[p] * factor,
    end: day,
    prevEnd: addDays(day, -p),
    params: [],
  };
}

/** The ranking's arguments and conditions while an entity writes its part. */
export class RankingScope {
  readonly params: unknown[];
  readonly where: string[] = [];
  /** The period's growth on the period before as a fraction (null without the period before). */
  readonly growth: string;

  constructor(
    readonly plan: RankingPeriodPlan,
    readonly query: RankingQuery,
    /** Whether money over all sites is divided by the row's `per_usd` (rows kept per site) or is in US dollars already. */
    private readonly usdByRow = true,
  ) {
    this.params = [...plan.params];
    const { measure: m, prev } = plan;
    this.growth = prev ? `case when ${prev} > 0 then (${m} - ${prev})::float8 / ${prev} end` : 'null::float8';
  }

  /** A parameter's placeholder. */
  arg(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  /** Money of the row in the ranking's currency: the site's, or US dollars over all sites. */
  money(expr: string): string {
    return this.query.site || !this.usdByRow ? expr : `(${expr} / w.per_usd)`;
  }

  /** An inclusive range on `expr` (`scale` divides the bounds: 100 for a percentage compared as a fraction). */
  range(expr: string, r: { min?: number; max?: number } | undefined, scale = 1): void {
    if (r?.min !== undefined) this.where.push(`${expr} >= ${this.arg(r.min / scale)}::float8`);
    if (r?.max !== undefined) this.where.push(`${expr} <= ${this.arg(r.max / scale)}::float8`);
  }
}

/** One entity's part of the ranking SQL. */
export interface RankingEntitySql {
  source: RankingSource;
  periods: PeriodSource;
  /** Whether money over all sites is divided by the row's `per_usd` (default) or stored in US dollars. */
  usdByRow?: boolean;
  /** The figures every numbered row carries (alias: expression), in order. */
  figures(plan: RankingPeriodPlan): Record<string, string>;
  /** Pushes the scope's and the filters' conditions (site, category, then the entity's filters). */
  filter(s: RankingScope): void;
  /** The hot-new list's condition for the period ending on `end` (`before`: the period before's list). */
  isNew(s: RankingScope, end: string, before: boolean): string;
  /** The expressions of the entity's sorts. */
  sorts(s: RankingScope): Record<string, string>;
  /** The lists of the orders only this entity has (the search words' blue-ocean order, issue 29 item 5). */
  lists?: Partial<Record<RankingOrder, (s: RankingScope) => RankingList>>;
}

/** Which rows are in a list now and before, and in what order. */
export interface RankingList {
  curIn: string;
  orderKey: string;
  prevIn: string | null;
  prevKey: string | null;
}

/** A ranked list's SQL: `body` (`with b as ...`: the scope's rows in a list now or before) and `ranked` (its rows numbered). */
export interface RankedList {
  body: string;
  ranked: string;
  params: unknown[];
  /** The figures' aliases each numbered row carries. */
  figures: string[];
  /** What the page's rows read (rowReadOf the query's period). */
  rows: { columns: string; joins: string };
  /**
   * `order by` of the list's rows in rank order, when a row's rank is its place in the list's own
   * order and the list has no period before (the blue-ocean orders unsorted): a window is then the
   * first rows of that order (an index's first entries), not the whole scope numbered.
   */
  ownOrder: string | null;
}

/** The lists of each order: which rows are in it now and before, and in what order. */
function listOf(order: RankingOrder, s: RankingScope, entity: RankingEntitySql): RankingList {
  const own = entity.lists?.[order];
  if (own) return own(s);
  const { measure: m, prev, prev2, soaringBase: base, end, prevEnd } = s.plan;
  if (order === 'soaring') {
    return {
      curIn: prev ? `${prev} >= ${base}` : 'false',
      orderKey: s.growth,
      prevIn: prev && prev2 ? `${prev2} >= ${base}` : null,
      prevKey: prev && prev2 ? `(${prev} - ${prev2})::float8 / nullif(${prev2}, 0)` : null,
    };
  }
  if (order === 'new') {
    return { curIn: entity.isNew(s, end, false), orderKey: m, prevIn: prev ? entity.isNew(s, prevEnd, true) : null, prevKey: prev };
  }
  return { curIn: `${m} > 0`, orderKey: m, prevIn: prev ? `${prev} > 0` : null, prevKey: prev };
}

/**
 * The ranking's SQL: its scope and filters over the derived rows, marked with whether each row is
 * in the list now (`cur_in`) and was in the previous period's list (`prev_in`); the rows now are
 * numbered as sorted (`rank`) and in the list's own order (`order_place`), the rows before in the
 * previous list's order (`prev_place`), so a row's rank change is `prev_place - order_place`.
 * Only keys, figures and sort keys go through the numbering (its sorts): the page's rows get their
 * attributes after (carrying every row's title and series through three sorts cost 10x).
 */
export function rankingSql(entity: RankingEntitySql, query: RankingQuery, plan: RankingPeriodPlan): RankedList {
  const s = new RankingScope(plan, query, entity.usdByRow ?? true);
  const figures = entity.figures(plan);
  entity.filter(s);
  const { curIn, orderKey, prevIn, prevKey } = listOf(query.order, s, entity);
  // `sort` overrides the list's order (the list's rows stay those of its order).
  const sortKey = query.sort ? (entity.sorts(s)[query.sort] ?? orderKey) : orderKey;
  const sortDir = query.sort ? query.dir : 'desc';
  const keys = entity.source.keys.map((k) => k.name);
  const ties = keys.join(', ');
  const scope = s.where.length ? s.where.join(' and ') : 'true';
  const body = `with b as (
  select ${keys.map((k) => `w.${k}`).join(', ')}, ${Object.entries(figures)
    .map(([alias, expr]) => `${expr} as ${alias}`)
    .join(', ')},
    (${curIn}) as cur_in, ${prevIn ? `(${prevIn})` : 'false'} as prev_in,
    ${sortKey} as sort_key, ${orderKey} as order_key, ${prevKey ?? 'null::float8'} as prev_key
  from ${entity.source.scanTable?.(query) ?? entity.source.table} w ${plan.joins}
  where ${scope} and ((${curIn})${prevIn ? ` or (${prevIn})` : ''})
)`;
  const ranked = `${body}
select b.*,
  row_number() over (partition by cur_in order by sort_key ${sortDir} nulls last, ${ties}) as rank,
  row_number() over (partition by cur_in order by order_key desc nulls last, ${ties}) as order_place,
  ${prevKey ? `row_number() over (partition by prev_in order by prev_key desc nulls last, ${ties})` : 'null::int8'} as prev_place,
  count(*) filter (where cur_in) over () as total
from b`;
  const ownOrder = prevIn === null && prevKey === null && sortKey === orderKey && sortDir === 'desc' ? `sort_key desc nulls last, ${ties}` : null;
  return { body, ranked, params: s.params, figures: Object.keys(figures), ownOrder, rows: rowReadOf(entity.source, query.period) };
}

/** What a numbered row adds to its table row: its figures and places. */
export interface RankedPlaces {
  rank?: number;
  order_place?: number | null;
  prev_place?: number | null;
  prev_in?: boolean;
  total?: number;
}

const joinOn = (source: RankingSource) => source.keys.map((k) => `w.${k.name} = r.${k.name}`).join(' and ');
const placeColumns = (list: RankedList) => [...list.figures.map((f) => `r.${f}`), 'r.prev_in', 'r.rank', 'r.order_place', 'r.prev_place'].join(', ');

/**
 * Rows `offset + 1` to `offset + limit` of the list (attributes, figures, places) and the list's size
 * (`knownTotal`: the size the derive counted for this list, read instead of counting its rows).
 */
export async function rankingWindow<R>(
  sql: MarketSql,
  source: RankingSource,
  list: RankedList,
  window: { offset: number; limit: number },
  knownTotal?: number,
): Promise<{ records: (R & RankedPlaces)[]; total: number }> {
  if (list.ownOrder) return ownOrderWindow<R>(sql, source, list, list.ownOrder, window, knownTotal);
  const params = [...list.params];
  let records: (R & RankedPlaces)[] = [];
  if (window.limit > 0) {
    const limit = `$${params.push(window.limit)}`;
    const offset = `$${params.push(window.offset)}`;
    records = await sql.query<R & RankedPlaces>(
      `select ${list.rows.columns}, ${placeColumns(list)}, r.total
         from (select * from (${list.ranked}) r where cur_in order by rank limit ${limit} offset ${offset}) r
         join ${source.table} w on ${joinOn(source)} ${list.rows.joins} order by r.rank`,
      params,
    );
    if (records[0]) return { records, total: Number(records[0].total ?? 0) };
  }
  // A window past the end (or none asked) still says the list's size.
  const [row] = await sql.query<{ n: number }>(`${list.body} select count(*)::int as n from b where cur_in`, list.params);
  return { records, total: Number(row?.n ?? 0) };
}

/**
 * rankingWindow of a list whose rank is its own order with no period before: the window's rows read
 * in that order (the scope's index on it reads only them), numbered from the offset, and the list's
 * size counted apart. The same rows, figures and places as the numbered list's.
 */
async function ownOrderWindow<R>(
  sql: MarketSql,
  source: RankingSource,
  list: RankedList,
  order: string,
  window: { offset: number; limit: number },
  knownTotal?: number,
): Promise<{ records: (R & RankedPlaces)[]; total: number }> {
  const total = knownTotal ?? Number((await sql.query<{ n: number }>(`${list.body} select count(*)::int as n from b where cur_in`, list.params))[0]?.n ?? 0);
  if (window.limit <= 0 || window.offset >= total) return { records: [], total };
  const params = [...list.params];
  const limit = `$${params.push(window.limit)}`;
  const offset = `$${params.push(window.offset)}`;
  const rows = await sql.query<R>(
    `select ${list.rows.columns}, ${list.figures.map((f) => `r.${f}`).join(', ')}
       from (${list.body} select * from b where cur_in order by ${order} limit ${limit} offset ${offset}) r
       join ${source.table} w on ${joinOn(source)} ${list.rows.joins} order by ${order.replace(/(^|, )/g, '$1r.')}`,
    params,
  );
  const records = rows.map((row, i) => ({ ...row, prev_in: false, rank: window.offset + i + 1, order_place: window.offset + i + 1, prev_place: null, total }));
  return { records, total };
}

/**
 * The list's first `limit` rows in batches, for a streamed export: ranked once (its places and
 * figures: a few numbers a row, the plan's depth at most), then each batch reads its rows'
 * attributes by key (ranking each batch again made a 10,000-row export five rankings). A row gone
 * from the table since the ranking (a derive swapped it in between) is left out.
 */
export async function* streamRanking<R>(sql: MarketSql, source: RankingSource, list: RankedList, limit: number, batchSize = STREAM_BATCH): AsyncIterable<(R & RankedPlaces)[]> {
  if (limit <= 0) return;
  const params = [...list.params];
  const keyText = source.keys.map((k) => `r.${k.name}::text as ${k.name}`).join(', ');
  const places = await sql.query<Record<string, unknown>>(
    `select ${keyText}, ${placeColumns(list)}
       from (${list.ranked}) r where r.cur_in order by r.rank limit $${params.push(limit)}`,
    params,
  );
  const keyOf = (row: Record<string, unknown>) => source.keys.map((k) => String(row[k.name])).join('\u0000');
  const [first] = source.keys;
  // One key: `= any` of its index; several: the keys' tuples.
  const lookup =
    source.keys.length === 1 && first
      ? `w.${first.name} = any($1::${first.type}[])`
      : `(${source.keys.map((k) => `w.${k.name}`).join(', ')}) in (select * from unnest(${source.keys.map((k, i) => `$${i + 1}::${k.type}[]`).join(', ')}))`;
  for (let from = 0; from < places.length; from += batchSize) {
    const batch = places.slice(from, from + batchSize);
    const records = await sql.query<Record<string, unknown>>(
      `select ${list.rows.columns} from ${source.table} w ${list.rows.joins} where ${lookup}`,
      source.keys.map((k) => batch.map((place) => place[k.name])),
    );
    const byKey = new Map(records.map((r) => [keyOf(r), r]));
    yield batch.flatMap((place) => {
      const record = byKey.get(keyOf(place));
      return record ? [{ ...record, ...place } as R & RankedPlaces] : [];
    });
  }
}

/** A row's rank change since the period before's list (null: not in it, or no list before). */
export function rankChangeOf(r: RankedPlaces): number | null {
  if (r.order_place === null || r.order_place === undefined || r.prev_place === null || r.prev_place === undefined || r.prev_in !== true) return null;
  return Number(r.prev_place) - Number(r.order_place);
}

/** A ranking's answer but its rows: the data day, the period, the currency of its money (the site's, or USD), the list's size. */
export interface RankingHead {
  day: string;
  period: PeriodInfo;
  currency: string;
  total: number;
}

/**
 * The entity's ranking window: its records and the answer's head; undefined before any data or for a
 * month the history does not hold. `knownTotal` gives the list's size when the derive counted it (a
 * list in its own order then reads its window's rows alone).
 */
export async function rankEntity<R>(
  sql: MarketSql,
  data: RankingData,
  entity: RankingEntitySql,
  query: RankingQuery,
  window: { offset: number; limit: number },
  knownTotal?: () => Promise<number | undefined>,
): Promise<{ head: RankingHead; records: (R & RankedPlaces)[] } | undefined> {
  const day = await data.dataDay();
  if (!day) return undefined;
  const plan = await rankingPeriodPlan(data, query.period, day, entity.periods);
  if (!plan) return undefined;
  const { records, total } = await rankingWindow<R>(sql, entity.source, rankingSql(entity, query, plan), window, await knownTotal?.());
  return { head: { day, period: plan.info, currency: query.site ? marketSiteCurrency(query.site) : 'USD', total }, records };
}

/** The entity's first `limit` ranked records in batches (streamRanking), with the data day. */
export async function* streamEntity<R>(
  sql: MarketSql,
  data: RankingData,
  entity: RankingEntitySql,
  query: RankingQuery,
  limit: number,
  batchSize = STREAM_BATCH,
): AsyncIterable<{ day: string; records: (R & RankedPlaces)[] }> {
  const day = await data.dataDay();
  if (!day || limit <= 0) return;
  const plan = await rankingPeriodPlan(data, query.period, day, entity.periods);
  if (!plan) return;
  for await (const records of streamRanking<R>(sql, entity.source, rankingSql(entity, query, plan), limit, batchSize)) yield { day, records };
}
