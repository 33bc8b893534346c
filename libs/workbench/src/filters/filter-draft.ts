// The filter bar's draft: every field as the text typed, read back into a RankingQuery only when
// every field is valid (nothing half-valid is applied). Checks mirror parseRankingQuery's contract.
import { MAX_RANGE_VALUE, type RankingFilters, type RankingQuery, type ShopType, type SiteCode } from '@sealens/domain';

/** Range filters; a search word's (issue 29 item 2): its search index, product base and recommended bid. */
export const RANGE_FIELDS = ['price', 'units', 'gmv', 'growth', 'search', 'productBase', 'bid'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];
export const MIN_FIELDS = ['ratingMin', 'reviewsMin', 'likesMin'] as const;
export type MinField = (typeof MIN_FIELDS)[number];

export interface FilterDraft {
  site: string;
  category: string;
  subCategory: string;
  ranges: Record<RangeField, { min: string; max: string }>;
  mins: Record<MinField, string>;
  listedFrom: string;
  listedTo: string;
  shopType: string;
  brand: string;
}

/** Why a field's text cannot be applied. */
export type FieldIssue =
  | { kind: 'number' }
  | { kind: 'whole' }
  | { kind: 'atLeast'; min: number }
  | { kind: 'between'; min: number; max: number }
  | { kind: 'tooLarge' }
  | { kind: 'order' }
  | { kind: 'day' };

/** Field keys of the draft that can carry an issue ("price.min", "ratingMin", "listedTo"...). */
export type IssueMap = Partial<Record<string, FieldIssue>>;

/** A sub-category id is its category's id * 100 + n (libs/domain ranking-query). */
export const isSubCategory = (id: number) => id >= 1_000_000;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function draftOf(query: RankingQuery): FilterDraft {
  const f = query.filters;
  const cat = query.categoryId;
  return {
    site: query.site ?? '',
    category: cat === undefined ? '' : String(isSubCategory(cat) ? Math.floor(cat / 100) : cat),
    subCategory: cat !== undefined && isSubCategory(cat) ? String(cat) : '',
    ranges: {
      price: { min: text(f.price?.min), max: text(f.price?.max) },
      units: { min: text(f.units?.min), max: text(f.units?.max) },
      gmv: { min: text(f.gmv?.min), max: text(f.gmv?.max) },
      growth: { min: text(f.growth?.min), max: text(f.growth?.max) },
      search: { min: text(f.search?.min), max: text(f.search?.max) },
      productBase: { min: text(f.productBase?.min), max: text(f.productBase?.max) },
      bid: { min: text(f.bid?.min), max: text(f.bid?.max) },
    },
    mins: { ratingMin: text(f.ratingMin), reviewsMin: text(f.reviewsMin), likesMin: text(f.likesMin) },
    listedFrom: f.listedFrom ?? '',
    listedTo: f.listedTo ?? '',
    shopType: f.shopType ?? '',
    brand: text(f.brandId),
  };
}

export const EMPTY_DRAFT: FilterDraft = draftOf({ order: 'hot', period: 7, filters: {}, dir: 'desc', page: 1, size: 50 });

const NUMBER = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface NumberRule {
  whole: boolean;
  min: number;
  max?: number;
}

export const RANGE_RULES: Readonly<Record<RangeField, NumberRule>> = {
  price: { whole: false, min: 0 },
  units: { whole: true, min: 0 },
  gmv: { whole: false, min: 0 },
  growth: { whole: false, min: -100 },
  search: { whole: true, min: 0 },
  productBase: { whole: true, min: 0 },
  bid: { whole: false, min: 0 },
};
export const MIN_RULES: Readonly<Record<MinField, NumberRule>> = {
  ratingMin: { whole: false, min: 0, max: 5 },
  reviewsMin: { whole: true, min: 0 },
  likesMin: { whole: true, min: 0 },
};

function readNumber(raw: string, rule: NumberRule): { value?: number; issue?: FieldIssue } {
  const value = raw.trim().replace(/\s/g, '');
  if (value === '') return {};
  if (!NUMBER.test(value)) return { issue: { kind: 'number' } };
  const n = Number(value);
  if (rule.whole && !Number.isInteger(n)) return { issue: { kind: 'whole' } };
  if (rule.max !== undefined && (n < rule.min || n > rule.max)) return { issue: { kind: 'between', min: rule.min, max: rule.max } };
  if (n < rule.min) return { issue: { kind: 'atLeast', min: rule.min } };
  if (n > MAX_RANGE_VALUE) return { issue: { kind: 'tooLarge' } };
  return { value: n };
}

/** The query the draft stands for, or the issues that keep it from being applied. */
export function readDraft(draft: FilterDraft, base: RankingQuery): { query?: RankingQuery; issues: IssueMap } {
  const issues: IssueMap = {};
  const filters: RankingFilters = {};
  for (const field of RANGE_FIELDS) {
    const min = readNumber(draft.ranges[field].min, RANGE_RULES[field]);
    const max = readNumber(draft.ranges[field].max, RANGE_RULES[field]);
    if (min.issue) issues[`${field}.min`] = min.issue;
    if (max.issue) issues[`${field}.max`] = max.issue;
    if (min.value !== undefined && max.value !== undefined && min.value > max.value) issues[`${field}.max`] = { kind: 'order' };
    if (min.value !== undefined || max.value !== undefined)
      filters[field] = { ...(min.value !== undefined ? { min: min.value } : {}), ...(max.value !== undefined ? { max: max.value } : {}) };
  }
  for (const field of MIN_FIELDS) {
    const read = readNumber(draft.mins[field], MIN_RULES[field]);
    if (read.issue) issues[field] = read.issue;
    if (read.value !== undefined) filters[field] = read.value;
  }
  for (const key of ['listedFrom', 'listedTo'] as const) {
    const value = draft[key].trim();
    if (value !== '' && !DAY.test(value)) issues[key] = { kind: 'day' };
    else if (value !== '') filters[key] = value;
  }
  if (filters.listedFrom && filters.listedTo && filters.listedFrom > filters.listedTo) issues['listedTo'] = { kind: 'order' };
  if (draft.shopType) filters.shopType = draft.shopType as ShopType;
  if (draft.brand) filters.brandId = Number(draft.brand);

  if (Object.keys(issues).length > 0) return { issues };
  const categoryId = draft.subCategory ? Number(draft.subCategory) : draft.category ? Number(draft.category) : undefined;
  const { site: _site, categoryId: _cat, ...rest } = base;
  return {
    query: { ...rest, ...(draft.site ? { site: draft.site as SiteCode } : {}), ...(categoryId !== undefined ? { categoryId } : {}), filters, page: 1 },
    issues,
  };
}
