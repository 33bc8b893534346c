// Follows (openapi/workbench.yaml listFollows, followItem, listFollowKeys, updateFollow,
// unfollowItem, exportFollows; issue 31 item 1): a member follows products, shops, brands and
// search words up to the plan's `follows`, groups and notes them, and the four monitor pages list
// them with the data day's figures and the change since the day each was followed, sorted on the
// server, paged, and exported as a ranking is. Members only (HTTP 401 for a visitor); someone
// else's follow id answers as a missing one does (code 404), so ids reveal nothing.
import { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';

import { FOLLOW_ENTITIES, FOLLOW_GROUP_MAX, FOLLOW_NOTE_MAX, type FollowEntity, lineText, SITE_CODES, tierUnlocking } from '@sealens/domain';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { latestCompleteDay } from '../../market/market-state';
import type { MarketSql } from '../../market/market-sql';
import { marketOf } from '../../market/market-service';
import { aggregateIntervalOf } from '../../market/queries/aggregate-intervals';
import { figuresCtes, type FigureRow } from '../../monitor/monitor-figures';
import { memberTime } from '../../monitor/monitor-output';
import { httpError } from '../identity/common';
import { fail, jsonBody, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { csvChunks } from './export/csv-writer';
import { exportDayOf, exportRenewalOf, takeExport } from './export/export-allowance';
import { type ExportColumn, DEFAULT_EXPORT_LANG, isExportLang } from './export/export-columns';
import { contentDisposition, EXPORT_CONTENT_TYPES } from './export/export-file';
import { writeXlsx } from './export/xlsx-writer';
import { callerOf } from './member-rights';
import type { WorkbenchSchemas } from './workbench-types';

type Follow = WorkbenchSchemas['Follow'];
type FollowRow = WorkbenchSchemas['FollowRow'];
type Figures = WorkbenchSchemas['MonitorFigures'];

/** What the marketplace shows is measured, sales and what is made of them estimated (issue 33): the monitors mark the latter. */
const SALES_KINDS = { units: 'estimated', units7: 'estimated', gmv: 'estimated', gmv7: 'estimated', unitsChange: 'estimated', change: 'estimated' } as const;
/** Each monitor's figures by their MonitorFigures name, and `change` for the main figure's change since followed. */
export const FOLLOW_FIGURE_KINDS: Readonly<Record<FollowEntity, WorkbenchSchemas['FigureKinds']>> = {
  product: { price: 'measured', priceChange: 'measured', ...SALES_KINDS, rank: 'estimated', stock: 'measured' },
  shop: { ...SALES_KINDS, newProducts: 'measured' },
  brand: SALES_KINDS,
  keyword: { searchIndex: 'measured', search7: 'measured', searchChange: 'measured', productBase: 'measured', change: 'measured' },
};

/** Advisory-lock namespace of one member's follows (counted under it, so parallel follows cannot pass the plan). */
const LOCK_FOLLOWS = 31_001;
export const CODE_FOLLOWS_FULL = 409;
export const CODE_NO_SUCH_FOLLOW = 404;
export const CODE_NO_SUCH_ITEM = 404;
export const FOLLOW_SORTS = ['followed', 'title', 'units', 'units7', 'gmv7', 'price', 'rank', 'stock', 'searchIndex', 'search7', 'unitsChange', 'priceChange', 'searchChange', 'change'] as const;
type FollowSort = (typeof FOLLOW_SORTS)[number];
const PAGE_SIZES = [50, 100, 200];
/** The figure whose change since the followed day `change` sorts by. */
const MAIN_FIGURE: Record<FollowEntity, 'units7' | 'search7'> = { product: 'units7', shop: 'units7', brand: 'units7', keyword: 'search7' };
/** The figures whose change since the followed day a row carries (percent; rank in places). */
const CHANGE_FIGURES = ['units7', 'gmv7', 'price', 'search7', 'productBase'] as const;

interface FollowDbRow {
  id: number;
  user_id: number;
  entity: string;
  item_id: string | number;
  site: string;
  group_name: string;
  note: string;
  followed_day: string | Date | null;
  followed_figures: Figures;
  created_at: string | Date;
}

/** A date column's value as "YYYY-MM-DD" (PGlite answers a Date at UTC midnight, PostgreSQL's pg the same). */
const dayText = (value: string | Date | null): string => (value === null ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));

const isEntity = (v: unknown): v is FollowEntity => typeof v === 'string' && (FOLLOW_ENTITIES as readonly string[]).includes(v);

/** The figures of `items` (entity, item_id, site) on `day`, keyed `entity:id:site`. */
export async function figuresOf(sql: MarketSql, day: string, items: readonly { entity: string; itemId: string | number; site: string }[]): Promise<Map<string, FigureRow>> {
  if (items.length === 0) return new Map();
  const rows = await sql.query<FigureRow>(
    `with items as (select x.entity, x.item_id, x.site from jsonb_to_recordset($2::jsonb) as x(entity text, item_id bigint, site text))${figuresCtes()}
     select entity, item_id, site, title, image, category_id, currency, figures from figs`,
    [day, JSON.stringify(items.map((i) => ({ entity: i.entity, item_id: String(i.itemId), site: i.site })))],
  );
  return new Map(rows.map((r) => [`${r.entity}:${r.item_id}:${r.site}`, r]));
}

/** The item's site as the market data knows it (a brand: the site asked, or 'ALL'), or undefined when there is no such item. */
async function itemSite(sql: MarketSql, entity: FollowEntity, id: string, site: string | undefined): Promise<string | undefined> {
  const table = { product: ['market_products', 'goods_id'], shop: ['market_shops', 'shop_id'], keyword: ['market_keywords', 'keyword_id'], brand: ['market_brands', 'brand_id'] }[entity];
  const [row] = await sql.query<{ site: string | null }>(`select ${entity === 'brand' ? 'null::text' : 'site'} as site from ${table[0]} where ${table[1]} = $1::bigint`, [id]);
  if (!row) return undefined;
  return entity === 'brand' ? (site ?? 'ALL') : (row.site ?? undefined);
}

function followOf(row: FollowDbRow, figure?: FigureRow): Follow {
  return {
    id: row.id,
    entity: row.entity as FollowEntity,
    itemId: String(row.item_id),
    ...(row.site === 'ALL' ? {} : { site: row.site as NonNullable<Follow['site']> }),
    ...(figure?.currency ? { currency: figure.currency } : {}),
    title: figure?.title ?? '',
    ...(figure?.image ? { image: figure.image } : {}),
    ...(figure?.category_id ? { categoryId: figure.category_id } : {}),
    ...(row.group_name ? { group: row.group_name } : {}),
    ...(row.note ? { note: row.note } : {}),
    // Followed before any market day was imported: the day it was followed on.
    followedDay: dayText(row.followed_day) || memberTime(row.created_at).slice(0, 10),
    followedFigures: row.followed_figures,
    createdAt: memberTime(row.created_at),
  };
}

const percent = (now: number | undefined, then: number | undefined) => (now !== undefined && then !== undefined && then > 0 ? Math.round(((now - then) * 10_000) / then) / 100 : undefined);

/** A monitor row: the follow, the data day's figures and the change since it was followed. */
export function followRowOf(row: FollowDbRow, figure: FigureRow | undefined): FollowRow {
  const now = (figure?.figures ?? {}) as Figures;
  const then = row.followed_figures;
  const change: FollowRow['change'] = {};
  for (const key of CHANGE_FIGURES) {
    const value = percent(now[key], then[key]);
    if (value !== undefined) change[key] = value;
  }
  // A place gained is up: from 12th to 3rd is +9.
  if (now.rank !== undefined && then.rank !== undefined) change.rank = then.rank - now.rank;
  const main = change[MAIN_FIGURE[row.entity as FollowEntity]];
  if (main !== undefined) change.main = main;
  return { ...followOf(row, figure), figures: now, change };
}

/** The value a sort reads of a row (undefined sorts last, whatever the direction). */
function sortValue(row: FollowRow, sort: FollowSort): number | string | undefined {
  if (sort === 'followed') return row.followedDay + row.createdAt;
  if (sort === 'title') return row.title.toLowerCase();
  if (sort === 'change') return row.change.main;
  return row.figures[sort];
}

export function sortFollowRows(rows: FollowRow[], sort: FollowSort | undefined, dir: 'asc' | 'desc'): FollowRow[] {
  if (sort === undefined) return rows.sort((a, b) => b.id - a.id);
  const sign = dir === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    if (x === undefined || y === undefined) return x === y ? b.id - a.id : x === undefined ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sign || b.id - a.id;
  });
}

