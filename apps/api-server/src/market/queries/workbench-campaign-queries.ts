// The event marketing reads (issue 32 item 2; GET /campaigns): the campaign calendar's days and the
// flash-sale and campaign slots of a scope (one site in its currency, or all sites in US dollars;
// optionally one category), each view one statement.
// - `days`: every double day the item history holds with its units and sales value and the uplift
//   against its baseline, the mean of the CAMPAIGN_BASELINE_DAYS days before it (a day whose
//   baseline the history does not hold whole is left out); for one day (a campaign day, by default
//   the latest), those days' series, its categories' uplift and the products that gained most units.
// - `slots`: the period's flash-sale and campaign slots by kind and starting hour: slots, units sold
//   in them, the slot price against the product's normal price, and the discounts' distribution.
// - `probe`: the products in a flash-sale or campaign slot on the data day, sorted and paged.
// A product's normal price is the median of its daily prices on the days it had no slot (of any
// kind) in the NORMAL_PRICE_DAYS days before the period's first day through its last; a product
// that had a slot every day of them has none, and its discount is unknown.
// The derive computes the normal prices of the data day and each campaign day's gainers
// (derive/workbench-campaign-derive.ts) and the answers read them; a day the derive has not made
// (a day that is no campaign day, or a database migrated since its last derive) is computed here
// from the daily rows with the same sums.
import { SITE_CODES, SITE_CURRENCIES, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import type { WorkbenchPeriod } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';
import { bindScope } from './scope-sql';

export const CAMPAIGN_VIEWS = ['days', 'slots', 'probe'] as const;
export type CampaignView = (typeof CAMPAIGN_VIEWS)[number];
/** The slot kinds the analysis reads: a banner sells at the product's price, not a slot price. */
export const PRICED_SLOT_KINDS = ['flash-sale', 'campaign'] as const;
export type PricedSlotKind = (typeof PRICED_SLOT_KINDS)[number];
/** A day's baseline: the mean of this many days before it. */
export const CAMPAIGN_BASELINE_DAYS = 7;
/** Days before a period whose slot-free prices make a product's normal price (with the period's own). */
export const NORMAL_PRICE_DAYS = 30;
/** Most products a campaign day's gainers list answers (a plan's depth may cut it shorter). */
export const CAMPAIGN_PRODUCT_ROWS = 50;
/** The discount bands' width, percentage points; the last band is open above. */
export const DISCOUNT_BAND_WIDTH = 10;
export const DISCOUNT_BANDS = 7;
/** The market_state key naming the data day the derive's normal prices are of. */
export const CAMPAIGN_DERIVED_DAY_KEY = 'workbench_campaign_day';
export const PROBE_SORTS = ['discount', 'units', 'slotPrice', 'normalPrice', 'start'] as const;
export type ProbeSort = (typeof PROBE_SORTS)[number];

export interface CampaignDayFigures {
  day: string;
  units: number;
  gmv: number;
  /** Means of the baseline days. */
  baselineUnits: number;
  baselineGmv: number;
  /** Percent over the baseline (null: a baseline of zero). */
  unitsUplift: number | null;
  gmvUplift: number | null;
}

export interface CampaignCategory extends Omit<CampaignDayFigures, 'day'> {
  categoryId: number;
}

export interface CampaignProduct {
  goodsId: number;
  site: SiteCode;
  title: string;
  image: string;
  shopId: number;
  shopName: string;
  categoryId: number;
  units: number;
  baselineUnits: number;
  /** Units over the baseline's mean. */
  gainedUnits: number;
  unitsUplift: number | null;
  gmv: number;
}

export interface CampaignDetail {
  day: string;
  /** The baseline days and the day itself, oldest first. */
  series: { day: string; units: number; gmv: number }[];
  categories: CampaignCategory[];
  products: CampaignProduct[];
  /** Products that sold more than their baseline's mean that day. */
  available: number;
}

export interface SlotHour {
  kind: PricedSlotKind;
  /** Starting hour, market time (China). */
  hour: number;
  slots: number;
  units: number;
  /** Means over the slots (normal price and discount: over those whose normal price is known). */
  slotPrice: number;
  normalPrice: number | null;
  discount: number | null;
}

export interface DiscountBand {
  kind: PricedSlotKind;
  /** Percent off the normal price: from (inclusive) to (exclusive; null: open above). A slot at or above its normal price is in the first band. */
  from: number;
  to: number | null;
  slots: number;
  units: number;
}

export interface ProbeRow {
  slotId: number;
  goodsId: number;
  site: SiteCode;
  title: string;
  image: string;
  shopId: number;
  shopName: string;
  categoryId: number;
  kind: PricedSlotKind;
  startAt: string;
  endAt: string;
  /** In the site's currency, and in US dollars. */
  slotPrice: number;
  normalPrice: number | null;
  slotPriceUsd: number;
  normalPriceUsd: number | null;
  /** Percent off the normal price (negative: above it; null: no normal price). */
  discount: number | null;
  units: number;
}

export interface CampaignAnswer {
  day: string;
  currency: string;
  /** Every campaign day the history holds with its whole baseline, oldest first. */
  campaignDays: CampaignDayFigures[];
  campaign?: CampaignDetail | null;
  slots?: { from: string; to: string; days: number; hours: SlotHour[]; discounts: DiscountBand[]; total: { slots: number; units: number } };
  probe?: { rows: ProbeRow[]; available: number };
}

export interface CampaignScope {
  site?: SiteCode;
  categoryId?: number;
  view: CampaignView;
  /** `days`: the day to detail (absent: the latest campaign day). */
  day?: string;
  /** `slots`: the period ending on the data day. */
  period?: WorkbenchPeriod;
  /** `slots` and `probe`: one kind only. */
  kind?: PricedSlotKind;
  /** `probe`: its order, rows to skip and rows to answer. */
  sort?: ProbeSort;
  dir?: 'asc' | 'desc';
  offset?: number;
  rows: number;
}

const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');
const num = (v: unknown) => Number(v ?? 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const orNull = (v: unknown) => (v === null || v === undefined ? null : round2(num(v)));
/** Percent of `value` over `base` (null: no base). */
const upliftSql = (value: string, base: string) => `case when ${base} > 0 then round(((${value} / ${base} - 1) * 100)::numeric, 2)::float8 end`;
/** A double day (1.1 ... 12.12). */
export const isDoubleDay = (day: string) => Number(day.slice(5, 7)) === Number(day.slice(8, 10));

/** The newest double day from `day` back whose whole baseline the history (from `start`) holds. */
export function latestCampaignDay(day: string, start: string): string | undefined {
  for (let d = day; d >= addDays(start, CAMPAIGN_BASELINE_DAYS); d = addDays(d, -1)) if (isDoubleDay(d)) return d;
  return undefined;
}

export class WorkbenchCampaignQueries {
  constructor(
    private readonly sql: MarketSql,
    private readonly facts: { dataDay(): Promise<string | undefined>; historyStart(): Promise<string | undefined> },
    /** Whether to read the derive's rows where it made them (false: always compute from the daily rows). */
    private readonly readDerived = true,
  ) {}

  /**
   * Which of the derive's rows an answer for the data day `day` can read: the normal prices and the
   * scopes' totals (`current`: made for that day), and `detail`'s gainers (a campaign day it made).
   */
  private async derivedFor(day: string, detail: string | undefined): Promise<{ current: boolean; gainers: boolean }> {
    if (!this.readDerived) return { current: false, gainers: false };
    const [row] = await this.sql.query<{ normal_day: string | null; gainers: boolean }>(
      `select (select value from market_state where key = $1) as normal_day, exists (select 1 from market_workbench_campaign_days where day = $2::date) as gainers`,
      [CAMPAIGN_DERIVED_DAY_KEY, detail ?? null],
    );
    const current = row?.normal_day === day;
    return { current, gainers: current && detail !== undefined && row?.gainers === true };
  }

  /** The view of a scope, or undefined before the first derive. */
  async analysis(scope: CampaignScope): Promise<CampaignAnswer | undefined> {
    const day = await this.facts.dataDay();
    if (!day) return undefined;
    const start = (await this.facts.historyStart()) ?? day;
    const params: unknown[] = [day];
    const { arg, site, cat, inScope } = bindScope(params, scope);
    const money = scope.site ? 'gmv' : 'gmv_usd';
    const B = CAMPAIGN_BASELINE_DAYS;
    const chosen = scope.view === 'days' ? (scope.day ?? latestCampaignDay(day, start)) : undefined;
    const derived = await this.derivedFor(day, chosen);
    // The derive's totals of a scope: a site's or all sites' ('ALL'), a category's or all (0). They
    // hold the campaign days and their weeks alone: another day's detail is summed from the category days.
    const totals = derived.current && (!chosen || derived.gainers) ? `market_workbench_campaign_totals t where t.site = ${site ?? `'ALL'`} and ` : undefined;
    // Each day of the scope (the derive keeps the campaign days' and their baselines'), with its baseline when the history holds all of it.
    const daily = `daily as (
  ${
    totals
      ? `select day, units, gmv from ${totals}t.type_id = ${cat ?? 0} and day >= ${arg(start)}::date and day <= $1::date`
      : `select day, sum(units)::float8 as units, sum(${money})::float8 as gmv from market_workbench_category_days c
  where day >= ${arg(start)}::date and day <= $1::date and ${inScope('c')} group by day`
  }
),
based as (
  select day, units, gmv, count(*) over w as held, avg(units) over w as b_units, avg(gmv) over w as b_gmv
  from daily window w as (order by day range between interval '${B} days' preceding and interval '1 day' preceding)
),
campaign_days as (select * from based where held = ${B} and extract(month from day) = extract(day from day))`;
    const dayJson = (a = '') =>
      `'units', ${a}units, 'gmv', ${a}gmv, 'baselineUnits', ${a}b_units, 'baselineGmv', ${a}b_gmv, 'unitsUplift', ${upliftSql(`${a}units`, `${a}b_units`)}, 'gmvUplift', ${upliftSql(`${a}gmv`, `${a}b_gmv`)}`;
    const parts: string[] = [];
    const ctes: string[] = [daily];
    if (scope.view === 'days') {
      if (chosen) {
        const d = `${arg(chosen)}::date`;
        // The products that sold more than their baseline's mean that day, most units gained first (the
        // derive numbered them over all sites and within each: the last number is how many there are).
        const gained = derived.gainers
          ? `gained as not materialized (
  select g.goods_id, g.units, g.baseline_units as b_units, g.${money} as gmv, g.units - g.baseline_units as gained,
    ${cat ? 'row_number() over (order by g.units - g.baseline_units desc, g.units desc, g.goods_id)' : site ? 'g.rank_site' : 'g.rank_all'} as n
  from market_workbench_campaign_goods g where g.day = ${d} and ${inScope('g')}
)`
          : `goods as (
  select d.goods_id, sum(d.sales) filter (where d.day = ${d})::float8 as units, (sum(d.sales) filter (where d.day < ${d}) / ${B}.0)::float8 as b_units,
    coalesce(sum(d.sales * d.price ${scope.site ? '' : '/ r.per_usd'}) filter (where d.day = ${d}), 0)::float8 as gmv
  from market_product_days d join market_products p on p.goods_id = d.goods_id join (values ${RATES}) as r(site, per_usd) on r.site = p.site
  where d.day >= ${d} - ${B} and d.day <= ${d} and ${inScope('p')} group by d.goods_id
),
gained as (select *, units - b_units as gained, row_number() over (order by units - b_units desc, units desc, goods_id) as n from goods where units > b_units)`;
        ctes.push(`cat_days as (
  select type_id, sum(units) filter (where day = ${d})::float8 as units, sum(${money}) filter (where day = ${d})::float8 as gmv,
    (sum(units) filter (where day < ${d}) / ${B})::float8 as b_units, (sum(${money}) filter (where day < ${d}) / ${B})::float8 as b_gmv
  from ${
          totals
            ? `(select day, type_id, units, gmv as ${money} from ${totals}t.type_id <> 0${cat ? ` and t.type_id = ${cat}` : ''}) c where`
            : `market_workbench_category_days c where ${inScope('c')} and`
        } day >= ${d} - ${B} and day <= ${d} group by type_id
),
${gained},
listed as (
  select g.goods_id as "goodsId", p.site, p.title, p.image, p.shop_id as "shopId", coalesce(s.name, '') as "shopName", p.type_id as "categoryId",
    g.units, g.b_units as "baselineUnits", g.gained as "gainedUnits", ${upliftSql('g.units', 'g.b_units')} as "unitsUplift", g.gmv, g.n
  from gained g join market_products p on p.goods_id = g.goods_id left join market_shops s on s.shop_id = p.shop_id where g.n <= ${arg(scope.rows)}
)`);
        parts.push(`'campaign', json_build_object(
    'series', (select coalesce(json_agg(json_build_object('day', day::text, 'units', units, 'gmv', gmv) order by day), '[]') from daily where day >= ${d} - ${B} and day <= ${d}),
    'held', (select count(*) from daily where day >= ${d} - ${B} and day <= ${d}),
    'categories', (select coalesce(json_agg(json_build_object('categoryId', type_id, ${dayJson()}) order by gmv desc nulls last, type_id), '[]') from cat_days where units is not null),
    'products', (select coalesce(json_agg(l order by n), '[]') from listed l),
    'available', (select ${derived.gainers && !cat ? 'coalesce(max(n), 0)' : 'count(*)'} from gained))`);
      }
    }
    if (scope.view === 'slots' || scope.view === 'probe') {
      const p = scope.view === 'slots' ? (scope.period ?? 30) : 1;
      const kinds = scope.kind ? `${arg(scope.kind)}` : `'flash-sale', 'campaign'`;
      // The derive's slots of the last 90 days carry their product's category and normal prices.
      const probe = scope.view === 'probe';
      ctes.push(
        derived.current
          ? `priced as (
  select w.slot_id, w.site, w.day, w.kind, w.goods_id, w.start_at, w.end_at, w.slot_price, w.sales, w.type_id,${probe ? ' p.title, p.image, p.shop_id,' : ''} w.per_usd,
    w.normal_${p} as normal, case when w.normal_${p} > 0 then (1 - w.slot_price / w.normal_${p}) * 100 end as discount, w.hour
  from market_workbench_slots w${probe ? ' join market_products p on p.goods_id = w.goods_id' : ''}
  where w.day > $1::date - ${p} and w.day <= $1::date and w.kind in (${kinds}) and ${inScope('w')}
)`
          : `sl as (
  select s.slot_id, s.site, s.day, s.kind, s.goods_id, s.start_at, s.end_at, s.slot_price, s.sales, p.type_id, p.title, p.image, p.shop_id, r.per_usd
  from market_slots s join market_products p on p.goods_id = s.goods_id join (values ${RATES}) as r(site, per_usd) on r.site = s.site
  where s.day > $1::date - ${p} and s.day <= $1::date and s.kind in (${kinds}) and ${inScope('p')}
),
slotted as (select distinct goods_id, day from market_slots where day > $1::date - ${p + NORMAL_PRICE_DAYS} and day <= $1::date and goods_id in (select goods_id from sl)),
normal as (
  select d.goods_id, percentile_cont(0.5) within group (order by d.price)::float8 as price
  from market_product_days d left join slotted x on x.goods_id = d.goods_id and x.day = d.day
  where d.goods_id in (select goods_id from sl) and d.day > $1::date - ${p + NORMAL_PRICE_DAYS} and d.day <= $1::date and x.goods_id is null
  group by d.goods_id
),
priced as (
  select sl.*, n.price as normal, case when n.price > 0 then (1 - sl.slot_price / n.price) * 100 end as discount,
    extract(hour from sl.start_at at time zone 'Asia/Shanghai')::int as hour
  from sl left join normal n on n.goods_id = sl.goods_id
)`,
      );
      if (scope.view === 'slots') {
        const m = (v: string) => (scope.site ? v : `${v} / per_usd`);
        parts.push(`'hours', (select coalesce(json_agg(h order by h.kind desc, h.hour), '[]') from (
    select kind, hour, count(*) as slots, sum(sales) as units, avg(${m('slot_price')}) as "slotPrice", avg(${m('normal')}) as "normalPrice", avg(discount) as discount
    from priced group by kind, hour) h)`);
        parts.push(`'bands', (select coalesce(json_agg(b order by b.kind desc, b.band), '[]') from (
    select kind, greatest(0, least(${DISCOUNT_BANDS - 1}, floor(discount / ${DISCOUNT_BAND_WIDTH})))::int as band, count(*) as slots, sum(sales) as units
    from priced where discount is not null group by 1, 2) b)`);
        parts.push(`'total', (select json_build_object('slots', count(*), 'units', coalesce(sum(sales), 0)) from priced)`);
      } else {
        const dir = scope.dir === 'asc' ? 'asc' : 'desc';
        const order = {
          discount: `discount ${dir} nulls last`,
          units: `sales ${dir}`,
          slotPrice: `slot_price / per_usd ${dir}`,
          normalPrice: `normal / per_usd ${dir} nulls last`,
          start: `start_at ${dir}`,
        }[scope.sort ?? 'discount'];
        parts.push(`'rows', (select coalesce(json_agg(r order by r.n), '[]') from (
    select q.*, s.name as shop_name from (select *, row_number() over (order by ${order}, slot_id) as n from priced) q
    left join market_shops s on s.shop_id = q.shop_id where q.n > ${arg(scope.offset ?? 0)} and q.n <= ${arg((scope.offset ?? 0) + scope.rows)}) r)`);
        parts.push(`'available', (select count(*) from priced)`);
      }
    }
    parts.push(`'campaignDays', (select coalesce(json_agg(json_build_object('day', day::text, ${dayJson()}) order by day), '[]') from campaign_days)`);
    const [row] = await this.sql.query<{ answer: RawAnswer }>(`with ${ctes.join(',\n')}\nselect json_build_object(${parts.join(',\n  ')}) as answer`, params);
    const a = row?.answer;
    if (!a) return undefined;
    const dayFigures = (r: Record<string, unknown>) => ({
      units: num(r['units']),
      gmv: round2(num(r['gmv'])),
      baselineUnits: round2(num(r['baselineUnits'])),
      baselineGmv: round2(num(r['baselineGmv'])),
      unitsUplift: orNull(r['unitsUplift']),
      gmvUplift: orNull(r['gmvUplift']),
    });
    const answer: CampaignAnswer = {
      day,
      currency: scope.site ? SITE_CURRENCIES[scope.site] : 'USD',
      campaignDays: a.campaignDays.map((r) => ({ day: String(r['day']), ...dayFigures(r) })),
    };
    if (scope.view === 'days') {
      const c = a.campaign;
      // A day the history does not hold with its baseline has no detail.
      answer.campaign =
        chosen && c && num(c.held) === B + 1
          ? {
              day: chosen,
              series: c.series.map((r) => ({ day: String(r['day']), units: num(r['units']), gmv: round2(num(r['gmv'])) })),
              categories: c.categories.map((r) => ({ categoryId: num(r['categoryId']), ...dayFigures(r) })),
              products: c.products.map((r) => ({
                goodsId: num(r['goodsId']),
                site: r['site'] as SiteCode,
                title: String(r['title']),
                image: String(r['image']),
                shopId: num(r['shopId']),
                shopName: String(r['shopName']),
                categoryId: num(r['categoryId']),
                units: num(r['units']),
                baselineUnits: round2(num(r['baselineUnits'])),
                gainedUnits: round2(num(r['gainedUnits'])),
                unitsUplift: orNull(r['unitsUplift']),
                gmv: round2(num(r['gmv'])),
              })),
              available: num(c.available),
            }
          : null;
    }
    if (scope.view === 'slots') {
      const p = scope.period ?? 30;
      answer.slots = {
        from: addDays(day, -(p - 1)),
        to: day,
        days: p,
        hours: (a.hours ?? []).map((r) => ({
          kind: r['kind'] as PricedSlotKind,
          hour: num(r['hour']),
          slots: num(r['slots']),
          units: num(r['units']),
          slotPrice: round2(num(r['slotPrice'])),
          normalPrice: orNull(r['normalPrice']),
          discount: orNull(r['discount']),
        })),
        discounts: (a.bands ?? []).map((r) => ({
          kind: r['kind'] as PricedSlotKind,
          from: num(r['band']) * DISCOUNT_BAND_WIDTH,
          to: num(r['band']) === DISCOUNT_BANDS - 1 ? null : (num(r['band']) + 1) * DISCOUNT_BAND_WIDTH,
          slots: num(r['slots']),
          units: num(r['units']),
        })),
        total: { slots: num(a.total?.['slots']), units: num(a.total?.['units']) },
      };
    }
    if (scope.view === 'probe') {
      answer.probe = {
        rows: (a.rows ?? []).map((r) => {
          const perUsd = num(r['per_usd']);
          const normal = r['normal'] === null ? null : num(r['normal']);
          return {
            slotId: num(r['slot_id']),
            goodsId: num(r['goods_id']),
            site: r['site'] as SiteCode,
            title: String(r['title']),
            image: String(r['image']),
            shopId: num(r['shop_id']),
            shopName: String(r['shop_name'] ?? ''),
            categoryId: num(r['type_id']),
            kind: r['kind'] as PricedSlotKind,
            startAt: new Date(String(r['start_at'])).toISOString(),
            endAt: new Date(String(r['end_at'])).toISOString(),
            slotPrice: round2(num(r['slot_price'])),
            normalPrice: normal === null ? null : round2(normal),
            slotPriceUsd: round2(num(r['slot_price']) / perUsd),
            normalPriceUsd: normal === null ? null : round2(normal / perUsd),
            discount: orNull(r['discount']),
            units: num(r['sales']),
          };
        }),
        available: num(a.available),
      };
    }
    return answer;
  }

}

interface RawAnswer {
  campaignDays: Record<string, unknown>[];
  campaign?: { series: Record<string, unknown>[]; held: unknown; categories: Record<string, unknown>[]; products: Record<string, unknown>[]; available: unknown };
  hours?: Record<string, unknown>[];
  bands?: Record<string, unknown>[];
  total?: Record<string, unknown>;
  rows?: Record<string, unknown>[];
  available?: unknown;
}
