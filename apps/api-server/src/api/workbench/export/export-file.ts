// The name of an export (issue 26 item 6: "named after the scope and the data day"), e.g.
// `hot-products_TH_99997_7d_2026-11-26.csv`: ASCII only, so every browser and file system keeps it.
import { isMonthPeriod, type RankingOrder, type RankingQuery, type WorkbenchEntity } from '@sealens/domain';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// An order only some entities have (the search words' blue ocean, the products' likes) is named for those alone.
const ORDER_NAMES: Readonly<Record<WorkbenchEntity, Readonly<Record<'hot' | 'soaring' | 'new', string> & Partial<Record<RankingOrder, string>>>>> = {
  product: { hot: 'hot-products', soaring: 'soaring-products', new: 'new-products', likes: 'most-liked-products' },
  shop: { hot: 'hot-shops', soaring: 'soaring-shops', new: 'new-shops' },
  keyword: { hot: 'hot-search-words', soaring: 'soaring-search-words', new: 'new-search-words', blueOcean: 'blue-ocean-words' },
  // A category has no hot-new list (its rules refuse order=new): the name is never used.
  category: { hot: 'hot-industries', soaring: 'soaring-industries', new: 'new-industries', blueOcean: 'blue-ocean-industries' },
  // A brand has no hot-new list (its rules refuse order=new): the name is never used.
  brand: { hot: 'hot-brands', soaring: 'soaring-brands', new: 'new-brands' },
};

/** The scope part of the name: entity and order, site (or all sites), category, period. */
export function exportScopeName(query: Pick<RankingQuery, 'entity' | 'order' | 'site' | 'categoryId' | 'period'>): string {
  const period = isMonthPeriod(query.period) ? query.period : `${query.period}d`;
  return [ORDER_NAMES[query.entity ?? 'product'][query.order] ?? query.order, query.site ?? 'all-sites', ...(query.categoryId !== undefined ? [String(query.categoryId)] : []), period].join('_');
}

export function exportFileName(query: Pick<RankingQuery, 'entity' | 'order' | 'site' | 'categoryId' | 'period'>, day: string, format: ExportFormat): string {
  // Every part comes from checked values; the replace keeps the name ASCII-safe whatever changes upstream.
  return `${exportScopeName(query)}_${day}.${format}`.replace(/[^A-Za-z0-9._-]/g, '-');
}

/** An attachment header with both forms of the name (RFC 6266: `filename*` for clients that read it). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