/** The monitor export's columns (headers in the seven export languages). */
const FOLLOW_EXPORT_COLUMNS: readonly ExportColumn<FollowRow>[] = [
  { key: 'id', kind: 'text', width: 20, header: { en: 'ID', zh: 'ID', tw: 'ID', vi: 'ID', th: 'ID', pt: 'ID', id: 'ID' }, value: (r) => r.itemId },
  { key: 'title', kind: 'text', width: 40, header: { en: 'Name', zh: '名称', tw: '名稱', vi: 'Tên', th: 'ชื่อ', pt: 'Nome', id: 'Nama' }, value: (r) => r.title },
  { key: 'site', kind: 'text', width: 6, header: { en: 'Site', zh: '站点', tw: '站點', vi: 'Trang', th: 'ไซต์', pt: 'Site', id: 'Situs' }, value: (r) => r.site ?? 'ALL' },
  { key: 'group', kind: 'text', width: 14, header: { en: 'Group', zh: '分组', tw: '分組', vi: 'Nhóm', th: 'กลุ่ม', pt: 'Grupo', id: 'Grup' }, value: (r) => r.group ?? '' },
  { key: 'note', kind: 'text', width: 24, header: { en: 'Note', zh: '备注', tw: '備註', vi: 'Ghi chú', th: 'หมายเหตุ', pt: 'Nota', id: 'Catatan' }, value: (r) => r.note ?? '' },
  { key: 'followed', kind: 'text', width: 12, header: { en: 'Followed on', zh: '关注日期', tw: '關注日期', vi: 'Ngày theo dõi', th: 'วันที่ติดตาม', pt: 'Seguido em', id: 'Diikuti pada' }, value: (r) => r.followedDay },
  ...(
    [
      ['price', { en: 'Price', zh: '价格', tw: '價格', vi: 'Giá', th: 'ราคา', pt: 'Preço', id: 'Harga' }],
      ['units', { en: 'Units (day)', zh: '日销量', tw: '日銷量', vi: 'Số lượng (ngày)', th: 'ยอดขาย (วัน)', pt: 'Unidades (dia)', id: 'Unit (hari)' }],
      ['units7', { en: 'Units (7 days)', zh: '7天销量', tw: '7天銷量', vi: 'Số lượng (7 ngày)', th: 'ยอดขาย (7 วัน)', pt: 'Unidades (7 dias)', id: 'Unit (7 hari)' }],
      ['gmv7', { en: 'Sales value (7 days)', zh: '7天销售额', tw: '7天銷售額', vi: 'Doanh số (7 ngày)', th: 'มูลค่าขาย (7 วัน)', pt: 'Valor de vendas (7 dias)', id: 'Nilai penjualan (7 hari)' }],
      ['rank', { en: 'Category place', zh: '类目排名', tw: '類目排名', vi: 'Hạng trong ngành', th: 'อันดับในหมวด', pt: 'Posição na categoria', id: 'Peringkat kategori' }],
      ['stock', { en: 'Stock', zh: '库存', tw: '庫存', vi: 'Tồn kho', th: 'สต็อก', pt: 'Estoque', id: 'Stok' }],
      ['searchIndex', { en: 'Search index (day)', zh: '日搜索指数', tw: '日搜尋指數', vi: 'Chỉ số tìm kiếm (ngày)', th: 'ดัชนีการค้นหา (วัน)', pt: 'Índice de busca (dia)', id: 'Indeks pencarian (hari)' }],
      ['search7', { en: 'Search index (7 days)', zh: '7天搜索指数', tw: '7天搜尋指數', vi: 'Chỉ số tìm kiếm (7 ngày)', th: 'ดัชนีการค้นหา (7 วัน)', pt: 'Índice de busca (7 dias)', id: 'Indeks pencarian (7 hari)' }],
    ] as const
  ).map(([key, header]): ExportColumn<FollowRow> => ({ key, kind: 'number', width: 14, header, value: (r) => r.figures[key] ?? null })),
  {
    key: 'change',
    kind: 'number',
    width: 14,
    header: { en: 'Change since followed %', zh: '关注以来变化 %', tw: '關注以來變化 %', vi: 'Thay đổi từ khi theo dõi %', th: 'เปลี่ยนแปลงตั้งแต่ติดตาม %', pt: 'Variação desde que seguiu %', id: 'Perubahan sejak diikuti %' },
    value: (r) => r.change.main ?? null,
  },
];

