// The finder's filter panel draft (issue 30 items 1 and 3): every field kept as the text typed, each
// checked by a valibot schema of the API's contract (the same bounds as parseRankingQuery), and a
// query made only when every field passes: a bad value is said beside its field and nothing typed
// is lost or applied half.
import { MAX_RANGE_VALUE, SHOP_TYPES, type RankingFilters, type RankingQuery, type Range, type ShopType } from '@sealens/domain';
import * as v from 'valibot';

/** What a range's numbers are in (the panel shows it beside the inputs). */
export type FinderUnit = 'money' | 'percent' | 'days' | 'count' | 'ratio';

/** A range (from / to) of the finder. */
export interface FinderRange {
  kind: 'range';
  key: 'price' | 'units' | 'gmv' | 'growth' | 'search' | 'productBase' | 'bid' | 'priceChange' | 'reviewsPerUnit' | 'categoryShops' | 'age';
  unit: FinderUnit;
  whole: boolean;
  min: number;
}

/** A lower bound alone (rating, reviews, likes). */
export interface FinderMin {
  kind: 'min';
  key: 'ratingMin' | 'reviewsMin' | 'likesMin';
  whole: boolean;
  min: number;
  max?: number;
}

export type FinderField = FinderRange | FinderMin | { kind: 'day'; key: 'listedFrom' | 'listedTo' } | { kind: 'shopType'; key: 'shopType' } | { kind: 'brand'; key: 'brandId' };

const range = (key: FinderRange['key'], unit: FinderUnit, whole: boolean, min = 0): FinderRange => ({ kind: 'range', key, unit, whole, min });

/** The product finder's fields: its own ranges first, then every product ranking filter. */
export const PRODUCT_FINDER_FIELDS: readonly FinderField[] = [
  range('growth', 'percent', false, -100),
  range('priceChange', 'percent', false, -100),
  range('reviewsPerUnit', 'ratio', false),
  range('categoryShops', 'count', true),
  range('age', 'days', true),
  range('price', 'money', false),
  range('units', 'count', true),
  range('gmv', 'money', false),
  { kind: 'min', key: 'ratingMin', whole: false, min: 0, max: 5 },
  { kind: 'min', key: 'reviewsMin', whole: true, min: 0 },
  { kind: 'min', key: 'likesMin', whole: true, min: 0 },
  { kind: 'day', key: 'listedFrom' },
  { kind: 'day', key: 'listedTo' },
  { kind: 'shopType', key: 'shopType' },
  { kind: 'brand', key: 'brandId' },
];

/** The keyword finder's fields (issue 30 item 3): search index and its growth, product base, bid. */
export const KEYWORD_FINDER_FIELDS: readonly FinderField[] = [range('search', 'count', true), range('growth', 'percent', false, -100), range('productBase', 'count', true), range('bid', 'money', false)];

/** Why a field's text cannot be applied (the panel says it in the reader's language). */
export type FinderIssue = { kind: 'number' } | { kind: 'whole' } | { kind: 'atLeast'; min: number } | { kind: 'between'; min: number; max: number } | { kind: 'tooLarge' } | { kind: 'order' } | { kind: 'day' };

/** The text of each field: `price.min`, `price.max`, `ratingMin`, `listedFrom`, `shopType`, `brandId`. */
export type FinderDraft = Readonly<Record<string, string>>;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The draft of a query's filters over `fields`. */
export function finderDraftOf(query: RankingQuery, fields: readonly FinderField[]): FinderDraft {
  const f = query.filters;
  const draft: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind === 'range') {
      const r = f[field.key] as Range | undefined;
      draft[`${field.key}.min`] = text(r?.min);
      draft[`${field.key}.max`] = text(r?.max);
    } else if (field.kind === 'min') draft[field.key] = text(f[field.key]);
    else if (field.kind === 'brand') draft[field.key] = text(f.brandId);
    else draft[field.key] = f[field.key] ?? '';
  }
  return draft;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const DAY = /^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A number field's schema: the text, spaces taken out, as a number inside the contract's bounds. Its messages are issue kinds. */
function numberSchema(rule: { whole: boolean; min: number; max?: number }) {
  const low = rule.max === undefined ? 'atLeast' : 'between';
  const high = rule.max === undefined ? 'tooLarge' : 'between';
  const max = rule.max ?? MAX_RANGE_VALUE;
  const strip = (raw: string) => raw.replace(/\s/g, '');
  return rule.whole
    ? v.pipe(v.string(), v.transform(strip), v.regex(NUMBER, 'number'), v.transform(Number), v.integer('whole'), v.minValue(rule.min, low), v.maxValue(max, high))
    : v.pipe(v.string(), v.transform(strip), v.regex(NUMBER, 'number'), v.transform(Number), v.minValue(rule.min, low), v.maxValue(max, high));
}

const daySchema = v.pipe(v.string(), v.trim(), v.regex(DAY, 'day'));
const shopTypeSchema = v.picklist(SHOP_TYPES);

function issueOf(message: string, rule: { min: number; max?: number }): FinderIssue {
  switch (message) {
    case 'whole':
      return { kind: 'whole' };
    case 'atLeast':
      return { kind: 'atLeast', min: rule.min };
    case 'between':
      return { kind: 'between', min: rule.min, max: rule.max ?? MAX_RANGE_VALUE };
    case 'tooLarge':
      return { kind: 'tooLarge' };
    case 'day':
      return { kind: 'day' };
    default:
      return { kind: 'number' };
  }
}

/** One number field's value (undefined: empty) or its issue. */
function readNumber(raw: string | undefined, rule: { whole: boolean; min: number; max?: number }): { value?: number; issue?: FinderIssue } {
  if (raw === undefined || raw.trim() === '') return {};
  const parsed = v.safeParse(numberSchema(rule), raw);
  return parsed.success ? { value: parsed.output } : { issue: issueOf(parsed.issues[0].message, rule) };
}

/** The query the draft stands for (filters of `fields` replaced, page 1), or the issues that keep it from being applied. */
export function readFinderDraft(draft: FinderDraft, fields: readonly FinderField[], base: RankingQuery): { query?: RankingQuery; issues: Record<string, FinderIssue> } {
  const issues: Record<string, FinderIssue> = {};
  const filters: RankingFilters = { ...base.filters };
  const set = <K extends keyof RankingFilters>(key: K, value: RankingFilters[K] | undefined) => {
    if (value === undefined) delete filters[key];
    else filters[key] = value;
  };
  for (const field of fields) {
    if (field.kind === 'range') {
      const min = readNumber(draft[`${field.key}.min`], field);
      const max = readNumber(draft[`${field.key}.max`], field);
      if (min.issue) issues[`${field.key}.min`] = min.issue;
      if (max.issue) issues[`${field.key}.max`] = max.issue;
      if (min.value !== undefined && max.value !== undefined && min.value > max.value) issues[`${field.key}.max`] = { kind: 'order' };
      set(field.key, min.value === undefined && max.value === undefined ? undefined : { ...(min.value !== undefined ? { min: min.value } : {}), ...(max.value !== undefined ? { max: max.value } : {}) });
    } else if (field.kind === 'min') {
      const read = readNumber(draft[field.key], field);
      if (read.issue) issues[field.key] = read.issue;
      set(field.key, read.value);
    } else if (field.kind === 'day') {
      const raw = draft[field.key] ?? '';
      if (raw.trim() === '') set(field.key, undefined);
      else {
        const parsed = v.safeParse(daySchema, raw);
        if (parsed.success) set(field.key, parsed.output);
        else issues[field.key] = { kind: 'day' };
      }
    } else if (field.kind === 'shopType') {
      const parsed = v.safeParse(shopTypeSchema, draft[field.key]);
      set('shopType', parsed.success ? (parsed.output as ShopType) : undefined);
    } else {
      const raw = draft[field.key];
      set('brandId', raw ? Number(raw) : undefined);
    }
  }
  if (filters.listedFrom && filters.listedTo && filters.listedFrom > filters.listedTo) issues['listedTo'] = { kind: 'order' };
  if (Object.keys(issues).length > 0) return { issues };
  return { query: { ...base, filters, page: 1 }, issues };
}