/**
 * A page's followed shops with their 7 days' interval (issue 33): their products' intervals summed, as
 * their workbench row keeps them beside its figures (the data day's 7 days, My shop's rivals' figures).
 */
export async function withShopIntervals(sql: MarketSql, rows: FollowRow[]): Promise<FollowRow[]> {
  const ids = rows.filter((r) => r.entity === 'shop').map((r) => r.itemId);
  if (ids.length === 0) return rows;
  const found = await sql.query<Record<string, unknown> & { shop_id: string; per_usd: number }>(
    `select shop_id::text as shop_id, per_usd, ${['units_low_7', 'units_high_7', 'gmv_low_7', 'gmv_high_7'].join(', ')} from market_workbench_shops where shop_id = any($1::int8[])`,
    [ids],
  );
  const byId = new Map(found.map((r) => [r.shop_id, r]));
  return rows.map((row) => {
    const record = row.entity === 'shop' ? byId.get(row.itemId) : undefined;
    const interval = record ? aggregateIntervalOf(record, 7, Number(record.per_usd) || 1) : undefined;
    return interval ? { ...row, interval7: interval } : row;
  });
}

export function monitorRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const sqlOf = () => marketOf(deps).sql;

  /** The member's rows of `entity` (and group) with their figures on the data day. */
  async function rowsOf(userId: number, entity: FollowEntity, group: string | undefined): Promise<{ day?: string; rows: FollowRow[] }> {
    const sql = sqlOf();
    const follows = await sql.query<FollowDbRow>(
      `select * from monitor_follows where user_id = $1 and entity = $2 and ($3::text is null or group_name = $3) order by id desc`,
      [userId, entity, group ?? null],
    );
    const day = await latestCompleteDay(sql);
    const figures = day ? await figuresOf(sql, day, follows.map((f) => ({ entity: f.entity, itemId: f.item_id, site: f.site }))) : new Map<string, FigureRow>();
    return { ...(day ? { day } : {}), rows: follows.map((f) => followRowOf(f, figures.get(`${f.entity}:${f.item_id}:${f.site}`))) };
  }

  async function usage(userId: number): Promise<{ used: number; groups: string[] }> {
    const [row] = await sqlOf().query<{ used: number; groups: string[] | null }>(
      `select count(*)::int as used, array_agg(distinct group_name) filter (where group_name <> '') as groups from monitor_follows where user_id = $1`,
      [userId],
    );
    return { used: row?.used ?? 0, groups: (row?.groups ?? []).sort() };
  }

  /** entity, group, sort and dir of a list or export, or the name of the parameter outside its rule. */
  function listParams(params: URLSearchParams): { entity: FollowEntity; group?: string; sort?: FollowSort; dir: 'asc' | 'desc' } | string {
    const entity = params.get('entity');
    if (!isEntity(entity)) return 'entity';
    const rawGroup = params.get('group');
    const group = rawGroup === null ? undefined : lineText(rawGroup, FOLLOW_GROUP_MAX);
    if (rawGroup !== null && group === undefined) return 'group';
    const sort = params.get('sort');
    if (sort !== null && !(FOLLOW_SORTS as readonly string[]).includes(sort)) return 'sort';
    const dir = params.get('dir') ?? 'desc';
    if (dir !== 'asc' && dir !== 'desc') return 'dir';
    return { entity, ...(group ? { group } : {}), ...(sort ? { sort: sort as FollowSort } : {}), dir };
  }

  r.get('/follows', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to see your monitors');
    const params = new URL(c.req.url).searchParams;
    const checked = listParams(params);
    if (typeof checked === 'string') return fail(c, 400, `invalid parameter: ${checked}`);
    const page = Number(params.get('page') ?? 1);
    if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) return fail(c, 400, 'invalid parameter: page');
    const size = Number(params.get('size') ?? 50);
    if (!PAGE_SIZES.includes(size)) return fail(c, 400, 'invalid parameter: size');
    const { day, rows } = await rowsOf(caller.user.id, checked.entity, checked.group);
    const sorted = sortFollowRows(rows, checked.sort, checked.dir);
    const { used, groups } = await usage(caller.user.id);
    const payload: WorkbenchSchemas['FollowPage'] = {
      entity: checked.entity,
      ...(day ? { day } : {}),
      rows: await withShopIntervals(sqlOf(), sorted.slice((page - 1) * size, page * size)),
      total: rows.length,
      page,
      size,
      max: caller.rights.follows,
      used,
      groups,
      figureKinds: FOLLOW_FIGURE_KINDS[checked.entity],
    };
    return ok(c, payload);
  });

  r.get('/follows/keys', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to follow items');
    const rows = await sqlOf().query<{ id: number; entity: string; item_id: string | number; site: string; group_name: string }>(
      `select id, entity, item_id, site, group_name from monitor_follows where user_id = $1 order by id`,
      [caller.user.id],
    );
    const groups = [...new Set(rows.map((k) => k.group_name).filter(Boolean))].sort();
    const max = caller.rights.follows;
    const unlockTier = tierUnlocking('follows', max + 1);
    return ok(c, {
      keys: rows.map((k) => ({
        id: k.id,
        entity: k.entity as FollowEntity,
        itemId: String(k.item_id),
        ...(k.site === 'ALL' ? {} : { site: k.site as NonNullable<Follow['site']> }),
        ...(k.group_name ? { group: k.group_name } : {}),
      })),
      max,
      used: rows.length,
      ...(unlockTier ? { unlockTier } : {}),
      groups,
    });
  });

  r.post('/follows', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to follow items');
    const body = (await jsonBody(c)) ?? {};
    const entity = body['entity'];
    if (!isEntity(entity)) return fail(c, 400, 'invalid parameter: entity');
    const id = body['id'];
    if (typeof id !== 'string' || !/^[0-9]{1,18}$/.test(id) || BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)) return fail(c, 400, 'invalid parameter: id');
    const rawSite = body['site'];
    if (rawSite !== undefined && !(typeof rawSite === 'string' && (SITE_CODES as readonly string[]).includes(rawSite))) return fail(c, 400, 'invalid parameter: site');
    const group = body['group'] === undefined ? '' : lineText(body['group'], FOLLOW_GROUP_MAX, true);
    if (group === undefined) return fail(c, 400, 'invalid parameter: group');
    const note = body['note'] === undefined ? '' : lineText(body['note'], FOLLOW_NOTE_MAX, true);
    if (note === undefined) return fail(c, 400, 'invalid parameter: note');

    const sql = sqlOf();
    const site = await itemSite(sql, entity, id, rawSite as string | undefined);
    if (site === undefined) return fail(c, CODE_NO_SUCH_ITEM, 'the market data has no such item');
    const day = await latestCompleteDay(sql);
    const figures = day ? await figuresOf(sql, day, [{ entity, itemId: id, site }]) : new Map<string, FigureRow>();
    const figure = figures.get(`${entity}:${id}:${site}`);
    const userId = caller.user.id;
    const max = caller.rights.follows;
    const result = await sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${LOCK_FOLLOWS}, $1)`, [userId]);
      const [held] = await tx.query<FollowDbRow>(`select * from monitor_follows where user_id = $1 and entity = $2 and item_id = $3::bigint and site = $4`, [userId, entity, id, site]);
      if (held) return { row: held };
      const [count] = await tx.query<{ n: number }>(`select count(*)::int as n from monitor_follows where user_id = $1`, [userId]);
      const used = count?.n ?? 0;
      if (used >= max) return { full: used };
      const [row] = await tx.query<FollowDbRow>(
        `insert into monitor_follows (user_id, entity, item_id, site, group_name, note, followed_day, followed_figures, created_at)
         values ($1, $2, $3::bigint, $4, $5, $6, $7::date, $8::jsonb, $9) returning *`,
        [userId, entity, id, site, group, note, day ?? null, JSON.stringify(figure?.figures ?? {}), deps.now().toISOString()],
      );
      return { row };
    });
    if ('full' in result) {
      const unlockTier = tierUnlocking('follows', (result.full ?? 0) + 1);
      const limit: WorkbenchSchemas['FollowLimit'] = { max, used: result.full ?? 0, ...(unlockTier ? { unlockTier } : {}) };
      return c.json({ code: CODE_FOLLOWS_FULL, message: max > 0 ? `your plan follows ${max} items: unfollow one to follow another` : 'following items comes with a plan', payload: limit }, 200);
    }
    return result.row ? ok(c, followOf(result.row, figure)) : fail(c, 500, 'the follow was not saved');
  });

  /** The member's own follow's id from the path (the contract's guard has checked its range). */
  const idOf = (raw: string): number | undefined => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
  };

  r.put('/follows/:id', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to follow items');
    const id = idOf(c.req.param('id'));
    if (id === undefined) return fail(c, 400, 'invalid parameter: id');
    const body = (await jsonBody(c)) ?? {};
    const group = body['group'] === undefined ? undefined : lineText(body['group'], FOLLOW_GROUP_MAX, true);
    if (body['group'] !== undefined && group === undefined) return fail(c, 400, 'invalid parameter: group');
    const note = body['note'] === undefined ? undefined : lineText(body['note'], FOLLOW_NOTE_MAX, true);
    if (body['note'] !== undefined && note === undefined) return fail(c, 400, 'invalid parameter: note');
    const sql = sqlOf();
    const [row] = await sql.query<FollowDbRow>(
      `update monitor_follows set group_name = coalesce($3, group_name), note = coalesce($4, note) where id = $1 and user_id = $2 returning *`,
      [id, caller.user.id, group ?? null, note ?? null],
    );
    if (!row) return fail(c, CODE_NO_SUCH_FOLLOW, 'no such follow');
    const day = await latestCompleteDay(sql);
    const figures = day ? await figuresOf(sql, day, [{ entity: row.entity, itemId: row.item_id, site: row.site }]) : new Map<string, FigureRow>();
    return ok(c, followOf(row, figures.get(`${row.entity}:${row.item_id}:${row.site}`)));
  });

  r.delete('/follows/:id', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to follow items');
    const id = idOf(c.req.param('id'));
    if (id === undefined) return fail(c, 400, 'invalid parameter: id');
    const removed = await sqlOf().query(`delete from monitor_follows where id = $1 and user_id = $2 returning id`, [id, caller.user.id]);
    return removed.length > 0 ? ok(c) : fail(c, CODE_NO_SUCH_FOLLOW, 'no such follow');
  });

  r.get('/follows/export', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to export');
    if (caller.rights.exportsPerDay <= 0) return httpError(c, 403, caller.rights.level === 'expired' ? 'exports come with a plan: your membership has ended' : 'exports come with a plan');
    const params = new URL(c.req.url).searchParams;
    const format = params.get('format');
    if (format !== 'csv' && format !== 'xlsx') return fail(c, 400, 'invalid parameter: format');
    const langParam = params.get('lang');
    if (langParam !== null && !isExportLang(langParam)) return fail(c, 400, 'invalid parameter: lang');
    const lang = langParam ?? DEFAULT_EXPORT_LANG;
    const checked = listParams(params);
    if (typeof checked === 'string') return fail(c, 400, `invalid parameter: ${checked}`);
    const now = deps.now();
    if (!(await takeExport(deps.db, caller.user.id, exportDayOf(now), caller.rights.exportsPerDay))) {
      const renews = exportRenewalOf(now);
      c.header('Retry-After', String(Math.max(1, Math.ceil((renews.getTime() - now.getTime()) / 1000))));
      return httpError(c, 429, `all ${caller.rights.exportsPerDay} exports of today are used; they renew at ${renews.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    }
    const { day, rows } = await rowsOf(caller.user.id, checked.entity, checked.group);
    const sorted = sortFollowRows(rows, checked.sort, checked.dir);
    // A plan follows at most 1,000 items: one batch.
    const batches = (async function* () {
      yield sorted;
    })();
    const name = `${checked.entity}-monitor_${day ?? 'no-data'}.${format}`.replace(/[^A-Za-z0-9._-]/g, '-');
    const headers = new Headers({ 'Content-Type': EXPORT_CONTENT_TYPES[format], 'Content-Disposition': contentDisposition(name), 'X-Content-Type-Options': 'nosniff' });
    let stream: Readable;
    if (format === 'xlsx') {
      const out = new PassThrough();
      writeXlsx(batches, out, { lang, sheetName: `${checked.entity}-monitor`, columns: FOLLOW_EXPORT_COLUMNS, created: now }).catch((error: unknown) =>
        out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      stream = out;
    } else {
      stream = Readable.from(
        (async function* () {
          for await (const chunk of csvChunks(batches, lang, FOLLOW_EXPORT_COLUMNS)) yield Buffer.from(chunk, 'utf8');
        })(),
      );
    }
    return new Response(Readable.toWeb(stream) as ReadableStream, { status: 200, headers });
  });

  return r;
}
